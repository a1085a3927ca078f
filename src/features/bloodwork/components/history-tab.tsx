import { History } from 'lucide-react';
import { Suspense, lazy, useId } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { CHART } from '@/components/charts/chart-kit';
import { ChartSkeleton } from '@/components/skeleton';
import { StatusBadge } from '@/components/status-badge';
import { VisuallyHidden } from '@/components/visually-hidden';
import { BIOMARKERS, BIOMARKER_IDS, roundShown, type BiomarkerId } from '@/lib/health/biomarkers';
import type { LabDraw, LabResult } from '../api';
import { biomarkerTrendSummary } from '../chart-text';
import { formatDate, formatValue } from '../format';

const TrendChart = lazy(() => import('./trend-chart'));

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Figure = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  strong {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Centered = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: center;
  text-align: center;
`;

interface Trend {
  biomarker: BiomarkerId;
  /** Oldest first. */
  results: { date: string; result: LabResult }[];
}

/** Each biomarker measured at least once, with its results across the draws, oldest first. */
function trendsOf(draws: LabDraw[]): Trend[] {
  const oldestFirst = [...draws].reverse();
  return BIOMARKER_IDS.map((biomarker) => ({
    biomarker,
    results: oldestFirst.flatMap((draw) => {
      const result = draw.results.find((entry) => entry.biomarker === biomarker);
      return result ? [{ date: draw.date, result }] : [];
    }),
  })).filter((trend) => trend.results.length > 0);
}

/** "+2 ng/mL since March 3, 2026", or "No change since …". */
function changeText(trend: Trend): string | null {
  const [previous, latest] = trend.results.slice(-2);
  if (!latest) return null;
  const { unit } = latest.result;
  const delta = roundShown(latest.result, latest.result.value - previous.result.value);
  const since = `since ${formatDate(previous.date)}`;
  if (delta === 0) return `No change ${since}`;
  return `${delta > 0 ? '+' : '−'}${formatValue(Math.abs(delta))} ${unit} ${since}`;
}

function TrendCard({ trend }: { trend: Trend }) {
  const tableId = useId();
  const summaryId = useId();
  const { name } = BIOMARKERS[trend.biomarker];
  // Value, unit and range as the server shows them (fasting glucose in the user's unit).
  const latest = trend.results.at(-1)!.result;
  const { unit, range } = latest;
  const change = changeText(trend);
  const points = trend.results.map(({ date, result }) => ({ x: date, y: result.value }));

  return (
    <Card>
      <Header>
        <CardTitle>{name}</CardTitle>
        <StatusBadge status={latest.status} />
      </Header>
      <Figure>
        <strong>
          {formatValue(latest.value)} {unit}
        </strong>
        <span>{change ?? 'Measured once'}</span>
      </Figure>
      <Muted>Reference range {latest.referenceRange} (shaded)</Muted>
      {trend.results.length > 1 && (
        <>
          {/* Its skeleton holds the height while the chart's code loads; then the chart draws
              in its turn (ChartBox), not every card's in one task. */}
          <Suspense fallback={<ChartSkeleton $height={`${CHART.smallHeight}px`} />}>
            <TrendChart
              points={points}
              range={range}
              unit={unit}
              label={`${name} across your tests`}
              describedBy={`${summaryId} ${tableId}`}
            />
          </Suspense>
          <VisuallyHidden id={summaryId}>
            {biomarkerTrendSummary(name, points, unit, latest.referenceRange)}
          </VisuallyHidden>
        </>
      )}
      {/* A table is as wide as its text whatever its width says: hidden in a box that is not. */}
      <VisuallyHidden>
        <table id={tableId}>
          <caption>{name} by test date</caption>
          <tbody>
            {trend.results.map(({ date, result }) => (
              <tr key={date + result.value}>
                <th scope="row">{formatDate(date)}</th>
                <td>
                  {formatValue(result.value)} {unit}, {result.status}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Card>
  );
}

/** History: with one draw, its text and a way to add earlier results; with more, trends. */
export function HistoryTab({ draws, onUpload }: { draws: LabDraw[]; onUpload: () => void }) {
  if (draws.length < 2) {
    return (
      <Centered>
        <History size={32} aria-hidden="true" />
        <CardTitle>No trends yet</CardTitle>
        <Muted>Historical trends will appear here once you have more than one test result.</Muted>
        <Button type="button" onClick={onUpload}>
          Upload Previous Results
        </Button>
      </Centered>
    );
  }
  return (
    <Grid>
      {trendsOf(draws).map((trend) => (
        <TrendCard key={trend.biomarker} trend={trend} />
      ))}
    </Grid>
  );
}
