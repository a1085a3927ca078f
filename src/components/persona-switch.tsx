import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MailWarning, UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { callApi } from '@/lib/api/client';
import { signInFailure, switchUser, type AuthError } from '@/lib/auth';
import { needsApi } from '@/lib/before-paint';
import { DEMO_ACCOUNTS, PERSONAS, type DemoAccount } from '@/lib/demo-accounts';

type PersonaId = DemoAccount | 'new';

/** The unverified persona's answer: the server refuses the login until the e-mail is verified. */
export interface VerificationRequired {
  email: string;
  message: string;
}

/** Signs in as a persona through the mocked API: the seeded account's login, or a new account. */
async function signInAs(persona: PersonaId) {
  try {
    if (persona === 'new') return await callApi('createDemoAccount');
    return await callApi('login', { body: DEMO_ACCOUNTS[persona] });
  } catch (error) {
    throw signInFailure(error, {
      refused: 'The demo account could not be signed in. Please try again.',
    });
  }
}

function verificationRequired(error: AuthError | null, persona: PersonaId | undefined) {
  if (!error?.needsVerification || !persona || persona === 'new') return null;
  return { email: DEMO_ACCOUNTS[persona].email, message: error.message };
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const PersonaButton = styled(Button).attrs({ $variant: 'ghost' as const, $block: true })`
  justify-content: flex-start;
  text-align: left;
  white-space: normal;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  span {
    display: grid;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

interface PersonaSwitchProps {
  /** Called after signing in, before landing on the dashboard (the drawer closes itself). */
  onSignedIn?: () => void;
  /**
   * Shows the unverified persona's refusal where the caller wants it (the login screen, with its
   * resend button); without it the switch says so itself.
   */
  onVerificationRequired?: (notice: VerificationRequired) => void;
}

/**
 * For whoever is demoing (mocked API only): one click signs in as the Premium demo user, the Free
 * user, the unverified user, the admin or a brand-new empty account, each through the mocked API,
 * so every path can be shown without typing credentials.
 */
export function PersonaSwitch({ onSignedIn, onVerificationRequired }: PersonaSwitchProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signIn = useMutation<Awaited<ReturnType<typeof signInAs>>, AuthError, PersonaId>({
    mutationFn: signInAs,
    onSuccess: async ({ user, token }) => {
      await switchUser(queryClient, user, token);
      onSignedIn?.();
      navigate('/dashboard');
    },
    onError: (error, persona) => {
      const notice = verificationRequired(error, persona);
      if (notice) onVerificationRequired?.(notice);
    },
  });
  const notice = verificationRequired(signIn.error, signIn.variables);
  return (
    <div {...needsApi}>
      <List aria-label="Sign in as">
        {PERSONAS.map(({ id, label, description }) => (
          <li key={id}>
            <PersonaButton
              type="button"
              onClick={() => signIn.mutate(id)}
              disabled={signIn.isPending}
            >
              <UserRound size={18} aria-hidden="true" />
              <span>
                {signIn.isPending && signIn.variables === id ? 'Signing in...' : label}
                <small>{description}</small>
              </span>
            </PersonaButton>
          </li>
        ))}
      </List>
      {signIn.isError && !(notice && onVerificationRequired) && (
        <Alert
          tone={notice ? 'warning' : 'danger'}
          role="alert"
          title={notice ? 'Email verification required' : 'Sign-in failed'}
          icon={<MailWarning size={20} aria-hidden="true" />}
        >
          {notice ? (
            <p>
              {notice.message} Resend the verification e-mail for {notice.email} from the{' '}
              <Link to="/auth/login">login screen</Link>, then open its link in the{' '}
              <Link to="/outbox">demo outbox</Link>.
            </p>
          ) : (
            <p>{signIn.error?.message}</p>
          )}
        </Alert>
      )}
    </div>
  );
}
