import { Activity, Watch } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyCard, QueryBoundary } from '@/components/load-states';
import { AddButton, Button } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { Page, PageHeader, PageTitle, Row, Stack } from '@/components/layout';
import { AddMeasurementDialog } from '@/components/measurements/add-measurement-dialog';
import { Skeleton } from '@/components/skeleton';
import { TabbedView } from '@/components/tabs';
import { useUrlState } from '@/lib/url-state';
import { useHealthMetrics, type HealthMetrics } from './api';
import { CHART } from '@/components/charts/chart-kit';
import { OverviewCards, OverviewSkeleton } from './components/overview-cards';
import { RangeSelect } from './components/range-select';
import { formatDay } from './format';
import { ActivityTab } from './tabs/activity-tab';
import { HeartRateTab } from './tabs/heart-rate-tab';
import { SleepTab } from './tabs/sleep-tab';
import { TabStack } from './tabs/tab-stack';
import { WeightTab } from './tabs/weight-tab';
import { TABS, VIEW, type MetricTab, type MetricRange } from './view-params';

const Actions = styled(Row)`
  justify-content: center;
`;

/** A new account, or nothing recorded in the range. */
export const hasNoData = (data: HealthMetrics) =>
  !data.hasData || data.cards.every((card) => card.status === 'none');

function periodText(data: HealthMetrics | undefined): string {
  if (!data) return 'Your sleep, activity, heart and body measurements.';
  if (data.granularity === 'hour') return 'The last 24 hours, hour by hour.';
  return `${formatDay(data.from)} to ${formatDay(data.to)}, day by day.`;
}

function LoadingState({ tab }: { tab: MetricTab }) {
  return (
    <Stack role="status" aria-label="Loading health metrics" aria-busy="true">
      {tab === 'overview' ? (
        <OverviewSkeleton />
      ) : (
        <TabStack aria-hidden="true">
          <Card>
            <Stack $gap="md">
              <Skeleton $height="1.5rem" $width="40%" />
              <Skeleton $height="1rem" $width="80%" />
              <Skeleton $height={`${CHART.height}px`} />
            </Stack>
          </Card>
        </TabStack>
      )}
    </Stack>
  );
}

/** Nothing recorded: the two ways data arrives, each as its action. */
function NoDataState({ range }: { range: MetricRange }) {
  const [adding, setAdding] = useState(false);
  return (
    <EmptyCard>
      <Activity size={32} aria-hidden="true" />
      <CardTitle>No health data yet</CardTitle>
      <Muted>
        Nothing was recorded {range === '1d' ? 'in the last 24 hours' : 'in this period'}. Connect a
        wearable or scale to sync your sleep, activity and heart rate, or add a measurement such as
        your weight or blood pressure yourself.
      </Muted>
      <Actions $wrap>
        <AddButton onClick={() => setAdding(true)}>Add Data</AddButton>
        <Button as={Link} to="/connected-devices" $variant="secondary">
          <Watch size={18} aria-hidden="true" />
          Connect a Device
        </Button>
      </Actions>
      <AddMeasurementDialog open={adding} onOpenChange={setAdding} />
    </EmptyCard>
  );
}

function TabContent({
  tab,
  data,
  onRangeChange,
}: {
  tab: MetricTab;
  data: HealthMetrics;
  onRangeChange: (range: MetricRange) => void;
}) {
  switch (tab) {
    case 'overview':
      return <OverviewCards data={data} />;
    case 'sleep':
      return <SleepTab data={data} />;
    case 'activity':
      return <ActivityTab data={data} />;
    case 'heart-rate':
      return <HeartRateTab data={data} />;
    case 'weight':
      return <WeightTab data={data} onRangeChange={onRangeChange} />;
  }
}

/** The tab list: its ids' prefix, its accessible name and its tabs. */
const TAB_LIST = { idPrefix: 'health-metrics', label: 'Health metrics views', tabs: TABS };

/**
 * Health Metrics (/health-metrics): the range and the tab are in the address; the
 * server's cards and series for the range, each tab's charts with their text alternatives.
 */
export function HealthMetricsScreen() {
  const [{ range, tab }, setView] = useUrlState(VIEW);
  const setRange = (next: MetricRange) => setView({ range: next });
  const metrics = useHealthMetrics(range);

  return (
    <Page>
      <PageHeader>
        <Stack $gap="sm">
          <PageTitle>Health Metrics</PageTitle>
          <Muted>{periodText(metrics.data)}</Muted>
        </Stack>
        <RangeSelect value={range} onChange={setRange} />
      </PageHeader>
      <TabbedView {...TAB_LIST} selected={tab} onSelect={(next) => setView({ tab: next })}>
        <QueryBoundary
          query={metrics}
          what="Your health metrics"
          skeleton={<LoadingState tab={tab} />}
          empty={{ when: hasNoData, show: <NoDataState range={range} /> }}
        >
          {(data) => <TabContent tab={tab} data={data} onRangeChange={setRange} />}
        </QueryBoundary>
      </TabbedView>
    </Page>
  );
}
