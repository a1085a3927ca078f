import { BookOpen, Inbox, Palette, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { DemoControls } from '@/components/demo-controls';
import { ResetDemoData } from '@/components/demo-controls/accounts-section';
import { DialogContent, DialogRoot, DialogTrigger } from '@/components/dialog';
import { PersonaSwitch } from '@/components/persona-switch';
import { storybookUrl } from '@/lib/env';

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
  text-align: start;
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

/**
 * Demo-build helpers: the Demo controls, and short links to the persona switch, the e-mail outbox,
 * the API reference, the Storybook (when published beside the app) and restoring the seeded data.
 */
export function DemoTools({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Tools>
      <Heading>Demo</Heading>
      <DemoControls trigger={ToolButton} onDone={onNavigate} />
      <SwitchPersona onNavigate={onNavigate} />
      <ToolButton as={Link} to="/outbox" onClick={onNavigate}>
        <Inbox size={18} aria-hidden="true" /> Demo outbox
      </ToolButton>
      <ToolButton as="a" href={`${import.meta.env.BASE_URL}api-reference.html`}>
        <BookOpen size={18} aria-hidden="true" /> API reference
      </ToolButton>
      {storybookUrl && (
        <ToolButton as="a" href={storybookUrl}>
          <Palette size={18} aria-hidden="true" /> Storybook
        </ToolButton>
      )}
      <ResetDemoData trigger={ToolButton} onDone={onNavigate} />
    </Tools>
  );
}
