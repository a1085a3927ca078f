import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { App } from './app/app';
import type { StartupState } from './app/data-notice';
import { holdsThisPage } from './app/prerendered-page';
import { createAppRouter, createRoutes, withFirstScreenLoaded } from './app/router';
import { startApiWith, whenApiReady } from './lib/api-client';
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

/** The build setting itself, so a build with mocking off leaves the mocked API out (see lib/env). */
const mocking = import.meta.env.VITE_API_MOCKING !== 'off';

let startup: Promise<StartupState> | null = null;
if (mocking) {
  // Requests wait for the worker (one readiness promise in the request helper); the page does not.
  // Set before the router exists: its loaders send the first screen's reads at once.
  let settle: (state: StartupState) => void = () => {};
  startup = new Promise((resolve) => (settle = resolve));
  startApiWith(() => startMocking().then(settle));
}
const queryClient = createQueryClient();

/**
 * A page rendered at build time has painted already: it is hydrated, with its screen's code loaded
 * first. Any other page is rendered here. (A function, not top-level await: chunks that import the
 * entry would otherwise have to be split out of it.)
 */
async function mount(root: HTMLElement) {
  const prerendered = holdsThisPage(root);
  const routes = createRoutes(queryClient);
  const router = createAppRouter(prerendered ? await withFirstScreenLoaded(routes) : routes);
  if (mocking) afterFirstScreen(router, () => void whenApiReady());
  const app = (
    <StrictMode>
      <App queryClient={queryClient} startup={startup}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  // Hydrated as a transition, React yields to the browser as it goes: no long task for a tap to
  // wait behind (Next.js and Remix hydrate so too).
  if (prerendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void mount(document.getElementById('root')!);
