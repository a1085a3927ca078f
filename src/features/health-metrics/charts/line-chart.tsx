import { LineCanvas, type LineCanvasLayer, type PointTooltipProps } from '@nivo/line';
import { useMemo } from 'react';
import { ChartBox } from '@/components/charts/chart-box';
import {
  axis,
  canvasImage,
  CHART,
  dashedGrid,
  drawCrosshair,
  pickTicks,
  useChartTheme,
} from '@/components/charts/chart-kit';
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
  const { theme, canvasTheme } = useChartTheme();
  const byId = useMemo(() => new Map(series.map((entry) => [entry.id, entry])), [series]);
  const data = useMemo<Series[]>(
    () => series.map((entry) => ({ id: entry.id, data: entry.points })),
    [series],
  );
  const labels = series[0]?.points.map((point) => point.x) ?? [];

  // Drawn on a canvas, as the bars are: in SVG, 90 days of two series with their hover slices
  // took one task of 115 ms at 4× CPU (decision 0024). Nivo draws every series as a line; dot-only
  // series are left out of this layer.
  const lines: LineCanvasLayer<Series> = (context, { series: computed, lineGenerator }) => {
    lineGenerator.context(context);
    for (const entry of computed) {
      if (byId.get(entry.id)?.display === 'points') continue;
      context.strokeStyle = entry.color;
      context.lineWidth = CHART.lineWidth;
      context.beginPath();
      lineGenerator(entry.data.map((datum) => datum.position as { x: number; y: number }));
      context.stroke();
    }
    lineGenerator.context(null);
  };
  // Dots: always for dot-only series; for lines only while there are few enough points to tell
  // apart, and not beside dot-only series (a trend's dots would hide the weighings under them).
  const hasDotSeries = series.some((entry) => entry.display === 'points');
  const dots: LineCanvasLayer<Series> = (context, { points }) => {
    const isDotSeries = (id: string) => byId.get(id)?.display === 'points';
    for (const point of points) {
      const dotSeries = isDotSeries(String(point.seriesId));
      if (!dotSeries && (hasDotSeries || labels.length > DOTS_UP_TO)) continue;
      context.beginPath();
      context.arc(
        point.x,
        point.y,
        dotSeries ? CHART.dot.measurement : CHART.dot.onLine,
        0,
        2 * Math.PI,
      );
      context.fillStyle = point.color;
      context.fill();
      context.strokeStyle = theme.color.surface;
      context.lineWidth = 1;
      context.stroke();
    }
  };
  const crosshair: LineCanvasLayer<Series> = (context, { currentPoint, innerHeight }) => {
    if (currentPoint) drawCrosshair(context, canvasTheme, currentPoint.x, innerHeight);
  };
  const layers: LineCanvasLayer<Series>[] = [
    ...dashedGrid('grid' as const),
    'axes',
    lines,
    crosshair,
    dots,
  ];

  // The point nearest the pointer names its day; the tooltip gives every series on that day, as
  // the SVG chart's slice did.
  const tooltip = ({ point }: PointTooltipProps<Series>) => (
    <ChartTooltip
      title={longLabel(String(point.data.x), granularity)}
      rows={series.flatMap((entry) => {
        const value = entry.points.find((item) => item.x === point.data.x)?.y;
        return value === null || value === undefined
          ? []
          : [{ label: entry.label, value: format(value), color: theme.color[entry.tone] }];
      })}
    />
  );

  return (
    <ChartBox height={height}>
      {(width) => (
        <div {...canvasImage(label, describedBy)}>
          <LineCanvas<Series>
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
            tooltip={tooltip}
            theme={canvasTheme}
          />
        </div>
      )}
    </ChartBox>
  );
}
