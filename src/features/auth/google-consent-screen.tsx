import { UserRound } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Muted } from '@/components/card';
import { ConsentActions, SimulatedBadge } from '@/components/simulated-consent';
import { needsApi } from '@/lib/before-paint';
import { useGoogleSignIn } from './api';
import { AuthLayout, StatusIcon } from './components/auth-layout';

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
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
      <SimulatedBadge>Simulated sign-in — no data leaves this browser</SimulatedBadge>
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
      <ConsentActions
        pending={signIn.isPending}
        pendingLabel="Signing in..."
        onCancel={() => navigate('/auth/error', { replace: true })}
        onAllow={allow}
        allowAttributes={needsApi}
      />
    </AuthLayout>
  );
}
