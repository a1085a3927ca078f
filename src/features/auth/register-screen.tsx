import { AuthLayout } from './components/auth-layout';
import { FormError } from './components/form-error';
import { RegisterFooter } from './components/register-footer';
import { RegisterForm } from './components/register-form';
import { RegistrationSuccess } from './components/registration-success';
import { registerSchema } from './schemas';
import { useRegistration } from './use-registration';

/** The main sign-up screen (/auth/register): names optional, failures shown on the screen. */
export function RegisterScreen() {
  const { register, isPending, error, pendingEmail } = useRegistration();

  if (pendingEmail) return <RegistrationSuccess email={pendingEmail} />;

  return (
    <AuthLayout
      title="Create your account"
      description="Start your 14-day free trial. No credit card required."
      footer={<RegisterFooter />}
    >
      {error && <FormError>{error.message || 'Failed to create account'}</FormError>}
      <RegisterForm
        schema={registerSchema}
        namesRequired={false}
        isPending={isPending}
        onSubmit={(values) => register(values)}
      />
    </AuthLayout>
  );
}
