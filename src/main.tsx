import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import type { StartupState } from './app/data-notice';
import { createAppRouter } from './app/router';
import { startApiWith, whenApiReady } from './lib/api-client';
import { isMockingEnabled } from './lib/env';
import { createQueryClient } from './lib/query-client';

/** Loads and starts the mocked API; a browser that blocks its worker gets a notice, not a blank page. */
async function startMocking(): Promise<StartupState> {
  try {
    const { startMockedApi } = await import('@mocks/browser');
    return await startMockedApi();
  } catch (error) {
    console.error('The mocked API could not start:', error);
    return { state: 'mocking-failed' };
  }
}

/** Resolves once the router has loaded the first screen's code. */
function firstScreenLoaded(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** A browser that reports no paint (an unsupported API, a hidden tab) starts after this. */
const PAINT_WAIT_LIMIT_MS = 3000;

/** Resolves once the browser has painted content (Paint Timing), or after the limit. */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, PAINT_WAIT_LIMIT_MS);
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Runs once the first screen has been painted: its code loaded, then a frame drawn with it. */
function afterFirstScreen(router: ReturnType<typeof createAppRouter>, run: () => void) {
  void Promise.all([firstScreenLoaded(router), firstContentfulPaint()]).then(() =>
    // A task queued from an animation frame runs after that frame is painted.
    requestAnimationFrame(() => setTimeout(run)),
  );
}

let startup: Promise<StartupState> | null = null;
if (isMockingEnabled) {
  // Requests wait for the worker (one readiness promise in the request helper); the page does not.
  // Set before the router exists: its loaders send the first screen's reads at once.
  let settle: (state: StartupState) => void = () => {};
  startup = new Promise((resolve) => (settle = resolve));
  startApiWith(() => startMocking().then(settle));
}
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
if (isMockingEnabled) afterFirstScreen(router, () => void whenApiReady());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} startup={startup} />
  </StrictMode>,
);
