import { lazy } from 'react';
import { readUrlState } from '@/lib/url-state';
import { VIEW } from '../view-params';

const charts = () => import('./glucose-charts');

/** The glucose charts (nivo), one chunk, fetched the first time a tab draws one. */
export const LazyTrendChart = lazy(() =>
  charts().then((module) => ({ default: module.TrendChart })),
);
export const LazyAgpChart = lazy(() => charts().then((module) => ({ default: module.AgpChart })));
export const LazyCurveChart = lazy(() =>
  charts().then((module) => ({ default: module.CurveChart })),
);

/**
 * Fetches the charts with the screen's code and data when the address's tab draws one (every tab
 * but Insights).
 */
export function preloadCharts(search: URLSearchParams): Promise<unknown> {
  return readUrlState(VIEW, search).tab === 'insights' ? Promise.resolve() : charts();
}
