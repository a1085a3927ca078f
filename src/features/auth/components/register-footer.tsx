import { AuthLink, AuthLinks } from './auth-layout';
import { DemoOutboxLink } from './demo-outbox-link';

/** The way back from either registration screen: to log in, home, or the demo outbox. */
export function RegisterFooter() {
  return (
    <AuthLinks>
      <AuthLink to="/auth/login">Already have an account? Log in</AuthLink>
      <AuthLink to="/">Back to home</AuthLink>
      <DemoOutboxLink />
    </AuthLinks>
  );
}
