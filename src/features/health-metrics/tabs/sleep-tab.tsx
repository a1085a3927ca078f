import type { HealthMetrics } from '../api';
import { minutesAsleep, sleepScoreText, sleepStagesText } from '../chart-text';
import type { BarRow } from '@/components/charts/bar-chart';
import { CHART, hourTicks, type Tone } from '@/components/charts/chart-kit';
import { LazyBarChart, LazyLineChart } from '../charts/lazy';
import { ChartPanel } from '../components/chart-panel';
import { formatHoursTick, formatMinutes } from '../format';
import { TabStack } from './tab-stack';

const STAGES: { key: 'deep' | 'light' | 'rem' | 'awake'; label: string; tone: Tone }[] = [
  { key: 'deep', label: 'Deep', tone: 'info' },
  { key: 'light', label: 'Light', tone: 'primary' },
  { key: 'rem', label: 'REM', tone: 'warning' },
  { key: 'awake', label: 'Awake', tone: 'neutral' },
];

/** Sleep: the stages of each night (last night's for 1d) and the sleep score. */
export function SleepTab({ data }: { data: HealthMetrics }) {
  const hourly = data.granularity === 'hour';
  const stagesText = sleepStagesText(data.sleep, data.range, data.granularity);
  const scoreText = sleepScoreText(data.sleep, data.range);
  // 1d draws last night alone, as one bar across the width.
  const nights = hourly ? data.sleep.filter((night) => minutesAsleep(night) !== null) : data.sleep;
  const rows: BarRow[] = nights.map((night) => {
    const row: BarRow = { label: night.label };
    for (const { key } of STAGES) {
      const minutes = night[key];
      if (minutes !== null) row[key] = minutes;
    }
    return row;
  });
  const stagesHeight = hourly ? CHART.height / 2 : CHART.height;
  const longest = Math.max(
    0,
    ...nights.map((night) => STAGES.reduce((sum, { key }) => sum + (night[key] ?? 0), 0)),
  );
  return (
    <TabStack>
      <ChartPanel
        title={hourly ? "Last night's sleep stages" : 'Sleep stages'}
        text={stagesText}
        legend={STAGES}
        height={stagesHeight}
      >
        {(describedBy) => (
          <LazyBarChart
            rows={rows}
            keys={STAGES}
            granularity="day"
            layout={hourly ? 'horizontal' : 'vertical'}
            height={stagesHeight}
            format={formatMinutes}
            tickFormat={formatHoursTick}
            valueTicks={hourTicks(longest)}
            label={hourly ? "Last night's sleep stages" : 'Sleep stages per night'}
            describedBy={describedBy}
          />
        )}
      </ChartPanel>
      {!hourly && (
        <ChartPanel title="Sleep score" text={scoreText}>
          {(describedBy) => (
            <LazyLineChart
              series={[
                {
                  id: 'score',
                  label: 'Sleep score',
                  tone: 'info',
                  points: data.sleep.map((night) => ({ x: night.label, y: night.score })),
                },
              ]}
              granularity="day"
              yMin={0}
              yMax={100}
              format={(score) => `${score}/100`}
              label="Sleep score per night"
              describedBy={describedBy}
            />
          )}
        </ChartPanel>
      )}
    </TabStack>
  );
}
