import { BarCanvas, type BarCanvasLayer, type BarDatum, type BarTooltipProps } from '@nivo/bar';
import { useMemo } from 'react';
import { ChartBox } from './chart-box';
import { axis, CHART, pickTicks, useChartTheme, type Tone } from './chart-kit';
import { ChartTooltip } from './chart-tooltip';
import { longLabel, shortLabel, type Granularity } from './point-labels';

/**
 * Bars are drawn on a canvas. nivo's SVG bars start a react-spring controller for each bar,
 * animated or not, and commit an element per bar: at 4× CPU (a phone's), Activity's 90 days with
 * their goal took one task of 282 ms, Sleep's 30 nights (120 bars) one of 294 ms, where the canvas
 * draws them in a few (decision 0024). The canvas sits in the chart's image, with its name and
 * text alternative; nivo's canvas bars have no markers, so the goal is drawn by a layer here.
 */

/** One bar (or one stack) per point; a key left out of a row is a gap. */
export type BarRow = BarDatum & { label: string };

export interface BarChartProps {
  rows: BarRow[];
  /** The stacked parts, bottom first; one key draws plain bars. */
  keys: { key: string; label: string; tone: Tone }[];
  granularity: Granularity;
  /**
   * A bar's label as its axis and its tooltip both say it ("Fri 14"), where the granularity's
   * ("Nov 14" under the bar, "Fri, Nov 14" in the tooltip) is not the screen's.
   */
  labelText?: (label: string) => string;
  /** A value as the tooltip says it: "1 h 20 min", "9,412 steps". */
  format: (value: number) => string;
  /** A value-axis tick: "6 h", "10K". */
  tickFormat: (value: number) => string;
  /** The value-axis ticks, when d3's own would not read well (whole hours for minutes). */
  valueTicks?: number[];
  /** A target drawn as a dashed line across the bars (named in the panel's legend). */
  goal?: { value: number };
  /** Horizontal draws a single stack across the width (last night's stages). */
  layout?: 'vertical' | 'horizontal';
  height?: number;
  /** The chart's name and the id of its summary, for assistive technology. */
  label: string;
  describedBy: string;
}

/**
 * Bars and stacked bars, a chunk of its own loaded with the panels that draw it (Sleep, Activity,
 * Nutrition's last 7 days). Under the bars, as many labels as fit the width (`pickTicks`).
 */
export default function BarChart({
  rows,
  keys,
  granularity,
  labelText,
  format,
  tickFormat,
  valueTicks,
  goal,
  layout = 'vertical',
  height = CHART.height,
  label,
  describedBy,
}: BarChartProps) {
  const { theme, canvasTheme } = useChartTheme();
  const colors = useMemo(
    () => Object.fromEntries(keys.map(({ key, tone }) => [key, theme.color[tone]])),
    [keys, theme],
  );
  const names = useMemo(
    () => Object.fromEntries(keys.map(({ key, label: name }) => [key, name])),
    [keys],
  );
  const highest = Math.max(
    0,
    ...rows.map((row) => keys.reduce((sum, { key }) => sum + Number(row[key] ?? 0), 0)),
  );
  const max = valueTicks
    ? Math.max(highest, ...valueTicks)
    : goal
      ? Math.max(highest, goal.value) * 1.08
      : 'auto';
  const ticks = valueTicks ?? CHART.yTicks;

  const tooltip = ({ id, value, indexValue, color }: BarTooltipProps<BarRow>) => (
    <ChartTooltip
      title={labelText ? labelText(String(indexValue)) : longLabel(String(indexValue), granularity)}
      rows={[{ label: names[String(id)] ?? String(id), value: format(value), color }]}
    />
  );

  const horizontal = layout === 'horizontal';
  return (
    <ChartBox height={height}>
      {(width) => {
        const indexTicks = pickTicks(
          rows.map((row) => row.label),
          width - CHART.margin.left - CHART.margin.right,
          granularity,
        );
        const indexAxis = axis(indexTicks, (value: string | number) =>
          labelText ? labelText(String(value)) : shortLabel(String(value), granularity),
        );
        const valueAxis = axis(ticks, tickFormat);
        const common = {
          width,
          height,
          data: rows,
          keys: keys.map(({ key }) => key),
          indexBy: 'label',
          layout,
          groupMode: 'stacked',
          margin: horizontal ? { ...CHART.margin, left: CHART.margin.right } : CHART.margin,
          padding: horizontal ? 0.4 : 0.25,
          valueScale: { type: 'linear', min: 0, max, nice: !valueTicks },
          indexScale: { type: 'band', round: false },
          colors: ({ id }: { id: string | number }) => colors[String(id)],
          borderRadius: 2,
          enableLabel: false,
          enableGridX: horizontal,
          enableGridY: !horizontal,
          gridYValues: ticks,
          gridXValues: ticks,
          axisBottom: horizontal ? valueAxis : indexAxis,
          axisLeft: horizontal ? null : valueAxis,
          tooltip,
        } as const;
        const layers: BarCanvasLayer<BarRow>[] = [
          // nivo's canvas grid draws solid lines; its SVG one took the theme's dashes.
          (context) => context.setLineDash(CHART.gridDash),
          'grid',
          (context) => context.setLineDash([]),
          'axes',
          'bars',
        ];
        // Drawn as nivo's SVG marker drew it, across the plot (nivo has moved the origin to it).
        if (goal) {
          layers.push((context, { innerWidth, yScale }) => {
            const y = (yScale as (value: number) => number)(goal.value);
            context.setLineDash(CHART.goalDash);
            context.strokeStyle = theme.color.text;
            context.lineWidth = CHART.lineWidth;
            context.beginPath();
            context.moveTo(0, y);
            context.lineTo(innerWidth, y);
            context.stroke();
            context.setLineDash([]);
          });
        }
        return (
          <div role="img" aria-label={label} aria-describedby={describedBy}>
            <BarCanvas<BarRow> {...common} theme={canvasTheme} layers={layers} />
          </div>
        );
      }}
    </ChartBox>
  );
}
