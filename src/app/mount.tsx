import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { App } from './app';
import type { StartupState } from './data-notice';
import { holdsThisPage, takeOver } from './prerendered-page';
import { createAppRouter, createRoutes, withFirstScreenLoaded } from './router';

/** Once the app's first render has committed, the page is its own (see `takeOver`). */
function TakeOver() {
  useEffect(() => takeOver(document), []);
  return null;
}

/** The app's query client for the routes' first reads, loaded with the first of them. */
const appQueryClient = () => import('@/lib/query-client').then((m) => m.appQueryClient());

/**
 * Renders the app into `root`. A page rendered at build time has painted already: it is hydrated,
 * with its screen's code loaded first. Any other page is rendered here. `startup` is the mocked
 * API's start, when the build mocks it (src/main.tsx).
 */
export async function mount(root: HTMLElement, startup: Promise<StartupState> | null) {
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
