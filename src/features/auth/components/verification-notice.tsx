import { MailWarning } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Stack } from '@/components/layout';
import { useToast } from '@/components/toast';
import { useResendVerification } from '../api';

interface VerificationNoticeProps {
  email: string;
  message: string;
}

/** The login's 403 needsVerification state, with the resend flow: idle, sending, sent. */
export function VerificationNotice({ email, message }: VerificationNoticeProps) {
  const resend = useResendVerification();
  const { toast } = useToast();

  const send = () =>
    resend.mutate(email, {
      onError: () =>
        toast({
          title: 'Failed to Resend',
          description:
            'There was a problem sending the verification email. Please try again later.',
          variant: 'destructive',
        }),
    });

  return (
    <Alert
      tone="warning"
      role="alert"
      title="Email verification required"
      icon={<MailWarning size={20} aria-hidden="true" />}
    >
      <Stack $gap="md">
        <p>{message}</p>
        {resend.isSuccess ? (
          <p role="status">
            A new verification link is on its way to <strong>{email}</strong>.
          </p>
        ) : (
          <Button type="button" $variant="secondary" onClick={send} disabled={resend.isPending}>
            {resend.isPending ? 'Sending...' : 'Resend verification email'}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
