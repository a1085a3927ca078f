import { describe, expect, it } from 'vitest';
import { weekCaloriesSummary } from './chart-text';

const entry = (date: string, meals: number, calories: number, grams = meals > 0) => ({
  date,
  meals,
  calories,
  carbs: grams ? 250 : 0,
  protein: grams ? 100 : 0,
  fat: grams ? 60 : 0,
  split: grams ? { carbs: 52, protein: 21, fat: 28 } : null,
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
      'You logged meals on 5 of the 7 days Feb 26 – Mar 4, 1,900 kcal a day on average against the 2,200 kcal target; most 2,400 kcal on Mon, Mar 2, fewest 1,200 kcal on Sat, Feb 28, latest 1,500 kcal on Wed, Mar 4. Each bar is the calories entered that day, split by the share of energy its carbohydrates, protein and fat give (4, 4 and 9 kcal a gram); the dashed line is the target.',
    );
  });

  it('says that a day whose meals have no macros shows its calories whole', () => {
    const week = Array.from({ length: 7 }, (_, i) => entry(`2026-03-0${i + 1}`, 1, 1_800, i !== 3));
    expect(weekCaloriesSummary(week, 2_200)).toMatch(
      /the dashed line is the target\. A day whose meals have no macros shows its calories whole, as Without macros\.$/,
    );
  });

  it('says when no meal was logged', () => {
    const week = Array.from({ length: 7 }, (_, i) => entry(`2026-03-0${i + 1}`, 0, 0));
    expect(weekCaloriesSummary(week, 2_200)).toBe('No meals logged in the last 7 days.');
  });
});
