import styled from 'styled-components';
import { Button } from '@/components/button';
import type { HealthMetrics } from '../api';
import type { MetricRange } from '../view-params';
import { weightText } from '../chart-text';
import { LazyLineChart } from '../charts/lazy';
import { ChartPanel } from '../components/chart-panel';
import { formatOneDecimal } from '../format';
import { TabStack } from './tab-stack';

const Figure = styled.p`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const Note = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
`;

/** Weight: each weighing as a dot and the 7-day trend as a line; for 1d, today's weighing. */
export function WeightTab({
  data,
  onRangeChange,
}: {
  data: HealthMetrics;
  onRangeChange: (range: MetricRange) => void;
}) {
  const hourly = data.granularity === 'hour';
  const text = weightText(data.weight, data.range, data.granularity);
  const today = data.weight.at(-1)?.weight ?? null;
  // Whole kilograms around the values, so the axis reads 78, 78.5, 79… and never repeats a label.
  const values = data.weight
    .flatMap((point) => [point.weight, point.trend])
    .filter((value): value is number => value !== null);
  const yMin = values.length ? Math.floor(Math.min(...values) - 0.5) : 'auto';
  const yMax = values.length ? Math.ceil(Math.max(...values) + 0.5) : 'auto';
  return (
    <TabStack>
      <ChartPanel
        title={hourly ? "Today's weight" : 'Weight'}
        text={text}
        legend={
          hourly
            ? []
            : [
                { label: 'Weighing', tone: 'primary', mark: 'dot' },
                { label: '7-day trend', tone: 'info', mark: 'line' },
              ]
        }
        note={
          hourly && text.empty ? (
            <Note>
              Your latest weighing is in the longer ranges.
              <Button type="button" $variant="secondary" onClick={() => onRangeChange('7d')}>
                Show the last 7 days
              </Button>
            </Note>
          ) : undefined
        }
      >
        {(describedBy) =>
          hourly ? (
            <Figure aria-describedby={describedBy}>
              {today === null ? null : `${formatOneDecimal(today)} kg`}
            </Figure>
          ) : (
            <LazyLineChart
              series={[
                {
                  id: 'weight',
                  label: 'Weight',
                  tone: 'primary',
                  display: 'points',
                  points: data.weight.map((point) => ({ x: point.label, y: point.weight })),
                },
                {
                  id: 'trend',
                  label: '7-day trend',
                  tone: 'info',
                  points: data.weight.map((point) => ({ x: point.label, y: point.trend })),
                },
              ]}
              granularity="day"
              format={(kg) => `${formatOneDecimal(kg)} kg`}
              tickFormat={formatOneDecimal}
              yMin={yMin}
              yMax={yMax}
              label="Weight per day with its 7-day trend"
              describedBy={describedBy}
            />
          )
        }
      </ChartPanel>
    </TabStack>
  );
}
