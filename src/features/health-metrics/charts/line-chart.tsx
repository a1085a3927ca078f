import {
  Line,
  type LineCustomSvgLayerProps,
  type LineSvgLayer,
  type SliceTooltipProps,
} from '@nivo/line';
import { useMemo } from 'react';
import { ChartBox } from '@/components/charts/chart-box';
import { axis, CHART, chartImage, pickTicks, useChartTheme } from '@/components/charts/chart-kit';
import type { Tone } from '@/components/charts/chart-kit';
import { ChartTooltip } from '@/components/charts/chart-tooltip';
import { longLabel, shortLabel, type Granularity } from '@/components/charts/point-labels';

export interface LineSeriesInput {
  id: string;
  label: string;
  tone: Tone;
  points: { x: string; y: number | null }[];
  /** `points` draws the measurements as dots without a line (weighings, beside their trend). */
  display?: 'line' | 'points';
}

export interface LineChartProps {
  series: LineSeriesInput[];
  granularity: Granularity;
  /** A value as the tooltip says it: "61 bpm". */
  format: (value: number) => string;
  tickFormat?: (value: number) => string;
  /** The value axis; 'auto' fits the data. */
  yMin?: number | 'auto';
  yMax?: number | 'auto';
  height?: number;
  label: string;
  describedBy: string;
}

type Series = { id: string; data: { x: string; y: number | null }[] };

/** Up to a month of days, every point gets a dot; beyond, the line alone reads better. */
const DOTS_UP_TO = 31;

/** Lines and dots, loaded with the tabs that show them (Sleep, Heart Rate, Weight). */
export default function LineChart({
  series,
  granularity,
  format,
  tickFormat = String,
  yMin = 'auto',
  yMax = 'auto',
  height = CHART.height,
  label,
  describedBy,
}: LineChartProps) {
  const { theme, chartTheme } = useChartTheme();
  const byId = useMemo(() => new Map(series.map((entry) => [entry.id, entry])), [series]);
  const data = useMemo<Series[]>(
    () => series.map((entry) => ({ id: entry.id, data: entry.points })),
    [series],
  );
  const labels = series[0]?.points.map((point) => point.x) ?? [];

  // Nivo draws every series as a line; dot-only series are left out of this layer.
  const lines = ({ series: computed, lineGenerator }: LineCustomSvgLayerProps<Series>) => (
    <g>
      {computed
        .filter((entry) => byId.get(entry.id)?.display !== 'points')
        .map((entry) => (
          <path
            key={entry.id}
            d={
              lineGenerator(
                entry.data.map((datum) => datum.position as { x: number; y: number }),
              ) ?? undefined
            }
            fill="none"
            stroke={entry.color}
            strokeWidth={CHART.lineWidth}
          />
        ))}
    </g>
  );
  // Nivo hands a point symbol only the datum, not its series, so the dots are drawn here: always
  // for dot-only series; for lines only while there are few enough points to tell apart, and not
  // beside dot-only series (a trend's dots would hide the weighings under them).
  const hasDotSeries = series.some((entry) => entry.display === 'points');
  const dots = ({ points }: LineCustomSvgLayerProps<Series>) => {
    const isDotSeries = (id: string) => byId.get(id)?.display === 'points';
    const shown = points.filter(
      (point) => isDotSeries(point.seriesId) || (!hasDotSeries && labels.length <= DOTS_UP_TO),
    );
    return (
      <g>
        {shown.map((point) => (
          <circle
            key={point.id}
            cx={point.x}
            cy={point.y}
            r={isDotSeries(point.seriesId) ? CHART.dot.measurement : CHART.dot.onLine}
            fill={point.color}
            stroke={theme.color.surface}
            strokeWidth={1}
          />
        ))}
      </g>
    );
  };
  const layers: LineSvgLayer<Series>[] = [
    'grid',
    'markers',
    'axes',
    lines,
    'crosshair',
    dots,
    'slices',
  ];

  const sliceTooltip = ({ slice }: SliceTooltipProps<Series>) => (
    <ChartTooltip
      title={longLabel(String(slice.points[0]?.data.x), granularity)}
      rows={slice.points.map((point) => ({
        label: byId.get(point.seriesId)?.label ?? point.seriesId,
        value: format(Number(point.data.y)),
        color: point.seriesColor,
      }))}
    />
  );

  return (
    <ChartBox height={height}>
      {(width) => (
        <Line<Series>
          width={width}
          height={height}
          data={data}
          margin={CHART.margin}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: yMin, max: yMax, nice: true }}
          colors={({ id }) => theme.color[byId.get(String(id))?.tone ?? 'primary']}
          layers={layers}
          enableGridX={false}
          gridYValues={CHART.yTicks}
          axisBottom={{
            tickValues: pickTicks(
              labels,
              width - CHART.margin.left - CHART.margin.right,
              granularity,
            ),
            tickSize: 0,
            tickPadding: CHART.tickPadding,
            format: (value: string) => shortLabel(value, granularity),
          }}
          axisLeft={axis(CHART.yTicks, tickFormat)}
          enableSlices="x"
          sliceTooltip={sliceTooltip}
          {...chartImage(chartTheme, label, describedBy)}
        />
      )}
    </ChartBox>
  );
}
