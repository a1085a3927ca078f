import { Formik } from 'formik';
import { CheckCircle2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/button';
import { Muted } from '@/components/card';
import { TextField } from '@/components/form-field';
import { useResetPassword } from './api';
import { AuthForm } from './components/auth-form';
import { AuthLayout, AuthLink, AuthLinks } from './components/auth-layout';
import { FormError } from './components/form-error';
import { resetPasswordSchema, type ResetPasswordValues } from './schemas';

const initialValues: ResetPasswordValues = { password: '', confirmPassword: '' };

const footer = (
  <AuthLinks>
    <AuthLink to="/auth/login">Back to login</AuthLink>
  </AuthLinks>
);

/** The target of the reset e-mail's link: /auth/reset-password?token=…&email=… */
export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const email = searchParams.get('email');
  const reset = useResetPassword();

  if (!token || !email) {
    return (
      <AuthLayout title="Reset your password" footer={footer}>
        <FormError>
          Invalid or missing reset token or email. Please request a new password reset link.
        </FormError>
        <Button as={Link} to="/auth/forgot-password" $block>
          Request a new link
        </Button>
      </AuthLayout>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthLayout title="Password Reset Complete" status={{ tone: 'success', icon: CheckCircle2 }}>
        <p>Your password has been changed. You can now log in with your new password.</p>
        <Button as={Link} to="/auth/login" $block>
          Go to Login
        </Button>
      </AuthLayout>
    );
  }

  const submit = ({ password }: ResetPasswordValues) => reset.mutate({ token, email, password });

  return (
    <AuthLayout
      title="Reset your password"
      description={
        <>
          Choose a new password for <strong>{email}</strong>.
        </>
      }
      footer={footer}
    >
      {reset.error && <FormError>{reset.error.message}</FormError>}
      <Formik
        initialValues={initialValues}
        validationSchema={resetPasswordSchema}
        onSubmit={submit}
      >
        <AuthForm>
          <Muted id="password-rules">
            Use 8 to 100 characters with at least one uppercase letter, one lowercase letter and one
            number.
          </Muted>
          <TextField
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            aria-describedby="password-rules"
          />
          <TextField
            name="confirmPassword"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
          />
          <Button type="submit" $block disabled={reset.isPending}>
            {reset.isPending ? 'Resetting password...' : 'Reset Password'}
          </Button>
        </AuthForm>
      </Formik>
    </AuthLayout>
  );
}
