import { ClipboardPlus } from 'lucide-react';
import { Activity, useEffect, useState } from 'react';
import styled from 'styled-components';
import { AddButton } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { Page, PageTitle, Stack } from '@/components/layout';
import { QueryBoundary } from '@/components/load-states';
import { Skeleton } from '@/components/skeleton';
import { useCurrentUser } from '@/lib/auth';
import { useDashboard } from './api';
import { AddMeasurementDialog } from '@/components/measurements/add-measurement-dialog';
import { DashboardContent } from './components/dashboard-content';
import { DashboardSkeleton } from './components/dashboard-skeleton';
import { QuickActions } from './components/quick-actions';
import { DASHBOARD_SKELETON_MS } from './constants';

const EmptyCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: center;
  text-align: center;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  > svg {
    color: ${({ theme }) => theme.color.primary};
  }
  p {
    max-width: 36rem;
  }
`;

/** True once `ms` have passed since the component mounted. */
function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

function Greeting() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) {
    return (
      <Stack $gap="sm" aria-hidden="true">
        <Skeleton $height="2.4rem" $width="18rem" />
        <Skeleton $width="16rem" />
      </Stack>
    );
  }
  return (
    <Stack $gap="sm">
      <PageTitle>Welcome back, {user?.firstName || 'User'}!</PageTitle>
      <Muted>Here&apos;s your health overview for today</Muted>
    </Stack>
  );
}

/** A new sign-up sees how data arrives, with the action that brings it, not zeros. */
function NoDataYet({ onAddData }: { onAddData: () => void }) {
  return (
    <EmptyCard>
      <ClipboardPlus size={40} aria-hidden="true" />
      <CardTitle>No health data yet</CardTitle>
      <Muted>
        Your dashboard fills in as your data arrives: connect a device such as a fitness tracker,
        smart scale or glucose monitor, or add a measurement yourself, like your weight or blood
        pressure. Your scores, body systems and alerts appear as soon as there is something to show.
      </Muted>
      <AddButton onClick={onAddData}>Add Data</AddButton>
    </EmptyCard>
  );
}

/**
 * The dashboard: the greeting, then a skeleton page while the session loads and for
 * the first second, then the server's stat cards, body systems, quick actions and alerts; an empty
 * state for a user with no data yet, and an error with Retry when the read fails.
 */
export function DashboardScreen() {
  const { isPending: authPending } = useCurrentUser();
  const skeletonDone = useElapsed(DASHBOARD_SKELETON_MS);
  const dashboard = useDashboard();
  const [adding, setAdding] = useState(false);
  const openAddData = () => setAdding(true);

  // The skeleton stays for the first second even when the data is already there. Meanwhile React
  // draws the content hidden, in the background, and shows it at the second's end: drawn then, it
  // was one task of 390 ms on a phone's CPU (4× slower), after the second.
  const body = authPending ? (
    <DashboardSkeleton />
  ) : (
    <>
      {!skeletonDone && <DashboardSkeleton />}
      <Activity mode={skeletonDone ? 'visible' : 'hidden'}>
        <QueryBoundary
          query={dashboard}
          what="Your dashboard"
          skeleton={<DashboardSkeleton />}
          empty={{ when: (data) => !data.hasData, show: <NoDataYet onAddData={openAddData} /> }}
        >
          {(data) => (
            <DashboardContent
              data={data}
              actions={<QuickActions alerts={data.alerts} onAddData={openAddData} />}
            />
          )}
        </QueryBoundary>
      </Activity>
    </>
  );

  return (
    <Page>
      <Greeting />
      {body}
      <AddMeasurementDialog open={adding} onOpenChange={setAdding} />
    </Page>
  );
}
