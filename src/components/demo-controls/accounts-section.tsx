import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, SecondaryButton } from '@/components/button';
import { Muted } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PersonaSwitch } from '@/components/persona-switch';
import { useToast } from '@/components/toast';
import { useApiMutation } from '@/lib/api/queries';
import { switchUser } from '@/lib/auth';
import { Section } from './parts';

/**
 * Reset demo data, asked first: every account and record back to the seed, everyone signed out,
 * then the login with its demo personas. `Trigger` is the button that asks; `onDone` runs once it is done.
 */
export function ResetDemoData({
  trigger: Trigger,
  onDone,
}: {
  trigger: typeof Button;
  onDone?: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();

  const reset = useApiMutation('resetDemoData', {
    failure: {
      text: 'The demo data could not be restored. Please try again.',
      toast: 'Reset failed',
      exact: true,
    },
    onSuccess: async () => {
      await switchUser(queryClient, null, null);
      setConfirming(false);
      onDone?.();
      // Everyone is signed out: to the login, where the demo personas are.
      navigate('/auth/login', { replace: true });
      toast({
        title: 'Demo data restored',
        description: 'Every account and record is back to the seed.',
        variant: 'success',
      });
    },
  });

  return (
    <>
      <Trigger type="button" onClick={() => setConfirming(true)}>
        <RotateCcw size={18} aria-hidden="true" /> Reset demo data
      </Trigger>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reset demo data?"
        description="Every account, sign-up and record made in this browser is replaced by the original demo data, and you are signed out."
        confirmLabel="Reset demo data"
        pendingLabel="Resetting..."
        pending={reset.isPending}
        onConfirm={() => reset.mutate()}
      />
    </>
  );
}

/** Whom the demo is shown as, and the way back to the seed. */
export function AccountsSection({ onDone }: { onDone: () => void }) {
  return (
    <Section>
      <legend>Demo accounts</legend>
      <Muted>Sign in with one click as any demo account, or put everything back to the seed.</Muted>
      <PersonaSwitch onSignedIn={onDone} />
      <div>
        <ResetDemoData trigger={SecondaryButton} onDone={onDone} />
      </div>
    </Section>
  );
}
