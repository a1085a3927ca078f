import dayjs from 'dayjs';
import { Suspense, lazy, useId } from 'react';
import styled from 'styled-components';
import { Swatch } from '@/components/charts/swatch';
import { ColumnHeads, FigureTable } from '@/components/table';
import { Tile, TileGrid } from '@/components/tiles';
import { Card, CardTitle, Muted } from '@/components/card';
import { CHART } from '@/components/charts/chart-kit';
import { plainList, Stack } from '@/components/layout';
import { ChartSkeleton } from '@/components/skeleton';
import {
  CALORIES_WITHOUT_MACROS,
  MACROS,
  MACRO_RANGES,
  caloriesByMacro,
  macroStatus,
} from '@/lib/health/nutrition';
import { useNutrition, type Nutrition } from '../api';
import { weekCaloriesSummary } from '../chart-text';
import { QueryBoundary } from '@/components/load-states';
import { formatInteger } from '@/lib/format-number';

const LazyCaloriesChart = lazy(() => import('../charts/calories-chart'));

const Figure = styled(Tile)`
  > p:first-child {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.textMuted};
  }
  strong {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Meter = styled.div<{ $share: number; $tone: 'success' | 'warning' }>`
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceMuted};
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${({ $share }) => Math.min(100, $share)}%;
    background: ${({ theme, $tone }) => theme.color[$tone]};
  }
`;

const Table = styled(FigureTable)`
  th,
  td {
    text-align: right;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  th:first-child {
    text-align: left;
  }
`;

const Legend = styled.ul`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const STATUS_WORDS = {
  below: 'below the range',
  within: 'within the range',
  above: 'above the range',
};

function Analysis({ data }: { data: Nutrition }) {
  const summaryId = useId();
  const { day, targets, week } = data;
  const share = Math.round((day.calories / targets.calories) * 100);
  return (
    <Stack>
      <TileGrid aria-label="Today's nutrition">
        <Figure>
          <p>Calories today</p>
          <strong>{formatInteger(day.calories)} kcal</strong>
          <Meter $share={share} $tone={share > 100 ? 'warning' : 'success'} aria-hidden="true" />
          <Muted>
            {share}% of the {formatInteger(targets.calories)} kcal daily target, from {day.meals}{' '}
            {day.meals === 1 ? 'meal' : 'meals'}
          </Muted>
        </Figure>
        {MACROS.map((macro) => {
          const percent = day.split?.[macro] ?? null;
          const { min, max, label } = MACRO_RANGES[macro];
          const status = percent === null ? null : macroStatus(macro, percent);
          return (
            <Figure key={macro}>
              <p>{label}</p>
              <strong>{percent === null ? '—' : `${percent}%`}</strong>
              <Meter
                $share={percent ?? 0}
                $tone={status === 'within' ? 'success' : 'warning'}
                aria-hidden="true"
              />
              <Muted>
                {formatInteger(day[macro])} g; target {min}–{max}% of energy
                {status ? `, ${STATUS_WORDS[status]}` : ''}
              </Muted>
            </Figure>
          );
        })}
      </TileGrid>
      <Card>
        <Stack $gap="md">
          <CardTitle>Last 7 days</CardTitle>
          <Suspense fallback={<ChartSkeleton $height={`${CHART.height}px`} />}>
            <LazyCaloriesChart
              days={week}
              target={targets.calories}
              label="Calories entered per day, split by the energy of carbohydrates, protein and fat, against the 2,200 kcal target"
              describedBy={summaryId}
            />
          </Suspense>
          <Legend aria-label="Chart key">
            <li>
              <Swatch $tone="info" aria-hidden="true" />
              Carbohydrates
            </li>
            <li>
              <Swatch $tone="success" aria-hidden="true" />
              Protein
            </li>
            <li>
              <Swatch $tone="warning" aria-hidden="true" />
              Fat
            </li>
            {week.some((entry) => caloriesByMacro(entry.calories, entry).unsplit > 0) && (
              <li>
                <Swatch $tone="neutral" aria-hidden="true" />
                {CALORIES_WITHOUT_MACROS}
              </li>
            )}
            <li>
              <Swatch $tone="text" aria-hidden="true" />
              Target (dashed)
            </li>
          </Legend>
          <p id={summaryId}>{weekCaloriesSummary(week, targets.calories)}</p>
          <details>
            <summary>Daily figures</summary>
            <Table>
              <ColumnHeads names={['Day', 'Calories', 'Carbs', 'Protein', 'Fat']} />
              <tbody>
                {week.map((entry) => (
                  <tr key={entry.date}>
                    <th scope="row">{dayjs(entry.date).format('ddd, MMM D')}</th>
                    <td>{formatInteger(entry.calories)}</td>
                    <td>{entry.split ? `${entry.split.carbs}%` : '—'}</td>
                    <td>{entry.split ? `${entry.split.protein}%` : '—'}</td>
                    <td>{entry.split ? `${entry.split.fat}%` : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </details>
        </Stack>
      </Card>
      <Muted>
        Targets: 2,200 kcal a day; carbohydrates 45–65%, protein 10–35%, fat 20–35% of energy (the
        Acceptable Macronutrient Distribution Ranges). Not medical advice.
      </Muted>
    </Stack>
  );
}

/** Nutritional Analysis: today against the targets, and the last 7 days. */
export function AnalysisTab({ date }: { date: string }) {
  return (
    <QueryBoundary
      query={useNutrition(date)}
      what="Your nutrition"
      skeleton={<Muted role="status">Loading your nutrition...</Muted>}
    >
      {(data) => <Analysis data={data} />}
    </QueryBoundary>
  );
}
