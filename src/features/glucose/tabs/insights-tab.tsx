import { Muted } from '@/components/card';
import { InsightList } from '@/components/insight-list';
import { Stack } from '@/components/layout';
import { useGlucoseInsights } from '../api/get-insights';
import { Panel } from '../components/panel';
import { AdviceNote, ErrorState, LockedState, isLocked } from '@/components/load-states';

/**
 * SPEC.md 2.6's Insights: sleep impact, exercise effect and food sensitivity, and three
 * optimisation recommendations, each computed from this user's last 30 days.
 */
export function InsightsTab() {
  const { data, isPending, error, refetch, isFetching } = useGlucoseInsights();
  if (isPending) return <Muted role="status">Loading your glucose insights...</Muted>;
  if (isLocked(error)) return <LockedState error={error!} title="Glucose insights" />;
  if (error) {
    return (
      <ErrorState
        what="Your glucose insights"
        error={error}
        retry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
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
