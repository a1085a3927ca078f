import dayjs from 'dayjs';
import BarChart, { type BarChartProps } from '@/components/charts/bar-chart';
import {
  CALORIES_WITHOUT_MACROS,
  MACRO_RANGES,
  caloriesByMacro,
  type MacroGrams,
} from '@/lib/health/nutrition';
import { formatNumber } from '@/lib/format-number';

export interface CaloriesChartProps {
  /** The days, "YYYY-MM-DD", each with the calories entered and the grams of each macro eaten. */
  days: ({ date: string; calories: number } & MacroGrams)[];
  target: number;
  label: string;
  describedBy: string;
}

const KEYS: BarChartProps['keys'] = [
  { key: 'carbs', label: MACRO_RANGES.carbs.label, tone: 'info' },
  { key: 'protein', label: MACRO_RANGES.protein.label, tone: 'success' },
  { key: 'fat', label: MACRO_RANGES.fat.label, tone: 'warning' },
  { key: 'unsplit', label: CALORIES_WITHOUT_MACROS, tone: 'neutral' },
];

/** "Fri 14", under its bar and in its tooltip. */
const dayText = (date: string) => dayjs(date).format('ddd D');

const kcal = (value: number) => `${formatNumber(Math.round(value))} kcal`;

/**
 * Seven days of the calories entered, each bar split by the macros' shares of energy, against the
 * daily target: a bar is as tall as the day's calories the summary states.
 */
export default function CaloriesChart({ days, target, label, describedBy }: CaloriesChartProps) {
  const rows = days.map((day) => ({ label: day.date, ...caloriesByMacro(day.calories, day) }));
  return (
    <BarChart
      rows={rows}
      keys={KEYS}
      granularity="day"
      labelText={dayText}
      format={kcal}
      tickFormat={formatNumber}
      goal={{ value: target }}
      label={label}
      describedBy={describedBy}
    />
  );
}
