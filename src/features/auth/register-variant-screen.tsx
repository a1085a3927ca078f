import { useToast } from '@/components/toast';
import { AuthError } from '@/lib/auth';
import { AuthLayout } from './components/auth-layout';
import { RegisterFooter } from './components/register-footer';
import { RegisterForm } from './components/register-form';
import { RegistrationSuccess } from './components/registration-success';
import { registerVariantSchema } from './schemas';
import { useRegistration } from './use-registration';

/** The server's own message, or the screen's text. */
function registrationFailure(error: Error): string {
  return (
    (error instanceof AuthError && error.serverMessage) || 'Failed to register. Please try again.'
  );
}

/** The second sign-up screen (/register): names required, failures reported by toast. */
export function RegisterVariantScreen() {
  const { register, isPending, pendingEmail } = useRegistration();
  const { toast } = useToast();

  if (pendingEmail) return <RegistrationSuccess email={pendingEmail} />;

  return (
    <AuthLayout
      title="Join Vitalis"
      description="Create an account to track your health in one place."
      footer={<RegisterFooter />}
    >
      <RegisterForm
        schema={registerVariantSchema}
        namesRequired
        isPending={isPending}
        onSubmit={(values) =>
          register(values, (error) =>
            toast({
              title: 'Registration failed',
              description: registrationFailure(error),
              variant: 'destructive',
            }),
          )
        }
      />
    </AuthLayout>
  );
}
