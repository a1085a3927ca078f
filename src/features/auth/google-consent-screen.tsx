import { FlaskConical, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { Muted } from '@/components/card';
import { Row } from '@/components/layout';
import { needsApi } from '@/lib/before-paint';
import { useGoogleSignIn } from './api';
import { AuthLayout, StatusIcon } from './components/auth-layout';

const SimulatedBadge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  justify-self: start;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.warning};
  background: ${({ theme }) => theme.color.warningSoft};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Actions = styled(Row)`
  justify-content: flex-end;
`;

/**
 * The address the 'Continue with Google' button opens (/api/auth/google). A service worker never
 * sees page navigations, so the app shows a simulated consent screen and completes the sign-in
 * through the mocked API.
 */
export function GoogleConsentScreen() {
  const navigate = useNavigate();
  const signIn = useGoogleSignIn();

  const allow = () =>
    signIn.mutate(undefined, {
      onSuccess: () => navigate('/dashboard', { replace: true }),
      onError: () => navigate('/auth/error', { replace: true }),
    });

  return (
    <AuthLayout
      title="Sign in with Google"
      description="Choose whether Vitalis may use your Google account."
    >
      <SimulatedBadge>
        <FlaskConical size={16} aria-hidden="true" />
        Simulated sign-in — no data leaves this browser
      </SimulatedBadge>
      <Account>
        <StatusIcon $tone="info">
          <UserRound size={22} aria-hidden="true" />
        </StatusIcon>
        <div>
          <p>Demo Google account</p>
          <Muted>Signs in as the demo Google user</Muted>
        </div>
      </Account>
      <p>Vitalis will receive your name, email address and profile picture.</p>
      <Actions $wrap>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => navigate('/auth/error', { replace: true })}
          disabled={signIn.isPending}
        >
          Cancel
        </Button>
        <Button type="button" onClick={allow} disabled={signIn.isPending} {...needsApi}>
          {signIn.isPending ? 'Signing in...' : 'Allow'}
        </Button>
      </Actions>
    </AuthLayout>
  );
}
