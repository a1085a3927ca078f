import { Line, type LineCustomSvgLayerProps } from '@nivo/line';
import { ChartBox } from '@/components/charts/chart-box';
import { CHART } from '@/components/charts/chart-kit';
import { useModeTheme } from '@/theme/theme-mode';
import type { ReferenceRange } from '@/lib/health/biomarkers';
import { formatMonth } from '../format';

export interface TrendPoint {
  /** The draw's day, YYYY-MM-DD. */
  x: string;
  y: number;
}

export interface TrendChartProps {
  points: TrendPoint[];
  range: ReferenceRange;
  unit: string;
  /** The name of the chart; the table beside it carries the figures. */
  label: string;
  describedBy: string;
}

type Series = { id: string; data: TrendPoint[] };

const MARGIN = { top: 12, right: 32, bottom: 32, left: 52 };

/**
 * A biomarker across draws, over its reference band (the shaded area is the range; an open side
 * runs to the chart's edge). Loaded with the History tab only; drawn in its turn (ChartBox), once
 * its code is here: the turn taken before, every card's chart drew in one task when the code came
 * (290 ms at 4× CPU).
 */
export default function TrendChart({ points, range, unit, label, describedBy }: TrendChartProps) {
  const theme = useModeTheme();
  const { color, font } = theme;
  const values = points.map((point) => point.y);
  const upper = range.max ?? range.below;
  const bounds = [
    ...values,
    ...(range.min !== undefined ? [range.min] : []),
    ...(upper !== undefined ? [upper] : []),
  ];
  const spread = Math.max(...bounds) - Math.min(...bounds) || Math.max(...bounds) || 1;
  const yMin = Math.max(0, Math.min(...bounds) - spread * 0.15);
  const yMax = Math.max(...bounds) + spread * 0.15;

  const band = ({ innerWidth, yScale }: LineCustomSvgLayerProps<Series>) => {
    const scale = yScale as unknown as (value: number) => number;
    const top = scale(Math.min(upper ?? yMax, yMax));
    const bottom = scale(Math.max(range.min ?? yMin, yMin));
    return (
      <rect
        x={0}
        y={top}
        width={innerWidth}
        height={Math.max(0, bottom - top)}
        fill={color.success}
        fillOpacity={0.14}
      />
    );
  };

  const text = { fill: color.textMuted, fontFamily: font.family, fontSize: 11 };
  return (
    <ChartBox height={CHART.smallHeight}>
      {(width) => (
        <Line<Series>
          width={width}
          height={CHART.smallHeight}
          role="img"
          ariaLabel={label}
          ariaDescribedBy={describedBy}
          data={[{ id: label, data: points }]}
          margin={MARGIN}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: yMin, max: yMax }}
          axisBottom={{
            tickSize: 0,
            tickPadding: 8,
            format: (value: string) => formatMonth(value),
          }}
          axisLeft={{
            tickSize: 0,
            tickPadding: 6,
            tickValues: 4,
            legend: unit,
            legendOffset: -38,
            legendPosition: 'middle',
          }}
          enableGridX={false}
          gridYValues={4}
          colors={[color.primary]}
          lineWidth={2}
          pointSize={8}
          pointColor={color.surface}
          pointBorderWidth={2}
          pointBorderColor={{ from: 'serieColor' }}
          isInteractive={false}
          animate={false}
          layers={[band, 'grid', 'axes', 'lines', 'points']}
          theme={{
            text,
            axis: { ticks: { text }, legend: { text }, domain: { line: { stroke: color.border } } },
            grid: { line: { stroke: color.border, strokeDasharray: CHART.gridDash.join(' ') } },
          }}
        />
      )}
    </ChartBox>
  );
}
