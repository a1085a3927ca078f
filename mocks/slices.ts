/**
 * The mocked server's longer work in the browser (a first visit's seed, the live demo's days) in
 * slices: a few steps at a time, the page's own work (a tap, a frame) between them.
 */

/** How long a slice runs before it yields to the page, in ms. */
export const SLICE_MS = 10;

/** Lets the browser run what waits (a tap, a frame) before the next piece of work. */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve));
}

/** Takes `steps` for about `sliceMs`; true once none is left. */
export function takeSlice(steps: Iterator<unknown>, sliceMs = SLICE_MS): boolean {
  const started = performance.now();
  let step = steps.next();
  while (!step.done && performance.now() - started < sliceMs) step = steps.next();
  return step.done === true;
}
