import type { RouteEntry } from './route-manifest';

/**
 * The demo shortcut screens' routes (`/instant` and the like), kept out of the route manifest: only
 * the router reaches them, behind the build setting, so a build with mocking off ships neither
 * their paths nor the demo credentials they sign in with. Marked pure: made by a call, the list
 * would otherwise stay in such a build, which never reads it.
 */
export const SHORTCUT_ROUTES: readonly RouteEntry[] = /* @__PURE__ */ [
  '/auth/quick-login',
  '/auth/test-login',
  '/debug',
  '/direct',
  '/medical-direct',
  '/medical-bypass',
  '/admin',
  '/instant',
].map((path) => ({
  path,
  access: 'public',
  layout: 'bare',
  load: () =>
    import('@/features/demo-shortcuts/shortcut-screens').then((m) => m.SHORTCUT_SCREENS[path]),
}));
