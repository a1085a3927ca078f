import styled from 'styled-components';
import { Card, CardTitle, Muted } from '@/components/card';
import { InsightList } from '@/components/insight-list';
import { AdviceNote, QueryBoundary } from '@/components/load-states';
import { Stack } from '@/components/layout';
import { formatGlucoseChange, type GlucoseUnit } from '@/lib/health/glucose';
import { useNutritionRecommendations, type NutritionRecommendations } from '../api';

const Lists = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    grid-template-columns: 1fr 1fr;
  }
  ol {
    padding-left: ${({ theme }) => theme.space.xl};
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

function MealList({
  title,
  meals,
  unit,
}: {
  title: string;
  meals: NutritionRecommendations['steadyMeals'];
  unit: GlucoseUnit;
}) {
  return (
    <Card>
      <Stack $gap="md">
        <CardTitle>{title}</CardTitle>
        {meals.length === 0 ? (
          <Muted>Log the same meal at least twice to see it here.</Muted>
        ) : (
          <ol>
            {meals.map((meal) => (
              <li key={meal.description}>
                {meal.description}: {formatGlucoseChange(meal.averageRise, unit)} on average (
                {meal.count} meals)
              </li>
            ))}
          </ol>
        )}
      </Stack>
    </Card>
  );
}

/** Recommendations: glucose-based tips from this user's meal responses, and meal lists. */
export function RecommendationsTab({ unit }: { unit: GlucoseUnit }) {
  return (
    <QueryBoundary
      query={useNutritionRecommendations()}
      what="Your recommendations"
      skeleton={<Muted role="status">Loading your recommendations...</Muted>}
      locked="Recommendations"
    >
      {(data) => <Recommendations data={data} unit={unit} />}
    </QueryBoundary>
  );
}

function Recommendations({ data, unit }: { data: NutritionRecommendations; unit: GlucoseUnit }) {
  return (
    <Stack>
      <Card>
        <Stack $gap="md">
          <CardTitle>Glucose-based tips</CardTitle>
          <Muted>From the glucose responses of your meals over the last {data.days} days.</Muted>
          <InsightList insights={data.tips} label="Tips" columns />
        </Stack>
      </Card>
      <Lists>
        <MealList title="Meals that keep you steady" meals={data.steadyMeals} unit={unit} />
        <MealList title="Meals that spike your glucose" meals={data.spikingMeals} unit={unit} />
      </Lists>
      <AdviceNote />
    </Stack>
  );
}
