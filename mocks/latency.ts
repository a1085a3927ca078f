import { isTestRun } from './mode';

/**
 * The mocked server's delay: none in tests, a small random one in dev and demo builds so loading
 * states are seen. `localStorage['vitalis:mock-latency'] = '0'` (or 'min-max', in ms) adjusts it.
 */
export const LATENCY_STORAGE_KEY = 'vitalis:mock-latency';
const DEFAULT_RANGE: [number, number] = [150, 450];

export function parseLatency(setting: string | null): [number, number] {
  if (setting === null) return DEFAULT_RANGE;
  const [min, max = min] = setting.split('-').map(Number);
  if (!Number.isFinite(min) || !Number.isFinite(max) || min < 0 || max < min) return DEFAULT_RANGE;
  return [min, max];
}

export function mockLatency(): number {
  if (isTestRun()) return 0;
  const [min, max] = parseLatency(globalThis.localStorage?.getItem(LATENCY_STORAGE_KEY) ?? null);
  return min + Math.round(Math.random() * (max - min));
}
