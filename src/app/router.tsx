import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { PageSpinner, Spinner } from '@/components/spinner';
import { maySessionExist } from '@/lib/session-hint';
import { RouteFocus } from './route-focus';
import { routeManifest, type RouteEntry } from './route-manifest';
import { SHORTCUT_ROUTES } from './shortcut-routes';

/**
 * The routes this build serves: the demo shortcuts and the navigation-only paths only while the
 * API is mocked. The build setting is read here rather than through `isMockingEnabled`: Rolldown
 * leaves out code behind a constant condition of the module itself only, and so a build with
 * mocking off ships no shortcut (nor the demo credentials its chunk holds).
 */
const servedRoutes: readonly RouteEntry[] =
  import.meta.env.VITE_API_MOCKING !== 'off'
    ? [...SHORTCUT_ROUTES, ...routeManifest]
    : routeManifest.filter((entry) => !entry.mockingOnly);

function RouteFallback() {
  return (
    <PageSpinner>
      <Spinner />
    </PageSpinner>
  );
}

/**
 * The query client the routes' loaders prefetch into: a test's own, or the app's, loaded with the
 * first loader that runs (src/app/mount.tsx), so a page without one does not download React Query.
 */
export type PrefetchClient = QueryClient | (() => Promise<QueryClient>);

/**
 * A lazily loaded screen: its code is fetched the first time the route is visited and, given the
 * app's query client, its first reads (for a signed-in visitor on a protected route) and the chart
 * module it draws first (for one who may be) at the same moment. The loader does not wait for them:
 * the screen shows its skeletons until they arrive.
 */
function toRoute(entry: RouteEntry, client?: PrefetchClient): RouteObject {
  const { path, load, meta, data, charts } = entry;
  const route: RouteObject = {
    path,
    handle: { meta },
    lazy: async () => ({ Component: await load() }),
  };
  if (client && (data || charts)) {
    route.loader = ({ request }) => {
      void prefetchRoute(client, entry, new URL(request.url).searchParams);
      return null;
    };
    // Within the screen (a tab, a range) its own queries read what they need.
    route.shouldRevalidate = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;
  }
  return route;
}

async function prefetchRoute(
  source: PrefetchClient,
  { access, data, charts }: RouteEntry,
  search: URLSearchParams,
) {
  // The chart code does not wait for the session check, which on a page just opened waits for the
  // mocked API to start: cold deep links to CGM and Health Metrics showed their content 40–55 ms
  // sooner without the wait (means of 12). A visitor whom no check could find signed in is sent to
  // sign in, and loads none.
  if (access === 'public' || maySessionExist()) void charts?.(search);
  const [client, { currentUserQuery }] = await Promise.all([
    typeof source === 'function' ? source() : source,
    import('@/lib/auth'),
  ]);
  const [prefetch, user] = await Promise.all([
    data?.(),
    access === 'protected' ? client.ensureQueryData(currentUserQuery) : true,
  ]);
  if (user) prefetch?.(client, search);
}

/**
 * The layers around the signed-in screens, each loaded with the first screen inside it: React
 * Query with the app's client and the session watch, never loaded by a page of the public site;
 * the signed-in shell, never by a full-page screen such as the landing; the auth gate.
 */
const LAYERS = {
  queries: () => import('./query-scope').then((m) => m.QueryScope),
  shell: () => import('./shell/app-shell').then((m) => m.AppShell),
  gate: () => import('./protected-route').then((m) => m.ProtectedRoute),
};

/** Where every sign-in lands (the login, the personas, the demo shortcuts, a new account). */
const SIGNED_IN_HOME = routeManifest.find((entry) => entry.path === '/dashboard')!;

/**
 * What a sign-in will load, for the build to list (scripts/prerender.mjs) and the page to fetch
 * ahead while the visitor types (`preloadSignedIn`): the layers around the screen it lands on, its
 * code, its first reads' module and its chart module.
 */
export const afterSignIn: (() => Promise<unknown>)[] = [
  LAYERS.queries,
  LAYERS.shell,
  LAYERS.gate,
  SIGNED_IN_HOME.load,
  ...(SIGNED_IN_HOME.data ? [SIGNED_IN_HOME.data] : []),
  ...(SIGNED_IN_HOME.charts ? [() => SIGNED_IN_HOME.charts!(new URLSearchParams())] : []),
];

/**
 * One layout's routes: the protected ones grouped behind the auth gate, then the public ones in
 * the manifest's order, which keeps the not-found route `*` last.
 */
function layoutRoutes(layout: RouteEntry['layout'], client?: PrefetchClient): RouteObject[] {
  const entries = servedRoutes.filter((entry) => entry.layout === layout && !entry.withoutQueries);
  const routesOf = (access: RouteEntry['access']) =>
    entries.filter((entry) => entry.access === access).map((entry) => toRoute(entry, client));
  const gated = routesOf('protected');
  const open = routesOf('public');
  const gate: RouteObject = {
    lazy: async () => ({ Component: await LAYERS.gate() }),
    children: gated,
  };
  return gated.length > 0 ? [gate, ...open] : open;
}

/** The app's routes; with a query client, each screen's first reads start with its code. */
export const createRoutes = (client?: PrefetchClient): RouteObject[] => [
  {
    Component: RouteFocus,
    HydrateFallback: RouteFallback,
    children: [
      {
        lazy: async () => ({ Component: await LAYERS.queries() }),
        children: [
          {
            lazy: async () => ({ Component: await LAYERS.shell() }),
            children: layoutRoutes('shell', client),
          },
          ...layoutRoutes('bare', client),
        ],
      },
      ...servedRoutes.filter((entry) => entry.withoutQueries).map((entry) => toRoute(entry)),
    ],
  },
];

/** The routes without prefetching, for tests and stories that render screens by path. */
export const routes = createRoutes();

/** Where the app lives on its host: `/`, or the build's BASE_PATH. */
export const routerBasename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

export function createAppRouter(routes: RouteObject[]) {
  return createBrowserRouter(routes, { basename: routerBasename });
}

/**
 * Loads the code of the routes the address matches, before a router exists: a page rendered to HTML
 * at build time hydrates only if the first render is that page, not the fallback shown while its
 * chunk loads.
 */
export async function withFirstScreenLoaded(routes: RouteObject[]): Promise<RouteObject[]> {
  const matches = matchRoutes(routes, window.location, routerBasename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return routes;
}
