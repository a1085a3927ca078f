import { Utensils } from 'lucide-react';
import { AddButton } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { EmptyCard, QueryBoundary } from '@/components/load-states';
import { Stack } from '@/components/layout';
import { MealLog } from '@/components/meals/meal-log';
import type { GlucoseUnit } from '@/lib/health/glucose';
import { useMeals } from '@/components/meals/api';

/** The Meal Log: today's meals with their macros and glucose response. */
export function MealLogTab({
  date,
  unit,
  onLogMeal,
}: {
  date: string;
  unit: GlucoseUnit;
  onLogMeal: () => void;
}) {
  return (
    <QueryBoundary
      query={useMeals(date)}
      what="Your meals"
      skeleton={<Muted role="status">Loading today's meals...</Muted>}
      empty={{
        when: (meals) => meals.length === 0,
        show: (
          <EmptyCard>
            <Utensils size={32} aria-hidden="true" />
            <CardTitle>No meals logged today</CardTitle>
            <Muted>
              Log what you eat, with its macros if you know them; with a glucose monitor connected,
              each meal is answered with its glucose response.
            </Muted>
            <AddButton onClick={onLogMeal}>Add Meal</AddButton>
          </EmptyCard>
        ),
      }}
    >
      {(meals) => (
        <Card>
          <Stack $gap="md">
            <CardTitle>Today's meals</CardTitle>
            <MealLog meals={meals} unit={unit} label="Today's meals" />
            <div>
              <AddButton $variant="secondary" onClick={onLogMeal}>
                Add Meal
              </AddButton>
            </div>
          </Stack>
        </Card>
      )}
    </QueryBoundary>
  );
}
