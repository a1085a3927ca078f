import { MailCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { isMockingEnabled } from '@/lib/env';
import { AuthLayout, AuthLinks, StatusIcon } from './auth-layout';
import { DemoOutboxLink } from './demo-outbox-link';

/** Both registration screens end here while the new account's e-mail awaits verification. */
export function RegistrationSuccess({ email }: { email: string }) {
  return (
    <AuthLayout
      title="Registration Successful"
      icon={
        <StatusIcon $tone="success">
          <MailCheck size={24} aria-hidden="true" />
        </StatusIcon>
      }
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
