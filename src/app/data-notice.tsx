import { Info } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import type { DatabaseOrigin } from '@mocks/persistence';

const Banner = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.background};
  button {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const MESSAGES: Partial<Record<DatabaseOrigin, string>> = {
  'reseeded-corrupt':
    'The demo data saved in this browser could not be read, so it was replaced with fresh demo data.',
  'reseeded-outdated':
    'The demo data saved in this browser came from an older version of the app, so it was replaced with fresh demo data.',
};

/** Tells the visitor, instead of showing a blank screen, that the saved demo data was replaced. */
export function DataNotice({ origin }: { origin: DatabaseOrigin | null }) {
  const [dismissed, setDismissed] = useState(false);
  const message = origin ? MESSAGES[origin] : undefined;
  if (!message || dismissed) return null;
  return (
    <Banner>
      <Alert
        tone="warning"
        title="Demo data was reset"
        icon={<Info size={20} aria-hidden="true" />}
        role="status"
      >
        <p>{message}</p>
        <Button type="button" $variant="secondary" onClick={() => setDismissed(true)}>
          Dismiss
        </Button>
      </Alert>
    </Banner>
  );
}
