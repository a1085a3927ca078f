import { lazy } from 'react';

/** The glucose charts (nivo), fetched the first time a tab draws one. */
export const LazyTrendChart = lazy(() =>
  import('./glucose-charts').then((module) => ({ default: module.TrendChart })),
);
export const LazyAgpChart = lazy(() =>
  import('./glucose-charts').then((module) => ({ default: module.AgpChart })),
);
export const LazyCurveChart = lazy(() =>
  import('./glucose-charts').then((module) => ({ default: module.CurveChart })),
);
