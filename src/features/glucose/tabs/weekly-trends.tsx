import { Suspense, useId } from 'react';
import styled from 'styled-components';
import { Muted } from '@/components/card';
import { CHART } from '@/components/charts/chart-kit';
import { plainList, Stack } from '@/components/layout';
import { ChartSkeleton } from '@/components/skeleton';
import {
  GMI_MIN_COVERAGE_PERCENT,
  GMI_MIN_DAYS,
  STABLE_CV_PERCENT,
  TIGHT_RANGE,
  formatGlucose,
  formatGlucoseRange,
  formatPercent,
  type GlucoseUnit,
} from '@/lib/health/glucose';
import { useGlucoseRange, type GlucoseRange } from '../api';
import type { RangeDays } from '../view-params';
import { LazyAgpChart } from '../charts/lazy';
import { EmptyCard, QueryBoundary } from '@/components/load-states';
import { NoCgmState } from '../components/states';
import { LoadingGlucose, Panel } from '../components/panel';
import { PeriodSelect } from '../components/period-select';
import { DailyRanges, TimeInRanges } from '../components/time-in-ranges';
import { agpSummary } from '../chart-text';
import { shortDate } from '../format';
import { formatNumber } from '@/lib/format-number';

const Figures = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  div {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  small {
    display: block;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Legend = styled.ul`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  li::before {
    content: '';
    display: inline-block;
    width: 1rem;
    height: 0.75rem;
    margin-right: ${({ theme }) => theme.space.sm};
    vertical-align: middle;
  }
  li:nth-child(1)::before {
    height: 3px;
    background: ${({ theme }) => theme.color.text};
  }
  li:nth-child(2)::before {
    background: ${({ theme }) => theme.color.info};
    opacity: 0.4;
  }
  li:nth-child(3)::before {
    background: ${({ theme }) => theme.color.infoSoft};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  li:nth-child(4)::before {
    background: ${({ theme }) => theme.color.successSoft};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
`;

function Trends({ range, unit }: { range: GlucoseRange; unit: GlucoseUnit }) {
  const summaryId = useId();
  const { stats } = range;
  return (
    <>
      <Panel title="Ambulatory Glucose Profile (AGP)">
        <Muted>
          {shortDate(range.from)} – {shortDate(range.to)}: every day laid over one 24-hour day.
        </Muted>
        <Suspense fallback={<ChartSkeleton $height={`${CHART.height + 40}px`} />}>
          <LazyAgpChart
            agp={range.agp}
            unit={unit}
            label={`Ambulatory glucose profile of the last ${range.days} days: median, 25th–75th and 5th–95th percentiles by time of day`}
            describedBy={summaryId}
          />
        </Suspense>
        <Legend aria-label="Chart key">
          <li>Median</li>
          <li>25th–75th percentile</li>
          <li>5th–95th percentile</li>
          <li>Target range {formatGlucoseRange(70, 180, unit)}</li>
        </Legend>
        <p id={summaryId}>{agpSummary(range.agp, range.days, unit)}</p>
      </Panel>
      <Panel title="Time in Ranges">
        <TimeInRanges bands={stats.bands} unit={unit} />
        <DailyRanges
          daily={range.daily}
          label={`Time in range day by day: ${range.daily
            .filter((day) => day.readings > 0)
            .map((day) => `${shortDate(day.date)} ${formatPercent(day.bands.inRange)}`)
            .join(', ')}`}
        />
        <Muted>
          Each column is one day, oldest first; targets from the international consensus on time in
          range (2019).
        </Muted>
      </Panel>
      <Panel title="Glucose statistics">
        <Figures>
          <div>
            <dt>Average glucose</dt>
            <dd>{formatGlucose(stats.mean!, unit)}</dd>
          </div>
          <div>
            <dt>Glucose management indicator (GMI)</dt>
            <dd>
              {stats.gmi === null ? (
                <small>{stats.gmiNote}</small>
              ) : (
                <>
                  {stats.gmi}%<small>Estimated from the average over {range.days} days</small>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>Glucose variability (CV)</dt>
            <dd>
              {stats.cvPercent}%
              <small>
                {stats.cvPercent! <= STABLE_CV_PERCENT ? 'Stable' : 'Unstable'}, target{' '}
                {STABLE_CV_PERCENT}% or less; SD {formatGlucose(stats.sd!, unit)}
              </small>
            </dd>
          </div>
          <div>
            <dt>Time in tight range</dt>
            <dd>
              {formatPercent(stats.tightRangePercent!)}
              <small>
                {formatGlucoseRange(TIGHT_RANGE.low, TIGHT_RANGE.high, unit)}, target over{' '}
                {TIGHT_RANGE.targetPercent}% (ISPAD 2024; no international consensus yet)
              </small>
            </dd>
          </div>
          <div>
            <dt>Sensor active</dt>
            <dd>
              {formatPercent(stats.coveragePercent)}
              <small>
                {formatNumber(stats.readings)} of {formatNumber(stats.expected)} readings; a report
                needs {GMI_MIN_DAYS} days and {GMI_MIN_COVERAGE_PERCENT}%
              </small>
            </dd>
          </div>
        </Figures>
      </Panel>
    </>
  );
}

interface WeeklyTrendsProps {
  /** No glucose monitor connected and none of its readings stored (from the device list). */
  noCgm: boolean;
  days: RangeDays;
  onDaysChange: (days: RangeDays) => void;
  unit: GlucoseUnit;
}

/** Weekly Trends: the AGP, time in ranges and the period's statistics with data sufficiency. */
export function WeeklyTrends({ days, noCgm, onDaysChange, unit }: WeeklyTrendsProps) {
  const range = useGlucoseRange(days);
  return (
    <Stack>
      <PeriodSelect value={days} onChange={onDaysChange} />
      {noCgm && range.data ? (
        <NoCgmState />
      ) : (
        <QueryBoundary
          query={range}
          what="Your glucose trends"
          skeleton={<LoadingGlucose what="trends" />}
          empty={{
            when: (data) => data.stats.readings === 0,
            show: (
              <EmptyCard>
                <h2>No readings in the last {days} days</h2>
                <Muted>
                  Your glucose monitor recorded nothing in this period; choose a longer one.
                </Muted>
              </EmptyCard>
            ),
          }}
        >
          {(data) => <Trends range={data} unit={unit} />}
        </QueryBoundary>
      )}
    </Stack>
  );
}
