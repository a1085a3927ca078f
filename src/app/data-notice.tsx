import { Info } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import type { DatabaseOrigin } from '@/lib/database-origin';

/** How the mocked API came up, or that it could not start at all. */
export type StartupState = DatabaseOrigin | { state: 'mocking-failed' };

const Banner = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.background};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** A model's name as words: `healthSeries` → "health series". */
const tableWords = (name: string) => name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

function noticeOf(state: StartupState): { title: string; text: string } | null {
  switch (state.state) {
    case 'reseeded-corrupt':
      return {
        title: 'Demo data was reset',
        text: 'The demo data saved in this browser could not be read, so it was replaced with fresh demo data.',
      };
    case 'reseeded-outdated':
      return {
        title: 'Demo data was reset',
        text: 'The demo data saved in this browser came from an older version of the app, so it was replaced with fresh demo data.',
      };
    case 'tables-reset':
      return {
        title: 'Part of the demo data was reset',
        text: `Some saved demo data could not be read (${state.tables.map(tableWords).join(', ')}), so it was replaced with fresh demo data. Everything else is as you left it.`,
      };
    case 'superseded':
      return {
        title: 'Demo updated',
        text: 'This demo was updated in another tab; reload to continue.',
      };
    case 'mocking-failed':
      return {
        title: 'The demo server could not start',
        text: 'This browser blocked the service worker that answers for the server (a private window can do this), so signing in and loading data will not work here. Try a normal window.',
      };
    case 'restored':
    case 'seeded':
      return null;
  }
}

/** Saves what a recovery replaced as a JSON file. */
function download(backup: string): void {
  const url = URL.createObjectURL(new Blob([backup], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'vitalis-replaced-demo-data.json';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Tells the visitor what went on at start-up, instead of leaving a blank or broken screen. */
export function DataNotice({ state }: { state: StartupState | null }) {
  const [dismissed, setDismissed] = useState(false);
  const notice = state && noticeOf(state);
  if (!state || !notice || dismissed) return null;
  return (
    <Banner>
      <Alert
        tone="warning"
        title={notice.title}
        icon={<Info size={20} aria-hidden="true" />}
        role={state.state === 'superseded' ? 'alert' : 'status'}
      >
        <p>{notice.text}</p>
        <Actions>
          {'backup' in state && (
            <Button type="button" $variant="secondary" onClick={() => download(state.backup)}>
              Download the replaced data
            </Button>
          )}
          {state.state === 'superseded' ? (
            // Writes stay refused until the page runs the newer version.
            <Button type="button" onClick={() => window.location.reload()}>
              Reload
            </Button>
          ) : (
            <Button type="button" $variant="secondary" onClick={() => setDismissed(true)}>
              Dismiss
            </Button>
          )}
        </Actions>
      </Alert>
    </Banner>
  );
}
