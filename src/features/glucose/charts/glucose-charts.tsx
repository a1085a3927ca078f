import {
  Line,
  LineCanvas,
  type LineCanvasLayer,
  type LineCustomSvgLayerProps,
  type LineSvgLayer,
} from '@nivo/line';
import { useMemo } from 'react';
import type { DefaultTheme } from 'styled-components';
import { ChartBox } from '@/components/charts/chart-box';
import {
  axis,
  canvasImage,
  CHART,
  chartImage,
  dashedGrid,
  drawCrosshair,
  useChartTheme,
} from '@/components/charts/chart-kit';
import { ChartTooltip } from '@/components/charts/chart-tooltip';
import {
  TARGET_RANGE,
  formatGlucose,
  toUnit,
  type AgpPoint,
  type GlucoseUnit,
} from '@/lib/health/glucose';
import { MEAL_TYPE_LABELS, type MealType } from '@/lib/meals/rules';
import { clockLabel } from '../format';

/**
 * The glucose charts, loaded with the tab that shows them: a day's trace with the target band and
 * meal markers, the AGP with its percentile bands, and a meal's response curve. Every value is
 * drawn in the user's unit; the target band is 70–180 mg/dL (3.9–10.0 mmol/L). The day's trace
 * (288 readings) and the AGP (96 quarter hours) are drawn on a canvas: in SVG, with a hover slice
 * for each reading, the day's trace took one task of 128 ms at 4× CPU (decision 0024).
 */

type Datum = { x: number; y: number | null };
type Series = { id: string; data: Datum[] };
type Layer = LineSvgLayer<Series>;
type LayerProps = LineCustomSvgLayerProps<Series>;
type CanvasLayer = LineCanvasLayer<Series>;

/** The value axis: from 40 to 250 mg/dL, wider when a reading goes beyond. */
function valueScale(values: (number | null)[], unit: GlucoseUnit) {
  const present = values.filter((value): value is number => value !== null);
  const low = Math.min(40, ...present);
  const high = Math.max(250, ...present);
  return { min: toUnit(low, unit), max: toUnit(high, unit) };
}

function valueTicks(unit: GlucoseUnit, min: number, max: number): number[] {
  const marks = unit === 'mmol/L' ? [3.9, 10, 13.9] : [70, 180, 250];
  return marks.filter((mark) => mark >= min && mark <= max);
}

/** The 70–180 band behind the lines. */
function targetBand(unit: GlucoseUnit, fill: string): Layer {
  return function TargetBand({ yScale, innerWidth }: LayerProps) {
    const top = (yScale as (value: number) => number)(toUnit(TARGET_RANGE.high, unit));
    const bottom = (yScale as (value: number) => number)(toUnit(TARGET_RANGE.low, unit));
    return <rect x={0} y={top} width={innerWidth} height={bottom - top} fill={fill} />;
  };
}

/** The same band, on a canvas (nivo has moved the origin to the plot's corner). */
function targetBandOnCanvas(unit: GlucoseUnit, fill: string): CanvasLayer {
  return (context, { yScale, innerWidth }) => {
    const y = yScale as (value: number) => number;
    const top = y(toUnit(TARGET_RANGE.high, unit));
    context.fillStyle = fill;
    context.fillRect(0, top, innerWidth, y(toUnit(TARGET_RANGE.low, unit)) - top);
  };
}

/** What the canvas charts draw over everything: the crosshair at the point under the pointer. */
const crosshairOf =
  (canvasTheme: ReturnType<typeof useChartTheme>['canvasTheme']): CanvasLayer =>
  (context, { currentPoint, innerHeight }) => {
    if (currentPoint) drawCrosshair(context, canvasTheme, currentPoint.x, innerHeight);
  };

/** A canvas's font from the theme: `weight size family`. */
const canvasFont = ({ font }: DefaultTheme, size: number, weight: number) =>
  `${weight} ${size}px ${font.family}`;

const HOUR_TICKS = [0, 360, 720, 1080, 1440];

/** A value already in the unit, as the axis and tooltips print it. */
const inUnit = (value: number, unit: GlucoseUnit) =>
  unit === 'mmol/L' ? value.toFixed(1) : String(Math.round(value));

/**
 * What the day's trace and the AGP share: a day across (midnight to midnight, every six hours, or
 * midnight, noon and midnight where that does not fit), the values up, labelled at the target
 * range's limits; a line without points.
 */
function dayFrame(width: number, unit: GlucoseUnit, min: number, max: number) {
  const ticks = valueTicks(unit, min, max);
  return {
    width,
    height: CHART.height + 40,
    xScale: { type: 'linear', min: 0, max: 1440 },
    yScale: { type: 'linear', min, max },
    enablePoints: false,
    enableGridX: false,
    gridYValues: ticks,
    axisBottom: axis(width < 420 ? [0, 720, 1440] : HOUR_TICKS, (value: number) =>
      clockLabel(value),
    ),
    axisLeft: axis(ticks, (value: number) => inUnit(value, unit)),
  } as const;
}

export interface TrendChartProps {
  readings: (number | null)[];
  meals: { time: string; type: MealType; description: string }[];
  unit: GlucoseUnit;
  label: string;
  describedBy: string;
}

/** A day's readings every 5 minutes, the target band and a marker at each meal. */
export function TrendChart({ readings, meals, unit, label, describedBy }: TrendChartProps) {
  const { theme, canvasTheme } = useChartTheme();
  const data = useMemo<Series[]>(
    () => [
      {
        id: 'glucose',
        data: readings.map((value, i) => ({
          x: i * 5,
          y: value === null ? null : toUnit(value, unit),
        })),
      },
    ],
    [readings, unit],
  );
  const { min, max } = valueScale(readings, unit);
  const markers: CanvasLayer = (context, { xScale, innerHeight }) => {
    for (const meal of meals) {
      const [h, m] = meal.time.split(':').map(Number);
      const x = (xScale as (value: number) => number)(h * 60 + m);
      context.strokeStyle = theme.color.warning;
      context.lineWidth = 1;
      context.setLineDash([3, 3]);
      context.beginPath();
      context.moveTo(x, 0);
      context.lineTo(x, innerHeight);
      context.stroke();
      context.setLineDash([]);
      context.fillStyle = theme.color.warning;
      context.beginPath();
      context.arc(x, 10, 9, 0, 2 * Math.PI);
      context.fill();
      context.fillStyle = theme.color.surface;
      context.font = canvasFont(theme, 11, 700);
      context.textAlign = 'center';
      context.textBaseline = 'alphabetic';
      context.fillText(MEAL_TYPE_LABELS[meal.type][0], x, 14);
    }
  };
  return (
    <ChartBox height={CHART.height + 40}>
      {(width) => (
        <div {...canvasImage(label, describedBy)}>
          <LineCanvas<Series>
            {...dayFrame(width, unit, min, max)}
            data={data}
            margin={{ ...CHART.margin, top: 24 }}
            colors={[theme.color.info]}
            lineWidth={CHART.lineWidth}
            layers={[
              targetBandOnCanvas(unit, theme.color.successSoft),
              ...dashedGrid('grid' as const),
              'axes',
              'lines',
              markers,
              crosshairOf(canvasTheme),
            ]}
            tooltip={({ point }) => (
              <ChartTooltip
                title={clockLabel(Number(point.data.x))}
                rows={[
                  {
                    label: 'Glucose',
                    value: `${inUnit(Number(point.data.y), unit)} ${unit}`,
                    color: theme.color.info,
                  },
                ]}
              />
            )}
            theme={canvasTheme}
          />
        </div>
      )}
    </ChartBox>
  );
}

export interface AgpChartProps {
  agp: AgpPoint[];
  unit: GlucoseUnit;
  label: string;
  describedBy: string;
}

/** The AGP: the median line over the 25–75 and 5–95 percentile bands, and the target band. */
export function AgpChart({ agp, unit, label, describedBy }: AgpChartProps) {
  const { theme, canvasTheme } = useChartTheme();
  const at = (point: AgpPoint, key: 'p5' | 'p25' | 'p50' | 'p75' | 'p95') =>
    toUnit(point[key], unit);
  const data = useMemo<Series[]>(
    () => [
      { id: 'median', data: agp.map((point) => ({ x: point.minute + 7.5, y: at(point, 'p50') })) },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `at` only reads `unit`
    [agp, unit],
  );
  const { min, max } = valueScale(
    agp.flatMap((point) => [point.p5, point.p95]),
    unit,
  );
  const band =
    (lower: 'p5' | 'p25', upper: 'p75' | 'p95', fill: string): CanvasLayer =>
    (context, { xScale, yScale }) => {
      const x = xScale as (value: number) => number;
      const y = yScale as (value: number) => number;
      const outline = [
        ...agp.map((point) => [x(point.minute + 7.5), y(at(point, upper))]),
        ...[...agp].reverse().map((point) => [x(point.minute + 7.5), y(at(point, lower))]),
      ];
      context.fillStyle = fill;
      context.beginPath();
      outline.forEach(([px, py], i) => (i === 0 ? context.moveTo(px, py) : context.lineTo(px, py)));
      context.closePath();
      context.fill();
    };
  return (
    <ChartBox height={CHART.height + 40}>
      {(width) => (
        <div {...canvasImage(label, describedBy)}>
          <LineCanvas<Series>
            {...dayFrame(width, unit, min, max)}
            data={data}
            margin={{ ...CHART.margin, top: 16 }}
            colors={[theme.color.text]}
            lineWidth={3}
            layers={[
              targetBandOnCanvas(unit, theme.color.successSoft),
              ...dashedGrid('grid' as const),
              band('p5', 'p95', theme.color.infoSoft),
              band('p25', 'p75', `${theme.color.info}66`),
              'axes',
              'lines',
              crosshairOf(canvasTheme),
            ]}
            tooltip={({ point: hovered }) => {
              const minute = Number(hovered.data.x) - 7.5;
              const point = agp.find((item) => item.minute === minute);
              if (!point) return null;
              const row = (
                name: string,
                key: 'p5' | 'p25' | 'p50' | 'p75' | 'p95',
                color: string,
              ) => ({
                label: name,
                value: formatGlucose(point[key], unit),
                color,
              });
              return (
                <ChartTooltip
                  title={`${clockLabel(minute)}–${clockLabel(minute + 15)}`}
                  rows={[
                    row('95th', 'p95', theme.color.infoSoft),
                    row('75th', 'p75', theme.color.info),
                    row('Median', 'p50', theme.color.text),
                    row('25th', 'p25', theme.color.info),
                    row('5th', 'p5', theme.color.infoSoft),
                  ]}
                />
              );
            }}
            theme={canvasTheme}
          />
        </div>
      )}
    </ChartBox>
  );
}

export interface CurveChartProps {
  /** Readings from 30 minutes before the meal to 2 hours after, every 5 minutes. */
  curve: (number | null)[];
  unit: GlucoseUnit;
  label: string;
  describedBy: string;
}

/** A meal's response: the readings around it, the meal at 0. */
export function CurveChart({ curve, unit, label, describedBy }: CurveChartProps) {
  const { theme, chartTheme } = useChartTheme();
  const data = useMemo<Series[]>(
    () => [
      {
        id: 'response',
        data: curve.map((value, i) => ({
          x: i * 5 - 30,
          y: value === null ? null : toUnit(value, unit),
        })),
      },
    ],
    [curve, unit],
  );
  const present = curve.filter((value): value is number => value !== null);
  const mealLine: Layer = ({ xScale, innerHeight }: LayerProps) => {
    const x = (xScale as (value: number) => number)(0);
    return (
      <line
        x1={x}
        x2={x}
        y1={0}
        y2={innerHeight}
        stroke={theme.color.warning}
        strokeDasharray="3 3"
      />
    );
  };
  return (
    <ChartBox height={120}>
      {(width) => (
        <Line<Series>
          width={width}
          height={120}
          data={data}
          margin={{ top: 8, right: 12, bottom: 24, left: 40 }}
          xScale={{ type: 'linear', min: -30, max: 120 }}
          yScale={{
            type: 'linear',
            min: toUnit(Math.min(...present, 70) - 5, unit),
            max: toUnit(Math.max(...present, 140) + 5, unit),
          }}
          colors={[theme.color.info]}
          lineWidth={CHART.lineWidth}
          enablePoints={false}
          enableGridX={false}
          enableGridY={false}
          axisBottom={axis(
            [-30, 0, 60, 120],
            (value: number) => (value === 0 ? 'meal' : `${value > 0 ? '+' : ''}${value}m`),
            6,
          )}
          axisLeft={axis(3, (value: number) => inUnit(value, unit), 6)}
          layers={[targetBand(unit, theme.color.successSoft), 'axes', mealLine, 'lines']}
          {...chartImage(chartTheme, label, describedBy)}
        />
      )}
    </ChartBox>
  );
}
