/** The states every data screen shares: a failed read, a locked feature, an empty card. */
import { Lock, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { Stack } from '@/components/layout';
import { ApiError } from '@/lib/api-client';

export const EmptyCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: center;
  text-align: center;
  svg {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** A read that failed, with the server's reason when it gave one and a retry. */
export function ErrorState({
  what,
  error,
  retry,
  retrying,
}: {
  what: string;
  error?: Error | null;
  retry: () => void;
  retrying: boolean;
}) {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  return (
    <Alert tone="danger" role="alert" title={`${what} could not be loaded`}>
      <Stack $gap="md">
        <p>{message ?? 'Something went wrong while reading them.'} Please try again.</p>
        <div>
          <Button type="button" $variant="secondary" onClick={retry} disabled={retrying}>
            <RefreshCw size={18} aria-hidden="true" />
            {retrying ? 'Retrying...' : 'Retry'}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}

/** Insights a user cannot see yet (PRODUCT.md: Premium and 7 days of data), and why. */
export function LockedState({ error, title }: { error: Error; title: string }) {
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  const needsPlan = reason?.includes('Premium');
  return (
    <EmptyCard>
      <Lock size={32} aria-hidden="true" />
      <CardTitle>{title} are locked</CardTitle>
      <Muted>{reason}</Muted>
      {needsPlan && (
        <Button as={Link} to="/pricing" $variant="secondary">
          See Premium
        </Button>
      )}
    </EmptyCard>
  );
}

export const isLocked = (error: Error | null) => error instanceof ApiError && error.status === 403;

/** The short note every screen that recommends something carries (PRODUCT.md). */
export function AdviceNote({ children }: { children?: ReactNode }) {
  return (
    <Muted>
      {children ?? 'Computed from your own data for your information; this is not medical advice.'}
    </Muted>
  );
}
