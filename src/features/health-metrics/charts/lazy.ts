import { lazy } from 'react';

/**
 * The chart modules, each fetched the first time a tab draws one: the Overview loads only the
 * sparkline (nivo's line), Sleep and Activity the bar chart, and so on. Until a module arrives
 * its panel shows a skeleton beside the text alternative, which needs no chart code.
 */
export const LazyBarChart = lazy(() => import('./bar-chart'));
export const LazyLineChart = lazy(() => import('./line-chart'));
export const LazySparkline = lazy(() => import('./sparkline'));
