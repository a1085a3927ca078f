import { Formik, type FormikProps } from 'formik';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, SecondaryButton } from '@/components/button';
import { Card } from '@/components/card';
import { DemoControls } from '@/components/demo-controls';
import { PersonaSwitch, type VerificationRequired } from '@/components/persona-switch';
import { TextField } from '@/components/form-field';
import { useToast, type ToastInput } from '@/components/toast';
import { AuthError, useLogin } from '@/lib/auth';
import { useServerNavigation } from '@/lib/server-navigation';
import { AuthForm } from './components/auth-form';
import { AuthLayout, AuthLink, AuthLinks } from './components/auth-layout';
import { DemoOutboxLink } from './components/demo-outbox-link';
import { FormError } from './components/form-error';
import { VerificationNotice } from './components/verification-notice';
import { loginSchema, type LoginValues } from './schemas';
import { parseVerifiedParam } from './verified-param';

const PasswordField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  > a {
    justify-self: end;
  }
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Personas = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  h2 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const initialValues: LoginValues = { email: '', password: '' };

const VERIFIED_TOASTS: Record<'success' | 'already', ToastInput> = {
  success: {
    title: 'Email verified',
    description: 'Your email address is confirmed. Log in to continue.',
    variant: 'success',
  },
  already: {
    title: 'Already verified',
    description: 'This email address was verified before. Log in to continue.',
  },
};

/** Arriving from the verification result (?verified=success|already) greets with a toast, once. */
function useVerifiedToast() {
  const [searchParams, setSearchParams] = useSearchParams();
  const verified = parseVerifiedParam(searchParams.get('verified'));
  const { toast } = useToast();
  const shown = useRef(false);

  useEffect(() => {
    if (verified === 'error' || shown.current) return;
    shown.current = true;
    toast(VERIFIED_TOASTS[verified]);
    setSearchParams(
      (params) => {
        params.delete('verified');
        return params;
      },
      { replace: true },
    );
  }, [verified, toast, setSearchParams]);
}

export function LoginScreen() {
  const navigate = useNavigate();
  const login = useLogin();
  const goToServer = useServerNavigation();
  useVerifiedToast();

  // The unverified persona's refusal, shown as a typed login's would be, for its address.
  const [personaNotice, setPersonaNotice] = useState<VerificationRequired | null>(null);
  const form = useRef<FormikProps<LoginValues>>(null);
  const showPersonaNotice = (notice: VerificationRequired) => {
    setPersonaNotice(notice);
    void form.current?.setValues({ email: notice.email, password: '' }, false);
  };

  const submit = (values: LoginValues) => {
    setPersonaNotice(null);
    login.mutate(values, { onSuccess: () => navigate('/dashboard') });
  };

  const error = login.error;
  const verification =
    error instanceof AuthError && error.needsVerification && login.variables
      ? { email: login.variables.email, message: error.message }
      : null;

  return (
    <AuthLayout
      title="Log in to Vitalis"
      description="Welcome back. Log in to see your health overview."
      footer={
        <AuthLinks>
          <AuthLink to="/">Back to home</AuthLink>
          <DemoOutboxLink />
        </AuthLinks>
      }
    >
      <Formik
        innerRef={form}
        initialValues={initialValues}
        validationSchema={loginSchema}
        onSubmit={submit}
      >
        {({ values }) => {
          // The notice belongs to the address that was refused; typing another one clears it.
          const notice =
            personaNotice?.email === values.email
              ? personaNotice
              : verification?.email === values.email
                ? verification
                : null;
          return (
            <AuthForm>
              {notice && <VerificationNotice email={notice.email} message={notice.message} />}
              {error && !verification && (
                <FormError>{error.message || 'Failed to log in'}</FormError>
              )}
              <TextField name="email" label="Email" type="email" autoComplete="email" />
              <PasswordField>
                <TextField
                  name="password"
                  label="Password"
                  type="password"
                  autoComplete="current-password"
                />
                <AuthLink to="/auth/forgot-password">Forgot password?</AuthLink>
              </PasswordField>
              <Button type="submit" $block disabled={login.isPending || notice !== null}>
                {login.isPending ? 'Logging in...' : 'Log In'}
              </Button>
            </AuthForm>
          );
        }}
      </Formik>
      <Divider>or</Divider>
      <Button
        as="a"
        href="/api/auth/google"
        $variant="secondary"
        $block
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          goToServer('/api/auth/google');
        }}
      >
        Continue with Google
      </Button>
      <p>
        Don&apos;t have an account? <AuthLink to="/auth/register">Sign up</AuthLink>
      </p>
      {/* The build setting itself: a build with mocking off ships no persona (see lib/env). */}
      {import.meta.env.VITE_API_MOCKING !== 'off' && (
        <Personas aria-labelledby="demo-personas">
          <h2 id="demo-personas">Demo: sign in as</h2>
          <PersonaSwitch onVerificationRequired={showPersonaNotice} />
          <DemoControls trigger={SecondaryButton} />
        </Personas>
      )}
    </AuthLayout>
  );
}
