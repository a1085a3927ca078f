import { defineConfig } from '@playwright/test';
import { CPU_THROTTLE } from './e2e/cpu-throttle';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

/** Real-browser tests against the production build, served statically by `vite preview`. */
/** E2E_PORT lets two checkouts run their real-browser tests side by side. */
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  // A test's own timeout (test.setTimeout) stretches as these do: e2e/support.ts.
  timeout: 30_000 * CPU_THROTTLE,
  expect: { timeout: 10_000 * CPU_THROTTLE },
  // Every test has its own browser context, so its own service worker and mocked database.
  fullyParallel: true,
  // Much of a test is waiting (the product's delays, realistic latency): on the 2-core CI machine,
  // quiet, the unthrottled suite took 10.8–12.7 min in four runs on four workers, 12.7 on two, the
  // cores then busy throughout. Throttled, each page needs its core: two (README, "Tests").
  workers: CPU_THROTTLE === 1 ? 4 : 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
