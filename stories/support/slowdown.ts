/**
 * Where the real-browser suite, when it slows a page's CPU down (E2E_CPU_THROTTLE, e2e/support.ts),
 * tells the page by how many times, so a story's own waits stretch as the suite's timeouts do.
 */
export const SLOWDOWN_KEY = '__cpuSlowdown';

/** How many times slower than the machine the page runs: 1 unless the suite says otherwise. */
export function slowdown(): number {
  const told = (window as unknown as Record<string, unknown>)[SLOWDOWN_KEY];
  return typeof told === 'number' && told > 1 ? told : 1;
}
