import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { App } from './app/app';
import type { StartupState } from './app/data-notice';
import { startOnNeed } from './app/api-on-need';
import { holdsThisPage, takeOver } from './app/prerendered-page';
import { createAppRouter, createRoutes, withFirstScreenLoaded } from './app/router';
import { startApiWith, whenApiReady } from './lib/api/transport';

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

/** Once the app's first render has committed, the page is its own (see `takeOver`). */
function TakeOver() {
  useEffect(() => takeOver(document), []);
  return null;
}

/** The build setting itself, so a build with mocking off leaves the mocked API out (see lib/env). */
const mocking = import.meta.env.VITE_API_MOCKING !== 'off';

let startup: Promise<StartupState> | null = null;
if (mocking) {
  // Requests wait for the worker (one readiness promise in the request helper); the page does not.
  // Set before the router exists: its loaders send the first screen's reads at once. Nothing else
  // starts it before something needs it (`startOnNeed`).
  let settle: (state: StartupState) => void = () => {};
  startup = new Promise((resolve) => (settle = resolve));
  startApiWith(() => startMocking().then(settle));
  startOnNeed(document, () => void whenApiReady());
}
/** The app's query client for the routes' first reads, loaded with the first of them. */
const appQueryClient = () => import('./lib/query-client').then((m) => m.appQueryClient());

/**
 * A page rendered at build time has painted already: it is hydrated, with its screen's code loaded
 * first. Any other page is rendered here. (A function, not top-level await: chunks that import the
 * entry would otherwise have to be split out of it.)
 */
async function mount(root: HTMLElement) {
  const prerendered = holdsThisPage(root);
  const routes = createRoutes(appQueryClient);
  const router = createAppRouter(prerendered ? await withFirstScreenLoaded(routes) : routes);
  const app = (
    <StrictMode>
      <App startup={startup}>
        <RouterProvider router={router} />
        <TakeOver />
      </App>
    </StrictMode>
  );
  // Hydrated as a transition, React yields to the browser as it goes: no long task for a tap to
  // wait behind (Next.js and Remix hydrate so too).
  if (prerendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void mount(document.getElementById('root')!);
