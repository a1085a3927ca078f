import type { LineSvgProps } from '@nivo/line';
import { useMemo } from 'react';
import type { DefaultTheme } from 'styled-components';
import { useModeTheme } from '@/theme/theme-mode';
import type { Palette } from '@/theme/tokens';

/**
 * What every chart shares: the nivo theme made from the app's theme (so dark mode follows),
 * the sizes, and the choice of axis ticks. Types only from nivo here, so this module costs the
 * screen's chunk nothing.
 */

/** A series colour, named by its theme token. */
export type Tone = keyof Palette;

type NivoTheme = NonNullable<LineSvgProps<{ id: string; data: [] }>['theme']>;

export function nivoTheme(theme: DefaultTheme): NivoTheme {
  const { color, font, radius, shadow, space } = theme;
  const text = { fill: color.textMuted, fontFamily: font.family, fontSize: font.size.xs };
  return {
    background: 'transparent',
    text,
    axis: {
      domain: { line: { stroke: color.border, strokeWidth: 1 } },
      ticks: { line: { stroke: color.border, strokeWidth: 1 }, text },
      legend: { text: { ...text, fill: color.text } },
    },
    grid: {
      line: { stroke: color.border, strokeWidth: 1, strokeDasharray: CHART.gridDash.join(' ') },
    },
    crosshair: { line: { stroke: color.text, strokeWidth: 1, strokeOpacity: 0.5 } },
    markers: {
      lineColor: color.text,
      lineStrokeWidth: 2,
      text: {
        ...text,
        fill: color.text,
        fontWeight: font.weight.medium,
        outlineWidth: 0,
        outlineColor: 'transparent',
        outlineOpacity: 0,
      },
    },
    tooltip: {
      container: {
        background: color.surface,
        color: color.text,
        border: `1px solid ${color.border}`,
        borderRadius: radius.md,
        boxShadow: shadow.raised,
        fontFamily: font.family,
        fontSize: font.size.sm,
        padding: `${space.sm} ${space.md}`,
      },
    },
  };
}

/**
 * The theme with each font size in pixels, for a chart drawn on a canvas: nivo writes a canvas's
 * font as the size followed by "px", so the theme's "0.75rem" made no font at all and the canvas
 * kept its default, 10 px sans-serif. A rem is the page's root font size (16 px by default).
 */
export function inPixels<T>(value: T, rootPx: number): T {
  if (Array.isArray(value) || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === 'fontSize' && typeof inner === 'string' && inner.endsWith('rem')
        ? parseFloat(inner) * rootPx
        : inPixels(inner, rootPx),
    ]),
  ) as T;
}

/**
 * The app's theme in the current colour mode, and the nivo theme made from it, for SVG and for a
 * canvas (its font sizes in pixels).
 */
export function useChartTheme() {
  const theme = useModeTheme();
  const chartTheme = useMemo(() => nivoTheme(theme), [theme]);
  const canvasTheme = useMemo(
    () => inPixels(chartTheme, parseFloat(getComputedStyle(document.documentElement).fontSize)),
    [chartTheme],
  );
  return { theme, chartTheme, canvasTheme };
}

/** Chart heights and the room the axes need, in pixels as nivo takes them. */
export const CHART = {
  height: 240,
  /** A small chart's: a biomarker's few draws. */
  smallHeight: 160,
  sparklineHeight: 48,
  sparklineMargin: { top: 6, right: 6, bottom: 6, left: 6 },
  lineWidth: 2,
  /** Dot radii: a measurement on its own (a weighing), a point on a line. */
  dot: { measurement: 4, onLine: 3 },
  /** The right margin leaves room for half of the last day's label, centred on the last point. */
  margin: { top: 16, right: 28, bottom: 32, left: 48 },
  /** Horizontal room one tick label takes: "Nov 14", "14:00". */
  tickSpacing: { day: 72, hour: 56 },
  yTicks: 4,
  tickPadding: 8,
  /** Dashes: the grid's, and a target's line across the plot (a goal, a calorie target). */
  gridDash: [2, 4],
  goalDash: [6, 4],
} as const;

/**
 * An axis as every chart draws it: labels without tick marks, `tickPadding` away from the plot.
 */
export function axis<V>(
  tickValues: number | V[],
  format: (value: V) => string,
  tickPadding: number = CHART.tickPadding,
) {
  return { tickValues, tickSize: 0, tickPadding, format };
}

/**
 * The element around a chart drawn on a canvas: an image named by `label` and described by the
 * text alternative beside it (a canvas has no name of its own).
 */
export function canvasImage(label: string, describedBy: string) {
  return { role: 'img', 'aria-label': label, 'aria-describedby': describedBy } as const;
}

type CanvasLayer = (context: CanvasRenderingContext2D) => void;

/** nivo's canvas grid, with the dashes its SVG grid took from the theme (nivo draws it solid). */
export function dashedGrid<Layer>(grid: Layer): (Layer | CanvasLayer)[] {
  return [
    (context) => context.setLineDash(CHART.gridDash),
    grid,
    (context) => context.setLineDash([]),
  ];
}

/**
 * A vertical line through the point under the pointer, as nivo's SVG crosshair drew it (its canvas
 * line chart draws none); nivo has moved the origin to the plot's corner.
 */
export function drawCrosshair(
  context: CanvasRenderingContext2D,
  theme: NivoTheme,
  x: number,
  height: number,
) {
  const line = theme.crosshair?.line ?? {};
  context.save();
  context.strokeStyle = String(line.stroke);
  context.globalAlpha = Number(line.strokeOpacity ?? 1);
  context.lineWidth = Number(line.strokeWidth ?? 1);
  context.setLineDash([6, 6]);
  context.beginPath();
  context.moveTo(x, 0);
  context.lineTo(x, height);
  context.stroke();
  context.restore();
}

/**
 * What every chart hands nivo besides its drawing: the theme, no animation, and an image named by
 * `label` and described by the text alternative beside it.
 */
export function chartImage(theme: NivoTheme, label: string, describedBy: string) {
  return {
    theme,
    animate: false,
    role: 'img',
    ariaLabel: label,
    ariaDescribedBy: describedBy,
  } as const;
}

const HOUR_STEPS = [1, 2, 3, 4, 6, 12];

/**
 * The x-axis ticks for a width: as many labels as fit without overlapping. Days are evenly spaced
 * counting back from the latest, so today is always labelled; hours fall on round steps from
 * midnight (every 3 or 6 hours).
 */
export function pickTicks(
  labels: readonly string[],
  width: number,
  granularity: 'hour' | 'day',
): string[] {
  const room = Math.max(2, Math.floor(width / CHART.tickSpacing[granularity]));
  if (labels.length <= room) return [...labels];
  if (granularity === 'hour') {
    const step = HOUR_STEPS.find((candidate) => Math.ceil(labels.length / candidate) <= room) ?? 12;
    return labels.filter((_, i) => i % step === 0);
  }
  const step = Math.ceil(labels.length / room);
  return labels.filter((_, i) => (labels.length - 1 - i) % step === 0);
}

/**
 * Value-axis ticks for minutes, on whole hours ("2 h", "4 h"…) rather than d3's round minute
 * counts ("3.3 h"): no more than `CHART.yTicks` + 1 of them, the last at or above `maxMinutes`.
 */
export function hourTicks(maxMinutes: number): number[] {
  const hours = Math.max(1, Math.ceil(maxMinutes / 60));
  const step = [1, 2, 3, 4, 6].find((candidate) => hours / candidate <= CHART.yTicks) ?? 12;
  const top = Math.ceil(hours / step) * step;
  return Array.from({ length: top / step + 1 }, (_, i) => i * step * 60);
}
