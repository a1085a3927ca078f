import { Formik } from 'formik';
import { MailCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { TextField } from '@/components/form-field';
import { Stack } from '@/components/layout';
import { useToast } from '@/components/toast';
import { useRequestPasswordReset } from './api';
import { AuthForm } from './components/auth-form';
import { AuthLayout, AuthLink, AuthLinks } from './components/auth-layout';
import { DemoOutboxLink } from './components/demo-outbox-link';
import { forgotPasswordSchema, type ForgotPasswordValues } from './schemas';

const initialValues: ForgotPasswordValues = { email: '' };

export function ForgotPasswordScreen() {
  const request = useRequestPasswordReset();
  const { toast } = useToast();

  const footer = (
    <AuthLinks>
      <AuthLink to="/auth/login">Back to login</AuthLink>
      <DemoOutboxLink />
    </AuthLinks>
  );

  const submit = ({ email }: ForgotPasswordValues) =>
    request.mutate(email.trim(), {
      onSuccess: () =>
        toast({
          title: 'Reset link sent',
          description:
            'If an account exists with that email, you will receive a password reset link shortly.',
          variant: 'success',
        }),
      onError: () =>
        toast({
          title: 'Request failed',
          description: 'There was a problem processing your request. Please try again.',
          variant: 'destructive',
        }),
    });

  if (request.isSuccess) {
    return (
      <AuthLayout
        title="Check Your Email"
        status={{ tone: 'success', icon: MailCheck }}
        footer={footer}
      >
        <p>
          If an account exists for <strong>{request.variables}</strong>, we sent it a link to reset
          your password. The link works once and expires in 1 hour.
        </p>
        <Stack $gap="md">
          <Button type="button" $variant="secondary" $block onClick={() => request.reset()}>
            Try a different email
          </Button>
          <Button as={Link} to="/auth/login" $block>
            Return to login
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email address of your account and we will send you a link to reset your password."
      footer={footer}
    >
      <Formik
        initialValues={initialValues}
        validationSchema={forgotPasswordSchema}
        onSubmit={submit}
      >
        <AuthForm>
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <Button type="submit" $block disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </AuthForm>
      </Formik>
    </AuthLayout>
  );
}
