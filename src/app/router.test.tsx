import { matchRoutes, type RouteObject } from 'react-router-dom';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiKey, SESSION_KEY } from '@/lib/api/queries';
import { createQueryClient } from '@/lib/query-client';
import { signIn } from '@mocks/testing/fixtures';
import { createRoutes } from './router';
import { SHORTCUT_ROUTES } from './shortcut-routes';

/** The CGM's chart code, as its route asks for it: whether the session check had answered then. */
const chartsAsked = vi.hoisted(() => [] as { search: string; sessionKnown: boolean }[]);
let loaded: ReturnType<typeof createQueryClient> | undefined;
vi.mock('@/features/glucose/charts/lazy', () => ({
  preloadCharts: (search: URLSearchParams) =>
    chartsAsked.push({
      search: search.toString(),
      sessionKnown: loaded?.getQueryData(SESSION_KEY) !== undefined,
    }),
}));

function routeAt(routes: RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const found = routeAt(route.children ?? [], path);
    if (found) return found;
  }
  return undefined;
}

/** Runs the route's loader alone, as the router does beside loading the screen's code. */
function load(path: string, search = '') {
  const client = createQueryClient();
  const loader = routeAt(createRoutes(client), path)?.loader;
  if (typeof loader !== 'function') throw new Error(`${path} has no loader`);
  const request = new Request(new URL(path + search, window.location.href));
  loaded = client;
  void loader({ request, params: {}, context: undefined } as never);
  return client;
}

describe('route loaders', () => {
  it("start a signed-in screen's first reads without its screen", async () => {
    await signIn('demo');
    const client = load('/medications');
    await waitFor(() =>
      expect(client.getQueryState(apiKey('getMedicationSchedule'))?.status).toBe('success'),
    );
    expect(client.getQueryState(apiKey('listMedications'))?.status).toBe('success');
  });

  it('start the reads of the view in the address', async () => {
    await signIn('demo');
    const metrics = load('/health-metrics', '?range=30d&tab=sleep');
    await waitFor(() =>
      expect(
        metrics.getQueryState(apiKey('getHealthMetrics', { query: { range: '30d' } }))?.status,
      ).toBe('success'),
    );
    const settings = load('/settings', '?tab=privacy');
    await waitFor(() =>
      expect(settings.getQueryState(apiKey('getPrivacySettings'))?.status).toBe('success'),
    );
    expect(settings.getQueryState(apiKey('listConnectedDevices'))).toBeUndefined();
  });

  it('read nothing for a visitor who is not signed in', async () => {
    const client = load('/medications');
    await waitFor(() => expect(client.getQueryData(SESSION_KEY)).toBeNull());
    expect(client.getQueryState(apiKey('listMedications'))).toBeUndefined();
  });

  it("ask for a screen's chart code without waiting for the session check", async () => {
    chartsAsked.length = 0;
    await signIn('demo');
    const client = load('/cgm', '?tab=weekly&days=7');
    await waitFor(() => expect(client.getQueryData(SESSION_KEY)).toBeTruthy());
    expect(chartsAsked).toEqual([{ search: 'tab=weekly&days=7', sessionKnown: false }]);
  });

  it('load no chart code for a visitor no check could find signed in', async () => {
    chartsAsked.length = 0;
    const client = load('/cgm', '?tab=weekly');
    await waitFor(() => expect(client.getQueryData(SESSION_KEY)).toBeNull());
    await vi.dynamicImportSettled();
    expect(chartsAsked).toEqual([]);
  });
});

describe('the demo shortcuts', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  /** The pattern of the innermost route the app's routes match `path` with. */
  const matched = (routes: RouteObject[], path: string) =>
    matchRoutes(routes, path)?.at(-1)?.route.path;

  it('are served while the API is mocked, and are the Not Found page in a build with mocking off', async () => {
    const paths = SHORTCUT_ROUTES.map((entry) => entry.path);
    for (const path of paths) expect(matched(createRoutes(), path)).toBe(path);
    vi.stubEnv('VITE_API_MOCKING', 'off');
    vi.resetModules();
    const withMockingOff = await import('./router');
    for (const path of paths) expect(matched(withMockingOff.createRoutes(), path), path).toBe('*');
  });
});
