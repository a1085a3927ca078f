import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import NAV_ICONS from 'virtual:nav-icons';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { signIn } from '@mocks/testing/fixtures';
import { navEntries, routeManifest } from './route-manifest';
import { routes } from './router';

/**
 * The product's side navigation (SPEC.md), in its order: the oracle the manifest's order is checked
 * against. A screen SPEC does not name may stand anywhere among them.
 */
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

/** "file:line" of the first line of `file` (from the repository's root) that holds `text`. */
function lineOf(file: string, text: string): string {
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((each) => each.includes(text));
  return `${file}:${line + 1}`;
}

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

  it('has the icon each entry names, and no other (made from the manifest by vite.config.ts)', () => {
    for (const { path, nav } of navEntries) {
      expect(NAV_ICONS[nav.icon], `the icon of ${path} (${nav.icon})`).toBeDefined();
    }
    expect(Object.keys(NAV_ICONS).sort()).toEqual(
      [...new Set(navEntries.map(({ nav }) => nav.icon))].sort(),
    );
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
    // Each with the icon its entry names (made from the manifest by the build).
    for (const link of links) expect(link.querySelector('svg')).not.toBeNull();

    expect(new Set(labels).size, 'each nav entry has a label of its own').toBe(labels.length);
    expect(
      SPEC_NAV_ORDER.filter((label) => !labels.includes(label)),
      "SPEC's entries",
    ).toEqual([]);
    const specLabels = labels.filter((label) => SPEC_NAV_ORDER.includes(label));
    const inSpecOrder = [...specLabels].sort(
      (a, b) => SPEC_NAV_ORDER.indexOf(a) - SPEC_NAV_ORDER.indexOf(b),
    );
    // The first entry out of SPEC's order, and the one that SPEC puts in its place.
    const at = specLabels.findIndex((label, i) => label !== inSpecOrder[i]);
    const [early, due] = [specLabels[at], inSpecOrder[at]];
    expect(
      specLabels,
      `the side navigation has the order of src/app/route-manifest.ts: move the entry of '${due}' (${lineOf('src/app/route-manifest.ts', `label: '${due}'`)}) before the one of '${early}'`,
    ).toEqual(inSpecOrder);
  });
});
