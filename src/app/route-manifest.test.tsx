import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { signIn } from '@mocks/testing/fixtures';
import { navEntries, routeManifest } from './route-manifest';
import { routes } from './router';

/** The side navigation, in its order; the nav shows the built ones among them. */
const SPEC_NAV_ORDER = [
  'Home',
  'Dashboard',
  'Health Metrics',
  'Medical History',
  'Blood Work',
  'CGM',
  'Medications',
  'Supplements',
  'Nutrition',
  'Connected Devices',
  'Achievements',
  'Settings',
];

const NOT_FOUND = { name: '404 Page Not Found' };

// Tests run with the API mocked, so the navigation-only (mockingOnly) paths are served too.
const screens = routeManifest.filter((entry) => entry.path !== '*');
const protectedScreens = screens.filter((entry) => entry.access === 'protected');

/** The path of the deepest route the router picks for a URL. */
function matchedPath(url: string) {
  return matchRoutes(routes, url)?.at(-1)?.route.path;
}

describe('every route in the manifest', () => {
  it.each(screens.map((entry) => [entry.path, entry] as const))(
    '%s is served by its own route and renders a page',
    async (path, entry) => {
      expect(matchedPath(path)).toBe(path);
      if (entry.access === 'protected') await signIn('demo');
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('heading', NOT_FOUND)).not.toBeInTheDocument();
      // A signed-in visitor sees the protected page itself, not the login screen.
      if (entry.access === 'protected') expect(router.state.location.pathname).toBe(path);
    },
  );

  it.each(protectedScreens.map((entry) => entry.path))(
    '%s sends a signed-out visitor to /auth/login',
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
      expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    },
  );

  it.each(['/no/such/page', '/auth/no-such-screen'])(
    '%s shows the not-found screen',
    async (path) => {
      expect(matchedPath(path)).toBe('*');
      renderApp(path);
      expect(await screen.findByRole('heading', NOT_FOUND)).toBeInTheDocument();
    },
  );
});

describe('the side navigation', () => {
  it('links only to routes of the manifest', () => {
    expect(navEntries.length).toBeGreaterThan(0);
    for (const { path } of navEntries) {
      expect(screens.map((entry) => entry.path)).toContain(path);
      expect(matchedPath(path)).toBe(path);
    }
  });

  it("lists the manifest's nav entries in the side navigation's order", async () => {
    await signIn('demo');
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const nav = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole(
      'navigation',
      { name: 'Main' },
    );
    const links = within(within(nav).getByRole('list')).getAllByRole('link');
    const labels = links.map((link) => link.textContent?.trim() ?? '');
    expect(labels).toEqual(navEntries.map((entry) => entry.nav.label));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      navEntries.map((entry) => entry.path),
    );

    const positions = labels.map((label) => SPEC_NAV_ORDER.indexOf(label));
    expect(positions).not.toContain(-1);
    expect(new Set(positions).size).toBe(positions.length);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
