import { useNavigate } from 'react-router-dom';
import type { ApiBody } from '@/lib/api/contract';
import { useSignup, type SignupResult } from '@/lib/auth';
import type { RegisterValues } from './schemas';

/** Optional names travel as null when left empty. */
export function toRegisterPayload(values: RegisterValues): ApiBody<'register'> {
  return {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    firstName: values.firstName.trim() || null,
    lastName: values.lastName.trim() || null,
  };
}

const awaitsVerification = (result: SignupResult) => result.success && result.needsVerification;

/**
 * Signs up from either registration screen: an account that must verify its e-mail first shows the
 * success panel (`pendingEmail`); one that got a session goes to the dashboard.
 */
export function useRegistration() {
  const signup = useSignup();
  const navigate = useNavigate();

  const register = (values: RegisterValues, onError?: (error: Error) => void) =>
    signup.mutate(toRegisterPayload(values), {
      onSuccess: (result) => {
        if (!awaitsVerification(result)) navigate('/dashboard');
      },
      onError,
    });

  const pendingEmail = signup.data && awaitsVerification(signup.data) ? signup.data.email : null;
  return { register, isPending: signup.isPending, error: signup.error, pendingEmail };
}
