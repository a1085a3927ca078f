import { QueryClientProvider } from '@tanstack/react-query';
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BEFORE_PAINT_SETTINGS,
  beforePaint,
  beforePaintScript,
  OTHER_PAGE_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  SESSION_ATTRIBUTE,
  SIGNED_OUT_ATTRIBUTE,
  THEME_ATTRIBUTE,
} from '@/lib/before-paint';
import { SOCIAL_SESSION_HINT_COOKIE, THEME_STORAGE_KEY, TOKEN_KEY } from '@/lib/constants';
import { LATENCY_STORAGE_KEY, writeFailures } from '@/lib/demo-controls';
import { createQueryClient } from '@/lib/query-client';
import { signIn } from '@mocks/testing/fixtures';
import { App } from './app';
import { prerenderedRoutes, prerenderPage } from './prerender';
import { holdsThisPage } from './prerendered-page';
import { createAppRouter, createRoutes, withFirstScreenLoaded } from './router';

let root: Root | null = null;

/**
 * React's development build warns when one context is rendered by two renderers, as the build-time
 * renderer and the browser's are here, in one process (never on a page): not a hydration error.
 */
const TWO_RENDERERS =
  /^Detected multiple renderers concurrently rendering the same context provider/;

beforeAll(() => {
  // hydrateRoot is called directly, not through Testing Library, which would say so itself.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  for (const name of [
    SESSION_ATTRIBUTE,
    PRERENDERED_ATTRIBUTE,
    OTHER_PAGE_ATTRIBUTE,
    THEME_ATTRIBUTE,
  ]) {
    document.documentElement.removeAttribute(name);
  }
});

/** Serves the page rendered for `path` at the address `at`, as a static host would. */
async function serve(path: string, at = path) {
  // Rendered as the build renders it, with the visitor's session not known: the build has no
  // document to read a session from; this one is marked as holding a page rendered at build time.
  document.documentElement.setAttribute(PRERENDERED_ATTRIBUTE, path);
  const page = await prerenderPage(path, 'https://vitalis.example/');
  const [name, value] = page.attributes.split('=');
  document.documentElement.setAttribute(name, JSON.parse(value));
  document.head.innerHTML = page.head;
  document.body.innerHTML = `<div id="root">${page.html}</div>`;
  window.history.replaceState(null, '', at);
  return page;
}

/**
 * What the build knows nothing of, unlike the visitor's browser: a remembered dark mode, the
 * system asking for less motion, Demo controls' latency (none, as tests run) and a failure.
 */
function visitorsBrowser() {
  localStorage.setItem(THEME_STORAGE_KEY, 'dark');
  localStorage.setItem(LATENCY_STORAGE_KEY, '0');
  writeFailures([{ path: '/api/auth/login', status: 503, once: false }]);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/**
 * Puts the page rendered at build time for `path` in the document, as a static host serves it,
 * and hydrates it as src/app/mount.tsx does, with React's development build, which reports any
 * difference between the HTML and the first client render.
 */
async function serveAndHydrate(path: string) {
  const page = await serve(path);
  visitorsBrowser();
  const container = document.getElementById('root')!;
  expect(holdsThisPage(container)).toBe(true);
  const firstHeading = container.querySelector('h1');
  const errors: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => {
    const message = args.join(' ');
    if (!TWO_RENDERERS.test(message)) errors.push(message);
  });
  const queryClient = createQueryClient();
  const router = createAppRouter(await withFirstScreenLoaded(createRoutes(queryClient)));
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <App startup={null}>
            <RouterProvider router={router} />
          </App>
        </QueryClientProvider>
      </StrictMode>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  // Let the first reads (the session, the live demo's sample) answer and render.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return { page, container, firstHeading, errors };
}

describe('pages rendered at build time', () => {
  it('are the public pages and sign-in, each with its own title, description and sharing tags', async () => {
    expect(prerenderedRoutes.map((route) => route.path).sort()).toEqual(
      [
        '/',
        '/about',
        '/auth/forgot-password',
        '/auth/login',
        '/auth/register',
        '/features',
        '/landing-old',
        '/preview-dashboard',
        '/pricing',
        '/privacy',
        '/support',
        '/terms',
        '/testimonials',
      ].sort(),
    );
    const { head } = await prerenderPage('/pricing', 'https://vitalis.example/demo/');
    expect(head).toContain('<title>Pricing — Vitalis</title>');
    expect(head).toContain('<meta property="og:title" content="Pricing — Vitalis" />');
    expect(head).toContain('<meta name="description" content="Free for $0 forever');
    expect(head).toContain('<link rel="canonical" href="https://vitalis.example/demo/pricing" />');
    expect(head).toMatch(/<style data-styled="true"/);
  });

  it.each(prerenderedRoutes.map((route) => route.path))(
    '%s hydrates without a mismatch and keeps the HTML it was served',
    async (path) => {
      const { container, firstHeading, errors } = await serveAndHydrate(path);
      expect(errors).toEqual([]);
      expect(firstHeading).not.toBeNull();
      // Hydrated, not rendered again: the element the HTML brought is the one on screen.
      expect(container.contains(firstHeading)).toBe(true);
    },
  );

  it('shows a visitor who may be signed in no call to sign up before the session is known, then the right one', async () => {
    await signIn('demo');
    document.documentElement.setAttribute(SESSION_ATTRIBUTE, '');
    await serve('/');
    const signedOut = [...document.querySelectorAll(`[${SIGNED_OUT_ATTRIBUTE}]`)].map(
      (element) => element.textContent,
    );
    expect(signedOut.slice(0, 3)).toEqual(['Log In', 'Sign Up', 'Start your free trial']);
    // The feature cards' ways in: the live demo, or the sign-up.
    expect(signedOut.slice(3)).toEqual([
      'See it in the live demo',
      ...Array(5).fill('Sign up free to use it'),
    ]);

    const { container, errors } = await serveAndHydrate('/');
    expect(errors).toEqual([]);
    await vi.waitFor(() => expect(container.querySelector('a[href="/dashboard"]')).not.toBeNull());
    expect(container.querySelector(`[${SIGNED_OUT_ATTRIBUTE}]`)).toBeNull();
    expect(document.documentElement.hasAttribute(SESSION_ATTRIBUTE)).toBe(false);
  });

  it('hydrates only the page rendered for the address: a host answering every path with the landing shows it nowhere else', async () => {
    await serve('/', '/dashboard');
    beforePaint(BEFORE_PAINT_SETTINGS, '/');
    expect(document.documentElement.hasAttribute(OTHER_PAGE_ATTRIBUTE)).toBe(true);
    const container = document.getElementById('root')!;
    expect(holdsThisPage(container)).toBe(false);
    expect(container).toBeEmptyDOMElement();
    expect(document.documentElement.hasAttribute(OTHER_PAGE_ATTRIBUTE)).toBe(false);

    for (const [at, base, other] of [
      ['/auth/login', '/', false],
      ['/auth/login/', '/', false],
      ['/demo/auth/login', '/demo/', false],
      ['/auth/register', '/', true],
      ['/demo/auth/login', '/', true],
      ['/auth/login', '/demo/', true],
    ] as const) {
      await serve('/auth/login', at);
      beforePaint(BEFORE_PAINT_SETTINGS, base);
      expect(document.documentElement.hasAttribute(OTHER_PAGE_ATTRIBUTE), at).toBe(other);
      document.documentElement.removeAttribute(OTHER_PAGE_ATTRIBUTE);
    }
  });
});

describe('the script before the first paint', () => {
  const run = () => new Function(beforePaintScript('/'))();
  const root = document.documentElement;

  it('takes the remembered mode, else the system', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    run();
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    localStorage.removeItem(THEME_STORAGE_KEY);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('dark') }));
    run();
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    run();
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('light');
  });

  it('marks a possible session: a stored token or the Google session hint cookie, nothing else', () => {
    run();
    expect(root.hasAttribute(SESSION_ATTRIBUTE)).toBe(false);
    localStorage.setItem(TOKEN_KEY, 'a-token');
    run();
    expect(root.hasAttribute(SESSION_ATTRIBUTE)).toBe(true);
    root.removeAttribute(SESSION_ATTRIBUTE);
    localStorage.clear();
    document.cookie = `${SOCIAL_SESSION_HINT_COOKIE}=1; Path=/`;
    run();
    expect(root.hasAttribute(SESSION_ATTRIBUTE)).toBe(true);
  });

  it('leaves an app page (no page rendered at build time) alone', () => {
    window.history.replaceState(null, '', '/dashboard');
    run();
    expect(root.hasAttribute(OTHER_PAGE_ATTRIBUTE)).toBe(false);
  });
});
