import { lazy } from 'react';
import { readUrlState } from '@/lib/url-state';
import { VIEW, type MetricTab } from '../view-params';

const MODULES = {
  bar: () => import('@/components/charts/bar-chart'),
  line: () => import('./line-chart'),
  sparkline: () => import('./sparkline'),
};

/**
 * The chart modules, each its own chunk: the Overview draws only the sparkline (nivo's line),
 * Sleep and Activity the bar chart, Heart Rate and Weight the line chart. Until a module arrives
 * its panel shows a skeleton beside the text alternative, which needs no chart code.
 */
export const LazyBarChart = lazy(MODULES.bar);
export const LazyLineChart = lazy(MODULES.line);
export const LazySparkline = lazy(MODULES.sparkline);

const DRAWN_BY: Record<MetricTab, keyof typeof MODULES> = {
  overview: 'sparkline',
  sleep: 'bar',
  activity: 'bar',
  'heart-rate': 'line',
  weight: 'line',
};

/** Fetches the chart module the address's tab draws, with the screen's code and data. */
export function preloadCharts(search: URLSearchParams): Promise<unknown> {
  return MODULES[DRAWN_BY[readUrlState(VIEW, search).tab]]();
}
