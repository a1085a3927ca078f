import { Info } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import type { DatabaseOrigin } from '@/lib/database-origin';

/** How the mocked API came up, or that it could not start at all. */
export type StartupState = DatabaseOrigin | 'mocking-failed';

const Banner = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.background};
  button {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const NOTICES: Partial<Record<StartupState, { title: string; text: string }>> = {
  'reseeded-corrupt': {
    title: 'Demo data was reset',
    text: 'The demo data saved in this browser could not be read, so it was replaced with fresh demo data.',
  },
  'reseeded-outdated': {
    title: 'Demo data was reset',
    text: 'The demo data saved in this browser came from an older version of the app, so it was replaced with fresh demo data.',
  },
  'mocking-failed': {
    title: 'The demo server could not start',
    text: 'This browser blocked the service worker that answers for the server (a private window can do this), so signing in and loading data will not work here. Try a normal window.',
  },
};

/** Tells the visitor what went on at start-up, instead of leaving a blank or broken screen. */
export function DataNotice({ state }: { state: StartupState | null }) {
  const [dismissed, setDismissed] = useState(false);
  const notice = state ? NOTICES[state] : undefined;
  if (!notice || dismissed) return null;
  return (
    <Banner>
      <Alert
        tone="warning"
        title={notice.title}
        icon={<Info size={20} aria-hidden="true" />}
        role="status"
      >
        <p>{notice.text}</p>
        <Button type="button" $variant="secondary" onClick={() => setDismissed(true)}>
          Dismiss
        </Button>
      </Alert>
    </Banner>
  );
}
