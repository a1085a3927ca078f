import { useQueryClient } from '@tanstack/react-query';
import { BookOpen, Inbox, RotateCcw, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from '@/components/dialog';
import { Row } from '@/components/layout';
import { PersonaSwitch } from '@/components/persona-switch';
import { useToast } from '@/components/toast';
import { callApi } from '@/lib/api/client';
import { switchUser } from '@/lib/auth';
import { DemoControls } from '@/components/demo-controls';

const Tools = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Heading = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.color.textMuted};
`;

const ToolButton = styled(Button).attrs({ $variant: 'ghost' as const })`
  justify-content: flex-start;
  padding: 0 ${({ theme }) => theme.space.md};
`;

/** One click signs in as any demo persona, through the mocked API. */
function SwitchPersona({ onNavigate }: { onNavigate?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <ToolButton type="button">
          <Users size={18} aria-hidden="true" /> Switch persona
        </ToolButton>
      </DialogTrigger>
      <DialogContent
        title="Switch persona"
        description="Sign in with one click as any demo account, through the demo server."
      >
        <PersonaSwitch
          onSignedIn={() => {
            setOpen(false);
            onNavigate?.();
          }}
        />
      </DialogContent>
    </DialogRoot>
  );
}

/** Demo-build helpers: the persona switch, the e-mail outbox and restoring the seeded data. */
export function DemoTools({ onNavigate }: { onNavigate?: () => void }) {
  const [open, setOpen] = useState(false);
  const [resetting, setResetting] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();

  const reset = async () => {
    setResetting(true);
    try {
      await callApi('resetDemoData');
      await switchUser(queryClient, null, null);
      setOpen(false);
      onNavigate?.();
      navigate('/', { replace: true });
      toast({
        title: 'Demo data restored',
        description: 'Every account and record is back to the seed.',
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Reset failed',
        description: 'The demo data could not be restored. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setResetting(false);
    }
  };

  return (
    <Tools>
      <Heading>Demo</Heading>
      <DemoControls trigger={ToolButton} />
      <SwitchPersona onNavigate={onNavigate} />
      <ToolButton as={Link} to="/outbox" onClick={onNavigate}>
        <Inbox size={18} aria-hidden="true" /> Demo outbox
      </ToolButton>
      <ToolButton as="a" href={`${import.meta.env.BASE_URL}api-reference.html`}>
        <BookOpen size={18} aria-hidden="true" /> API reference
      </ToolButton>
      <DialogRoot open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <ToolButton type="button">
            <RotateCcw size={18} aria-hidden="true" /> Reset demo data
          </ToolButton>
        </DialogTrigger>
        <DialogContent
          title="Reset demo data?"
          description="Every account, sign-up and record made in this browser is replaced by the original demo data, and you are signed out."
        >
          <Row $wrap>
            <Button type="button" $variant="danger" onClick={reset} disabled={resetting}>
              {resetting ? 'Resetting...' : 'Reset demo data'}
            </Button>
            <DialogClose asChild>
              <Button type="button" $variant="secondary">
                Cancel
              </Button>
            </DialogClose>
          </Row>
        </DialogContent>
      </DialogRoot>
    </Tools>
  );
}
