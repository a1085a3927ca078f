import { Muted } from '@/components/card';
import { InsightList } from '@/components/insight-list';
import { Stack } from '@/components/layout';
import { useGlucoseInsights, type GlucoseInsights } from '../api';
import { Panel } from '../components/panel';
import { AdviceNote, QueryBoundary } from '@/components/load-states';

/**
 * Insights: sleep impact, exercise effect and food sensitivity, and three
 * optimisation recommendations, each computed from this user's last 30 days.
 */
export function InsightsTab() {
  return (
    <QueryBoundary
      query={useGlucoseInsights()}
      what="Your glucose insights"
      skeleton={<Muted role="status">Loading your glucose insights...</Muted>}
      locked="Glucose insights"
    >
      {(data) => <Insights data={data} />}
    </QueryBoundary>
  );
}

function Insights({ data }: { data: GlucoseInsights }) {
  return (
    <Stack>
      <Panel title="What your data shows">
        <Muted>From your readings, meals, sleep and steps of the last {data.days} days.</Muted>
        <InsightList insights={data.cards} label="Glucose insights" columns />
      </Panel>
      <Panel title="Optimization recommendations">
        <InsightList insights={data.recommendations} label="Recommendations" columns />
        <AdviceNote />
      </Panel>
    </Stack>
  );
}
