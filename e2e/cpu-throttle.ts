/**
 * How many times slower than this machine the browser runs every page under test, for the whole
 * real-browser suite: `E2E_CPU_THROTTLE=6` is a slow phone (DevTools' CPU throttling, applied in
 * e2e/support.ts); 1, unthrottled, when unset. Read by playwright.config.ts too, which stretches
 * its timeouts as much: a slow machine legitimately takes longer.
 */
export const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE || 1);

if (!(CPU_THROTTLE >= 1)) {
  throw new Error(
    `E2E_CPU_THROTTLE must be a number of at least 1, not "${process.env.E2E_CPU_THROTTLE}"`,
  );
}
