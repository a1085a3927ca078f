/**
 * The states every data screen shares: loading, a failed read with Retry, a locked feature, an
 * empty card, and the `QueryBoundary` that picks among them for a read.
 */
import { Lock, RefreshCw } from 'lucide-react';
import { useDeferredValue, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { Skeleton } from '@/components/skeleton';
import { Stack } from '@/components/layout';
import { ApiError } from '@/lib/api/transport';

export const EmptyCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: center;
  text-align: center;
  /* The card's own icon; icons inside its buttons keep the button's colour. */
  & > svg {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** A read that failed, with the server's reason when it gave one and a retry. */
function ErrorState({
  what,
  title = `${what} could not be loaded`,
  error,
  retry,
  retrying,
}: {
  what: string;
  /** A title of the screen's own, where the product words it differently. */
  title?: string;
  error?: Error | null;
  retry: () => void;
  retrying: boolean;
}) {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  return (
    <Alert tone="danger" role="alert" title={title}>
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

/** Insights a user cannot see yet (they need Premium and 7 days of data), and why. */
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

/** The short note every screen that recommends something carries: advice is not medical advice. */
export function AdviceNote({ children }: { children?: ReactNode }) {
  return (
    <Muted>
      {children ?? 'Computed from your own data for your information; this is not medical advice.'}
    </Muted>
  );
}

/** Cards of placeholder lines, announced as loading `label`. */
export function CardsSkeleton({ label, cards = 2 }: { label: string; cards?: number }) {
  return (
    <Stack role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: cards }, (_, key) => (
        <Card key={key} aria-hidden="true">
          <Stack $gap="md">
            <Skeleton $height="1.5rem" $width="40%" />
            <Skeleton $width="70%" />
            <Skeleton $width="55%" />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** The parts of a react-query result a boundary reads. */
export interface QueryState<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Several reads as one, for a screen that shows nothing until all have arrived. */
export function allQueries<T extends unknown[]>(
  ...queries: { [K in keyof T]: QueryState<T[K]> }
): QueryState<T> {
  const data = queries.map((query) => query.data);
  return {
    data: data.every((value) => value !== undefined) ? (data as T) : undefined,
    error: queries.find((query) => query.error)?.error ?? null,
    isPending: queries.some((query) => query.isPending),
    isFetching: queries.some((query) => query.isFetching),
    refetch: () => Promise.all(queries.map((query) => query.refetch())),
  };
}

/**
 * A read's states in one place: its skeleton while nothing is read, its error with Retry (only
 * while nothing was read: a failed refresh keeps what is shown), why it is locked (a 403, when
 * `locked` names the feature), its empty state, then its content.
 */
export function QueryBoundary<T>({
  query,
  what,
  errorTitle,
  skeleton,
  locked,
  empty,
  children,
}: {
  query: QueryState<T>;
  /** What the read holds, as a title: "Your medications". */
  what: string;
  /** The failed read's title, where the product words it otherwise than "{what} could not be loaded". */
  errorTitle?: string;
  /** The loading state's own shape; cards announced as "Loading {what}" by default. */
  skeleton?: ReactNode;
  /** The locked feature's title ("Glucose insights"), for reads a plan or too little data locks. */
  locked?: string;
  /** What shows instead of the content when the data holds nothing yet. */
  empty?: { when: (data: T) => boolean; show: ReactNode };
  children: (data: T) => ReactNode;
}) {
  // The content a read first brings renders in the background, the skeleton shown meanwhile: React
  // splits a deferred render into short tasks, where the screen's first draw was one long one.
  // Later reads render at once.
  const arrived = useDeferredValue(query.data !== undefined);
  const data = arrived ? query.data : undefined;
  if (data === undefined && (query.isPending || query.data !== undefined)) {
    return skeleton ?? <CardsSkeleton label={`Loading ${what.toLowerCase()}`} />;
  }
  if (data === undefined) {
    if (locked && isLocked(query.error)) return <LockedState error={query.error!} title={locked} />;
    return (
      <ErrorState
        what={what}
        title={errorTitle}
        error={query.error}
        retry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (empty?.when(data)) return <>{empty.show}</>;
  return <>{children(data)}</>;
}
