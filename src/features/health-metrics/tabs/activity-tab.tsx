import type { HealthMetrics } from '../api';
import { activeMinutesText, stepsText } from '../chart-text';
import type { BarRow } from '@/components/charts/bar-chart';
import { LazyBarChart } from '../charts/lazy';
import { ChartPanel, type LegendEntry } from '../components/chart-panel';
import { formatCompact, formatInteger } from '../format';
import { TabStack } from './tab-stack';

const rowsOf = (points: HealthMetrics['activity'], key: 'steps' | 'activeMinutes'): BarRow[] =>
  points.map((point) => {
    const value = point[key];
    return value === null ? { label: point.label } : { label: point.label, [key]: value };
  });

/** Activity: steps per day against the goal and active minutes; for 1d, steps by hour. */
export function ActivityTab({ data }: { data: HealthMetrics }) {
  const hourly = data.granularity === 'hour';
  const goal = formatInteger(data.stepGoal);
  const legend: LegendEntry[] = hourly
    ? [{ label: 'Steps', tone: 'primary' }]
    : [
        { label: 'Steps', tone: 'primary' },
        { label: `Goal, ${goal} steps`, tone: 'text', mark: 'dashed' },
      ];
  return (
    <TabStack>
      <ChartPanel
        title={hourly ? 'Steps by hour' : 'Steps'}
        text={stepsText(data.activity, data.range, data.granularity, data.stepGoal)}
        legend={legend}
        note={
          hourly
            ? 'Active minutes are counted per day: choose Last 7 days or longer to see them.'
            : undefined
        }
      >
        {(describedBy) => (
          <LazyBarChart
            rows={rowsOf(data.activity, 'steps')}
            keys={[{ key: 'steps', label: 'Steps', tone: 'primary' }]}
            granularity={data.granularity}
            goal={hourly ? undefined : { value: data.stepGoal }}
            format={(steps) => `${formatInteger(steps)} steps`}
            tickFormat={formatCompact}
            label={hourly ? 'Steps by hour' : 'Steps per day'}
            describedBy={describedBy}
          />
        )}
      </ChartPanel>
      {!hourly && (
        <ChartPanel
          title="Active minutes"
          text={activeMinutesText(data.activity, data.range)}
          legend={[{ label: 'Active minutes', tone: 'info' }]}
        >
          {(describedBy) => (
            <LazyBarChart
              rows={rowsOf(data.activity, 'activeMinutes')}
              keys={[{ key: 'activeMinutes', label: 'Active minutes', tone: 'info' }]}
              granularity="day"
              format={(minutes) => `${formatInteger(minutes)} min`}
              tickFormat={formatInteger}
              label="Active minutes per day"
              describedBy={describedBy}
            />
          )}
        </ChartPanel>
      )}
    </TabStack>
  );
}
