import type { HealthMetrics } from '../api';
import { heartRateText, hrvText } from '../chart-text';
import { LazyLineChart } from '../charts/lazy';
import { ChartPanel } from '../components/chart-panel';
import { TabStack } from './tab-stack';

/** Heart Rate: resting heart rate and HRV per day; for 1d, the heart rate of each hour. */
export function HeartRateTab({ data }: { data: HealthMetrics }) {
  const hourly = data.granularity === 'hour';
  const title = hourly ? 'Heart rate by hour' : 'Resting heart rate';
  return (
    <TabStack>
      <ChartPanel
        title={title}
        text={heartRateText(data.heartRate, data.range, data.granularity)}
        legend={[
          { label: hourly ? 'Heart rate' : 'Resting heart rate', tone: 'danger', mark: 'line' },
        ]}
        note={
          hourly
            ? 'Heart rate variability is measured overnight: choose Last 7 days or longer to see it.'
            : undefined
        }
      >
        {(describedBy) => (
          <LazyLineChart
            series={[
              {
                id: 'heartRate',
                label: hourly ? 'Heart rate' : 'Resting heart rate',
                tone: 'danger',
                points: data.heartRate.map((point) => ({ x: point.label, y: point.heartRate })),
              },
            ]}
            granularity={data.granularity}
            format={(bpm) => `${bpm} bpm`}
            label={hourly ? 'Heart rate by hour' : 'Resting heart rate per day'}
            describedBy={describedBy}
          />
        )}
      </ChartPanel>
      {!hourly && (
        <ChartPanel
          title="Heart rate variability"
          text={hrvText(data.heartRate, data.range)}
          legend={[{ label: 'HRV (overnight)', tone: 'info', mark: 'line' }]}
        >
          {(describedBy) => (
            <LazyLineChart
              series={[
                {
                  id: 'hrv',
                  label: 'HRV',
                  tone: 'info',
                  points: data.heartRate.map((point) => ({ x: point.label, y: point.hrv })),
                },
              ]}
              granularity="day"
              format={(ms) => `${ms} ms`}
              label="Heart rate variability per day"
              describedBy={describedBy}
            />
          )}
        </ChartPanel>
      )}
    </TabStack>
  );
}
