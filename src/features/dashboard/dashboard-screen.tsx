import { ClipboardPlus, Plus, RefreshCw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '@/components/alert';
import { BodyDiagram } from '@/components/body-diagram';
import { Button } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { Page, PageTitle, Stack } from '@/components/layout';
import { Skeleton } from '@/components/skeleton';
import { useCurrentUser } from '@/lib/auth';
import { useDashboard, type Dashboard } from './api/get-dashboard';
import { AddMeasurementDialog } from './components/add-measurement-dialog';
import { AlertList } from './components/alert-list';
import { Columns, Section, SectionHeader } from './components/dashboard-layout';
import { DashboardSkeleton } from './components/dashboard-skeleton';
import { QuickActions } from './components/quick-actions';
import { StatCard, StatGrid } from './components/stat-card';
import { VisuallyHidden } from '@/components/visually-hidden';
import { DASHBOARD_SKELETON_MS } from './constants';

const SideColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;

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

const ErrorActions = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
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

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Alert tone="danger" role="alert" title="Your dashboard could not be loaded">
      <p>Something went wrong while reading your health data. Your data is safe; try again.</p>
      <ErrorActions>
        <Button type="button" $variant="secondary" onClick={onRetry} disabled={retrying}>
          <RefreshCw size={18} aria-hidden="true" />
          {retrying ? 'Retrying...' : 'Retry'}
        </Button>
      </ErrorActions>
    </Alert>
  );
}

/** PRODUCT.md: a new sign-up sees how data arrives, with the action that brings it, not zeros. */
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
      <Button type="button" onClick={onAddData}>
        <Plus size={18} aria-hidden="true" />
        Add Data
      </Button>
    </EmptyCard>
  );
}

function DashboardContent({ data, onAddData }: { data: Dashboard; onAddData: () => void }) {
  const statsId = useId();
  const systemsId = useId();
  const alertsId = useId();
  return (
    <>
      <section aria-labelledby={statsId}>
        <VisuallyHidden as="h2" id={statsId}>
          Health summary
        </VisuallyHidden>
        <StatGrid aria-labelledby={statsId}>
          {data.cards.map((card) => (
            <StatCard key={card.id} card={card} />
          ))}
        </StatGrid>
      </section>
      <Columns>
        <Section aria-labelledby={systemsId}>
          <SectionHeader>
            <CardTitle id={systemsId}>Health System Overview</CardTitle>
            <Muted>Each system takes the colour of its readings. Choose one to see them.</Muted>
          </SectionHeader>
          <BodyDiagram systems={data.bodySystems} />
        </Section>
        <SideColumn>
          <QuickActions alerts={data.alerts} onAddData={onAddData} />
          <Section aria-labelledby={alertsId}>
            <CardTitle id={alertsId}>Health Alerts &amp; Recommendations</CardTitle>
            <AlertList alerts={data.alerts} label="Health alerts and recommendations" />
          </Section>
        </SideColumn>
      </Columns>
    </>
  );
}

/**
 * The dashboard (SPEC.md 2.3): the greeting, then a skeleton page while the session loads and for
 * the first second, then the server's stat cards, body systems, quick actions and alerts; an empty
 * state for a user with no data yet, and an error with Retry when the read fails.
 */
export function DashboardScreen() {
  const { isPending: authPending } = useCurrentUser();
  const skeletonDone = useElapsed(DASHBOARD_SKELETON_MS);
  const dashboard = useDashboard();
  const [adding, setAdding] = useState(false);
  const openAddData = () => setAdding(true);

  let body;
  if (authPending || !skeletonDone || dashboard.isPending) {
    body = <DashboardSkeleton />;
  } else if (!dashboard.data) {
    // A failed refetch keeps the dashboard on screen; only a first load that failed shows this.
    body = <LoadError onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />;
  } else if (!dashboard.data.hasData) {
    body = <NoDataYet onAddData={openAddData} />;
  } else {
    body = <DashboardContent data={dashboard.data} onAddData={openAddData} />;
  }

  return (
    <Page>
      <Greeting />
      {body}
      <AddMeasurementDialog open={adding} onOpenChange={setAdding} />
    </Page>
  );
}
