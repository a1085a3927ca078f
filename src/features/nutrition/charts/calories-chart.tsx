import dayjs from 'dayjs';
import BarChart, { type BarChartProps } from '@/components/charts/bar-chart';
import { KCAL_PER_GRAM, MACROS, MACRO_RANGES, type MacroGrams } from '@/lib/health/nutrition';
import { formatNumber } from '@/lib/format-number';

export interface CaloriesChartProps {
  /** The days, "YYYY-MM-DD", each with the grams of each macro eaten. */
  days: ({ date: string } & MacroGrams)[];
  target: number;
  label: string;
  describedBy: string;
}

const KEYS: BarChartProps['keys'] = [
  { key: 'carbs', label: MACRO_RANGES.carbs.label, tone: 'info' },
  { key: 'protein', label: MACRO_RANGES.protein.label, tone: 'success' },
  { key: 'fat', label: MACRO_RANGES.fat.label, tone: 'warning' },
];

/** "Fri 14", under its bar and in its tooltip. */
const dayText = (date: string) => dayjs(date).format('ddd D');

const kcal = (value: number) => `${formatNumber(Math.round(value))} kcal`;

/** Seven days of calories, stacked by the energy of each macro, against the daily target. */
export default function CaloriesChart({ days, target, label, describedBy }: CaloriesChartProps) {
  const rows = days.map((day) => ({
    label: day.date,
    ...Object.fromEntries(MACROS.map((macro) => [macro, day[macro] * KCAL_PER_GRAM[macro]])),
  }));
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
