import * as yup from 'yup';
import { PASSWORD_MIN } from '@/lib/constants';
import {
  emailField,
  nameField,
  passwordField,
  strongPasswordField,
  usernameField,
} from '@/lib/validation';

/** One schema per form, with the messages users see. */

export const loginSchema = yup.object({
  email: emailField(),
  password: passwordField(),
});
export type LoginValues = yup.InferType<typeof loginSchema>;

/**
 * The test of a confirmation field: it must equal the password field. An empty confirmation of an
 * empty password is left to the password's own message (Formik hands empty fields over as undefined).
 */
const matchesPassword = (message: string): yup.TestConfig<string | undefined> => ({
  name: 'matches-password',
  message,
  test: (value, context) => (value ?? '') === (context.parent.password ?? ''),
});

export const registerSchema = yup.object({
  firstName: nameField(),
  lastName: nameField(),
  username: usernameField(),
  email: emailField(),
  password: passwordField(),
  confirmPassword: yup.string().test(matchesPassword('Passwords do not match')),
});

export const registerVariantSchema = yup.object({
  firstName: nameField().required('First name is required'),
  lastName: nameField().required('Last name is required'),
  username: usernameField(),
  email: emailField('Invalid email address'),
  password: passwordField(),
  confirmPassword: yup
    .string()
    .required('Confirm password is required')
    .min(PASSWORD_MIN, 'Confirm password is required')
    .test(matchesPassword("Passwords don't match")),
});

/** Both registration forms collect the same six fields. */
export interface RegisterValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const emptyRegisterValues: RegisterValues = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
};

export const forgotPasswordSchema = yup.object({
  email: emailField(),
});
export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;

export const resetPasswordSchema = yup.object({
  password: strongPasswordField(),
  confirmPassword: yup.string().test(matchesPassword("Passwords don't match")),
});
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
