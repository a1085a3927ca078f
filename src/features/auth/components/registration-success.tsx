import { MailCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { focusPageHeading } from '@/components/focus-heading';
import { isMockingEnabled } from '@/lib/env';
import { AuthLayout, AuthLinks } from './auth-layout';
import { DemoOutboxLink } from './demo-outbox-link';

/**
 * Both registration screens end here while the new account's e-mail awaits verification. The
 * form it replaces had focus: its title takes it, so a screen reader says the sign-up worked.
 */
export function RegistrationSuccess({ email }: { email: string }) {
  useEffect(focusPageHeading, []);
  return (
    <AuthLayout
      title="Registration Successful"
      status={{ tone: 'success', icon: MailCheck }}
      footer={
        isMockingEnabled && (
          <AuthLinks>
            <DemoOutboxLink />
          </AuthLinks>
        )
      }
    >
      <p>
        We sent a verification link to <strong>{email}</strong>. Open it to verify your email
        address, then log in.
      </p>
      <Button as={Link} to="/auth/login" $block>
        Go to Login
      </Button>
    </AuthLayout>
  );
}
