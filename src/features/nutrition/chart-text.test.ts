import { describe, expect, it } from 'vitest';
import { weekCaloriesSummary } from './chart-text';

const entry = (date: string, meals: number, calories: number) => ({
  date,
  meals,
  calories,
  carbs: 0,
  protein: 0,
  fat: 0,
  split: null,
});

describe('the calories chart in words', () => {
  it('names the period, the average, most, fewest and latest of the days with meals, and the target', () => {
    const week = [
      entry('2026-02-26', 3, 2_000),
      entry('2026-02-27', 0, 0),
      entry('2026-02-28', 2, 1_200),
      entry('2026-03-01', 0, 0),
      entry('2026-03-02', 3, 2_400),
      entry('2026-03-03', 4, 2_400),
      entry('2026-03-04', 2, 1_500),
    ];
    expect(weekCaloriesSummary(week, 2_200)).toBe(
      'You logged meals on 5 of the 7 days Feb 26 – Mar 4, 1,900 kcal a day on average against the 2,200 kcal target; most 2,400 kcal on Mon, Mar 2, fewest 1,200 kcal on Sat, Feb 28, latest 1,500 kcal on Wed, Mar 4. Bars stack the energy of carbohydrates, protein and fat (4, 4 and 9 kcal a gram); the dashed line is the target.',
    );
  });

  it('says when no meal was logged', () => {
    const week = Array.from({ length: 7 }, (_, i) => entry(`2026-03-0${i + 1}`, 0, 0));
    expect(weekCaloriesSummary(week, 2_200)).toBe('No meals logged in the last 7 days.');
  });
});
