import { Plus, Utensils } from 'lucide-react';
import { Button } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { EmptyCard, ErrorState } from '@/components/load-states';
import { Stack } from '@/components/layout';
import { MealLog } from '@/components/meals/meal-log';
import type { GlucoseUnit } from '@/lib/health/glucose';
import { useMeals } from '@/lib/meals/api';

/** Today's meals with their macros and glucose response (SPEC.md 2.9's Meal Log). */
export function MealLogTab({
  date,
  unit,
  onLogMeal,
}: {
  date: string;
  unit: GlucoseUnit;
  onLogMeal: () => void;
}) {
  const { data, isPending, error, refetch, isFetching } = useMeals(date);
  if (isPending) return <Muted role="status">Loading today's meals...</Muted>;
  if (error) {
    return (
      <ErrorState
        what="Your meals"
        error={error}
        retry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (data.length === 0) {
    return (
      <EmptyCard>
        <Utensils size={32} aria-hidden="true" />
        <CardTitle>No meals logged today</CardTitle>
        <Muted>
          Log what you eat, with its macros if you know them; with a glucose monitor connected, each
          meal is answered with its glucose response.
        </Muted>
        <Button type="button" onClick={onLogMeal}>
          <Plus size={18} aria-hidden="true" />
          Add Meal
        </Button>
      </EmptyCard>
    );
  }
  return (
    <Card>
      <Stack $gap="md">
        <CardTitle>Today's meals</CardTitle>
        <MealLog meals={data} unit={unit} label="Today's meals" />
        <div>
          <Button type="button" $variant="secondary" onClick={onLogMeal}>
            <Plus size={18} aria-hidden="true" />
            Add Meal
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
