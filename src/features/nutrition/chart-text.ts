import dayjs from 'dayjs';
import { extremes, type Extreme } from '@/lib/charts/extremes';
import { CALORIES_WITHOUT_MACROS, caloriesByMacro } from '@/lib/health/nutrition';
import type { Nutrition } from './api';
import { formatInteger } from '@/lib/format-number';

/** The last 7 days' calories chart in words, from the days the chart draws. */

const day = (date: string) => dayjs(date).format('ddd, MMM D');

/**
 * The period, the days with meals, their average, fewest, most and latest calories (as entered,
 * the bars' heights) against the target line, and how the bars are split. Days without meals
 * count for none of the figures.
 */
export function weekCaloriesSummary(week: Nutrition['week'], target: number): string {
  const logged = week.filter((entry) => entry.meals > 0);
  const stats = extremes(
    logged.map((entry) => ({ label: entry.date, value: entry.calories })),
    (point) => point.value,
  );
  if (!stats) return `No meals logged in the last ${week.length} days.`;
  const figure = ({ label, value }: Extreme) => `${formatInteger(value)} kcal on ${day(label)}`;
  const period = `${dayjs(week[0].date).format('MMM D')} – ${dayjs(week.at(-1)!.date).format('MMM D')}`;
  const whole = logged.some((entry) => caloriesByMacro(entry.calories, entry).unsplit > 0)
    ? ` A day whose meals have no macros shows its calories whole, as ${CALORIES_WITHOUT_MACROS}.`
    : '';
  return (
    `You logged meals on ${logged.length} of the ${week.length} days ${period}, ` +
    `${formatInteger(stats.mean)} kcal a day on average against the ${formatInteger(target)} kcal target; ` +
    `most ${figure(stats.high)}, fewest ${figure(stats.low)}, latest ${figure(stats.latest)}. ` +
    'Each bar is the calories entered that day, split by the share of energy its carbohydrates, protein and fat give (4, 4 and 9 kcal a gram); the dashed line is the target.' +
    whole
  );
}
