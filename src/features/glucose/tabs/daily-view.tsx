import { Suspense, useId, useMemo } from 'react';
import styled from 'styled-components';
import { ColumnHeads, FigureTable } from '@/components/table';
import { AddButton } from '@/components/button';
import { Muted } from '@/components/card';
import { InsightList } from '@/components/insight-list';
import { Stack } from '@/components/layout';
import { MealLog } from '@/components/meals/meal-log';
import { ChartSkeleton } from '@/components/skeleton';
import { VisuallyHidden } from '@/components/visually-hidden';
import { CHART } from '@/components/charts/chart-kit';
import {
  TARGET_RANGE,
  dailyOverview,
  formatGlucoseNumber,
  formatGlucoseRange,
  type GlucoseUnit,
} from '@/lib/health/glucose';
import { type GlucoseDay, useDietaryInsights } from '../api';
import { LazyTrendChart } from '../charts/lazy';
import { dayTrendSummary } from '../chart-text';
import { AdviceNote, EmptyCard, QueryBoundary } from '@/components/load-states';
import { NoCgmState } from '../components/states';
import { Panel } from '../components/panel';
import { GlucoseTiles } from '../components/tiles';
import { clockLabel, listDate, shortDate } from '../format';

const Table = styled(FigureTable)`
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: right;
  }
  th:first-child {
    text-align: left;
  }
`;

const Details = styled.details`
  summary {
    cursor: pointer;
    min-height: ${({ theme }) => theme.touchTarget};
    display: flex;
    align-items: center;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** The day's readings hour by hour (lowest, mean, highest): the trend chart's table. */
function HourlyTable({ readings, unit }: { readings: (number | null)[]; unit: GlucoseUnit }) {
  const hours = useMemo(
    () =>
      Array.from({ length: 24 }, (_, hour) => {
        const values = readings
          .slice(hour * 12, hour * 12 + 12)
          .filter((value): value is number => value !== null);
        if (values.length === 0) return { hour, values: null };
        const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
        return { hour, values: [Math.min(...values), mean, Math.max(...values)] };
      }),
    [readings],
  );
  return (
    <Details>
      <summary>Readings by hour ({unit})</summary>
      <Table>
        <ColumnHeads names={['Hour', 'Lowest', 'Mean', 'Highest']} />
        <tbody>
          {hours.map(({ hour, values }) => (
            <tr key={hour}>
              <th scope="row">{clockLabel(hour * 60)}</th>
              {values ? (
                values.map((value, i) => <td key={i}>{formatGlucoseNumber(value, unit)}</td>)
              ) : (
                <td colSpan={3}>No readings</td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </Details>
  );
}

function DietaryInsights() {
  return (
    <Panel title="Dietary Insights">
      <QueryBoundary
        query={useDietaryInsights()}
        what="Dietary insights"
        skeleton={<Muted role="status">Loading dietary insights...</Muted>}
        locked="Dietary insights"
      >
        {(data) => (
          <Stack $gap="md">
            <InsightList insights={data} label="Dietary insights" />
            <AdviceNote />
          </Stack>
        )}
      </QueryBoundary>
    </Panel>
  );
}

interface DailyViewProps {
  day: GlucoseDay;
  /** No glucose monitor connected and none of its readings stored (from the device list). */
  noCgm: boolean;
  unit: GlucoseUnit;
  onLogMeal: () => void;
}

/** The Daily View, from the day's readings, statistics and meals. */
export function DailyView({ day, noCgm, unit, onLogMeal }: DailyViewProps) {
  const summaryId = useId();
  const trendId = useId();
  const hasReadings = day.stats.readings > 0;
  return (
    <Stack>
      {noCgm ? (
        <NoCgmState />
      ) : !hasReadings ? (
        <EmptyCard>
          <h2>No readings on {listDate(day.date)}</h2>
          <Muted>
            Your glucose monitor recorded nothing this day (a sensor change, or the sensor was not
            worn). Pick another day, or use Sync Device if readings are due.
          </Muted>
        </EmptyCard>
      ) : (
        <>
          <Panel title={`Glucose trend, ${shortDate(day.date)}`}>
            <Suspense fallback={<ChartSkeleton $height={`${CHART.height + 40}px`} />}>
              <LazyTrendChart
                readings={day.readings}
                meals={day.meals}
                unit={unit}
                label={`Glucose every 5 minutes on ${listDate(day.date)}, with the ${formatGlucoseRange(TARGET_RANGE.low, TARGET_RANGE.high, unit)} target band and meal markers`}
                describedBy={`${trendId} ${summaryId}`}
              />
            </Suspense>
            <VisuallyHidden id={trendId}>
              {dayTrendSummary(day.readings, day.date, unit)}
            </VisuallyHidden>
            <Muted>
              Shaded: the target range. Markers: B breakfast, L lunch, D dinner, S snack.
            </Muted>
            <HourlyTable readings={day.readings} unit={unit} />
          </Panel>
          <GlucoseTiles stats={day.stats} unit={unit} />
          <Panel title="Daily overview">
            <p id={summaryId}>{dailyOverview(day.stats, unit)}</p>
          </Panel>
        </>
      )}
      <Panel
        title="Meal Log"
        action={
          <AddButton $variant="secondary" onClick={onLogMeal}>
            Log Meal
          </AddButton>
        }
      >
        {day.meals.length === 0 ? (
          <Muted>
            No meals logged on {listDate(day.date)}. Log one to see its glucose response.
          </Muted>
        ) : (
          <MealLog meals={day.meals} unit={unit} label={`Meals of ${listDate(day.date)}`} />
        )}
      </Panel>
      {!noCgm && <DietaryInsights />}
    </Stack>
  );
}
