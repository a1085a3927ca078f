import { Suspense, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { Muted } from '@/components/card';
import { plainList, Stack } from '@/components/layout';
import { ChartSkeleton } from '@/components/skeleton';
import { VisuallyHidden } from '@/components/visually-hidden';
import {
  formatGlucose,
  formatGlucoseChange,
  readsAsNoChange,
  type GlucoseUnit,
} from '@/lib/health/glucose';
import { MEAL_TYPE_LABELS } from '@/lib/meals/rules';
import { useMealImpact, type MealImpact } from '../api';
import type { RangeDays } from '../view-params';
import { LazyCurveChart } from '../charts/lazy';
import { curveSummary } from '../chart-text';
import { Panel } from '../components/panel';
import { PeriodSelect } from '../components/period-select';
import { AdviceNote, EmptyCard, QueryBoundary } from '@/components/load-states';
import { shortDate } from '../format';

const List = styled.ol`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  @media (min-width: ${({ theme }) => theme.breakpoint.desktop}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Rise = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const PAGE = 10;

/** One meal of the ranking: its rise, from and to, and its response curve with its summary. */
function RankedMeal({
  meal,
  rank,
  unit,
}: {
  meal: MealImpact['meals'][number];
  rank: number;
  unit: GlucoseUnit;
}) {
  const curveId = useId();
  const { baseline, peak, peakAfterMinutes, rise } = meal.response;
  // As the meal log says it: a meal after which glucose did not rise has no peak to name.
  const noRise = readsAsNoChange(rise, unit);
  return (
    <Item>
      <h3>
        {rank}. {meal.description}
      </h3>
      <Muted>
        {MEAL_TYPE_LABELS[meal.type]}, {shortDate(meal.date)} at {meal.time}
      </Muted>
      <Rise>{noRise ? 'No rise' : formatGlucoseChange(rise, unit)}</Rise>
      <Muted>
        {noRise
          ? `From ${formatGlucose(baseline, unit)}, no reading higher in the 2 hours after eating`
          : `From ${formatGlucose(baseline, unit)} to ${formatGlucose(peak, unit)}, peak ${peakAfterMinutes} min after eating`}
      </Muted>
      <Suspense fallback={<ChartSkeleton $height="120px" />}>
        <LazyCurveChart
          curve={meal.curve}
          unit={unit}
          label={`Glucose from 30 minutes before to 2 hours after ${meal.description}: ${noRise ? 'no rise' : `rise ${formatGlucoseChange(rise, unit)}`}`}
          describedBy={curveId}
        />
      </Suspense>
      <VisuallyHidden id={curveId}>{curveSummary(meal.curve, unit)}</VisuallyHidden>
    </Item>
  );
}

function Ranking({ impact, unit }: { impact: MealImpact; unit: GlucoseUnit }) {
  const [shown, setShown] = useState(PAGE);
  return (
    <Stack $gap="md">
      <Muted>
        {impact.meals.length} meals of the last {impact.days} days, highest rise first
        {impact.withoutReadings > 0 &&
          `; ${impact.withoutReadings} more had no readings around them`}
        .
      </Muted>
      <List aria-label="Meals ranked by glucose rise">
        {impact.meals.slice(0, shown).map((meal, i) => (
          <RankedMeal key={meal.id} meal={meal} rank={i + 1} unit={unit} />
        ))}
      </List>
      {shown < impact.meals.length && (
        <div>
          <Button type="button" $variant="secondary" onClick={() => setShown(shown + PAGE)}>
            Show {Math.min(PAGE, impact.meals.length - shown)} more meals
          </Button>
        </div>
      )}
      <AdviceNote />
    </Stack>
  );
}

interface MealImpactTabProps {
  days: RangeDays;
  onDaysChange: (days: RangeDays) => void;
  unit: GlucoseUnit;
}

/** Meal Impact: the period's meals ranked by glucose rise, each with its response curve. */
export function MealImpactTab({ days, onDaysChange, unit }: MealImpactTabProps) {
  return (
    <Panel title="Meal Impact" action={<PeriodSelect value={days} onChange={onDaysChange} />}>
      <QueryBoundary
        query={useMealImpact(days)}
        what="Meal impact"
        skeleton={<Muted role="status">Loading your meals&apos; glucose responses...</Muted>}
        empty={{
          when: (data) => data.meals.length === 0,
          show: (
            <EmptyCard as="div">
              <h3>No meals with readings in the last {days} days</h3>
              <Muted>
                Log your meals while your glucose monitor is connected and each is ranked here by
                its rise.
              </Muted>
            </EmptyCard>
          ),
        }}
      >
        {(data) => <Ranking impact={data} unit={unit} />}
      </QueryBoundary>
    </Panel>
  );
}
