import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageSpinner, Spinner } from '@/components/spinner';
import { ProtectedRoute } from './protected-route';
import { RouteFocus } from './route-focus';
import { servedRoutes, type RouteEntry } from './route-manifest';

function RouteFallback() {
  return (
    <PageSpinner>
      <Spinner />
    </PageSpinner>
  );
}

/** A lazily loaded screen: its code is fetched the first time the route is visited. */
function toRoute({ path, load, meta }: RouteEntry): RouteObject {
  return { path, handle: { meta }, lazy: async () => ({ Component: await load() }) };
}

/**
 * One layout's routes: the protected ones grouped behind the auth gate, then the public ones in
 * the manifest's order, which keeps the not-found route `*` last.
 */
function layoutRoutes(layout: RouteEntry['layout']): RouteObject[] {
  const entries = servedRoutes.filter((entry) => entry.layout === layout);
  const gated = entries.filter((entry) => entry.access === 'protected').map(toRoute);
  const open = entries.filter((entry) => entry.access === 'public').map(toRoute);
  return gated.length > 0 ? [{ Component: ProtectedRoute, children: gated }, ...open] : open;
}

export const routes: RouteObject[] = [
  {
    Component: RouteFocus,
    HydrateFallback: RouteFallback,
    children: [
      {
        // The signed-in shell's code loads with the first page that shows it, never with a
        // full-page one such as the landing.
        lazy: async () => ({ Component: (await import('./shell/app-shell')).AppShell }),
        children: layoutRoutes('shell'),
      },
      ...layoutRoutes('bare'),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, {
    basename: import.meta.env.BASE_URL.replace(/\/$/, '') || '/',
  });
}
