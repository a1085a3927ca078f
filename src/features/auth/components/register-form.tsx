import { Formik } from 'formik';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { TextField } from '@/components/form-field';
import {
  emptyRegisterValues,
  type RegisterValues,
  type registerSchema,
  type registerVariantSchema,
} from '../schemas';
import { AuthForm } from './auth-form';

const NameFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    grid-template-columns: 1fr 1fr;
  }
`;

interface RegisterFormProps {
  schema: typeof registerSchema | typeof registerVariantSchema;
  /** The main screen leaves the names optional; the second variant requires them. */
  namesRequired: boolean;
  isPending: boolean;
  onSubmit: (values: RegisterValues) => void;
}

/** The six sign-up fields both registration screens share. */
export function RegisterForm({ schema, namesRequired, isPending, onSubmit }: RegisterFormProps) {
  const nameHint = namesRequired ? '' : ' (optional)';
  return (
    <Formik initialValues={emptyRegisterValues} validationSchema={schema} onSubmit={onSubmit}>
      <AuthForm>
        <NameFields>
          <TextField name="firstName" label={`First name${nameHint}`} autoComplete="given-name" />
          <TextField name="lastName" label={`Last name${nameHint}`} autoComplete="family-name" />
        </NameFields>
        <TextField name="username" label="Username" autoComplete="username" />
        <TextField name="email" label="Email" type="email" autoComplete="email" />
        <TextField name="password" label="Password" type="password" autoComplete="new-password" />
        <TextField
          name="confirmPassword"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" $block disabled={isPending}>
          {isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </AuthForm>
    </Formik>
  );
}
