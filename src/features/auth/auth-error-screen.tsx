import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { Stack } from '@/components/layout';
import { AuthLayout } from './components/auth-layout';

/** Where a cancelled or failed Google sign-in lands (/auth/error). */
export function AuthErrorScreen() {
  return (
    <AuthLayout title="Authentication Failed" status={{ tone: 'danger', icon: AlertTriangle }}>
      <p>
        We couldn&apos;t log you in with Google. This could be due to a temporary issue or because
        you denied permission.
      </p>
      <Stack $gap="md">
        <Button as={Link} to="/auth/login" $block>
          Back to Login
        </Button>
        <Button as={Link} to="/" $variant="secondary" $block>
          Return to Home
        </Button>
      </Stack>
    </AuthLayout>
  );
}
