import { validateYupSchema, yupToFormErrors } from 'formik';
import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { registerSchema, registerVariantSchema, resetPasswordSchema } from './schemas';
import { toRegisterPayload } from './use-registration';

/** The errors a form shows, validated the way Formik validates (empty strings become undefined). */
async function formErrors(schema: AnyObjectSchema, values: Record<string, string>) {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

const account = { username: 'riley', email: 'riley@example.com', firstName: '', lastName: '' };

describe('password confirmations', () => {
  it('leave an empty pair to the password rule', async () => {
    expect(
      await formErrors(registerSchema, { ...account, password: '', confirmPassword: '' }),
    ).toEqual({
      password: 'Password must be at least 6 characters',
    });
  });

  it('flag an empty confirmation of a typed password', async () => {
    expect(
      await formErrors(registerSchema, { ...account, password: 'secret12', confirmPassword: '' }),
    ).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(
      await formErrors(resetPasswordSchema, { password: 'Secret123', confirmPassword: '' }),
    ).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });

  it('on the second registration screen, ask for at least 6 characters before comparing', async () => {
    const names = { ...account, firstName: 'Riley', lastName: 'Chen', password: 'secret12' };
    expect(await formErrors(registerVariantSchema, { ...names, confirmPassword: 'abc' })).toEqual({
      confirmPassword: 'Confirm password is required',
    });
    expect(
      await formErrors(registerVariantSchema, { ...names, confirmPassword: 'secret13' }),
    ).toEqual({
      confirmPassword: "Passwords don't match",
    });
    expect(
      await formErrors(registerVariantSchema, { ...names, confirmPassword: 'secret12' }),
    ).toEqual({});
  });
});

describe('toRegisterPayload', () => {
  it('trims the fields and sends empty names as null', () => {
    expect(
      toRegisterPayload({
        firstName: '  ',
        lastName: ' Chen ',
        username: ' riley ',
        email: ' riley@example.com ',
        password: ' keep spaces ',
        confirmPassword: ' keep spaces ',
      }),
    ).toEqual({
      username: 'riley',
      email: 'riley@example.com',
      firstName: null,
      lastName: 'Chen',
      password: ' keep spaces ',
    });
  });
});
