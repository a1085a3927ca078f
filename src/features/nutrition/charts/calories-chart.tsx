import { Bar } from '@nivo/bar';
import { ChartBox } from '@/components/charts/chart-box';
import { axis, CHART, chartImage, useChartTheme } from '@/components/charts/chart-kit';
import { ChartTooltip } from '@/components/charts/chart-tooltip';
import type { MacroGrams } from '@/lib/health/nutrition';
import { formatNumber } from '@/lib/format-number';

export interface CaloriesChartProps {
  days: ({ label: string } & MacroGrams)[];
  target: number;
  label: string;
  describedBy: string;
}

const KEYS = [
  { key: 'carbs', label: 'Carbohydrates', tone: 'info' },
  { key: 'protein', label: 'Protein', tone: 'success' },
  { key: 'fat', label: 'Fat', tone: 'warning' },
] as const;

/** Seven days of calories, stacked by the energy of each macro, against the daily target. */
export default function CaloriesChart({ days, target, label, describedBy }: CaloriesChartProps) {
  const { theme, chartTheme } = useChartTheme();
  const rows = days.map((day) => ({
    label: day.label,
    carbs: day.carbs * 4,
    protein: day.protein * 4,
    fat: day.fat * 9,
  }));
  const highest = Math.max(target, ...rows.map((row) => row.carbs + row.protein + row.fat));
  return (
    <ChartBox height={CHART.height}>
      {(width) => (
        <Bar
          width={width}
          height={CHART.height}
          data={rows}
          keys={KEYS.map(({ key }) => key)}
          indexBy="label"
          margin={{ ...CHART.margin, left: 56 }}
          padding={0.3}
          valueScale={{ type: 'linear', min: 0, max: highest * 1.08 }}
          colors={({ id }) => theme.color[KEYS.find((entry) => entry.key === id)!.tone]}
          enableLabel={false}
          enableGridX={false}
          gridYValues={4}
          axisBottom={{ tickSize: 0, tickPadding: CHART.tickPadding }}
          axisLeft={axis(4, (value: number) => formatNumber(value))}
          markers={[
            {
              axis: 'y',
              value: target,
              lineStyle: {
                stroke: theme.color.text,
                strokeWidth: 2,
                strokeDasharray: CHART.goalDash.join(' '),
              },
            },
          ]}
          tooltip={({ id, value, indexValue, color }) => (
            <ChartTooltip
              title={String(indexValue)}
              rows={[
                {
                  label: KEYS.find((entry) => entry.key === id)!.label,
                  value: `${formatNumber(Math.round(value))} kcal`,
                  color,
                },
              ]}
            />
          )}
          {...chartImage(chartTheme, label, describedBy)}
        />
      )}
    </ChartBox>
  );
}
