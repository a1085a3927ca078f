import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageSpinner, Spinner } from '@/components/spinner';
import { isMockingEnabled } from '@/lib/env';
import { ProtectedRoute } from './protected-route';
import { RouteFocus } from './route-focus';
import { AppShell } from './shell/app-shell';

/** A lazily loaded screen: its code is fetched the first time the route is visited. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

function RouteFallback() {
  return (
    <PageSpinner>
      <Spinner />
    </PageSpinner>
  );
}

/**
 * Paths the real server answers as page navigations. A service worker never sees navigations, so
 * while the API is mocked the app serves them; otherwise they belong to the server.
 */
const serverNavigationRoutes: RouteObject[] = isMockingEnabled
  ? [
      {
        path: '/api/auth/google',
        lazy: screen(
          () => import('@/features/auth/google-consent-screen'),
          (m) => m.GoogleConsentScreen,
        ),
      },
      {
        path: '/api/logout',
        lazy: screen(
          () => import('@/features/auth/logout-screen'),
          (m) => m.LogoutScreen,
        ),
      },
    ]
  : [];

export const routes: RouteObject[] = [
  {
    Component: RouteFocus,
    HydrateFallback: RouteFallback,
    children: [
      {
        Component: AppShell,
        children: [
          {
            path: '/',
            lazy: screen(
              () => import('@/features/home/home-screen'),
              (m) => m.HomeScreen,
            ),
          },
          {
            path: '/outbox',
            lazy: screen(
              () => import('@/features/outbox/outbox-screen'),
              (m) => m.OutboxScreen,
            ),
          },
          {
            Component: ProtectedRoute,
            children: [
              {
                path: '/dashboard',
                lazy: screen(
                  () => import('@/features/dashboard/dashboard-screen'),
                  (m) => m.DashboardScreen,
                ),
              },
            ],
          },
        ],
      },
      {
        path: '/auth/login',
        lazy: screen(
          () => import('@/features/auth/login-screen'),
          (m) => m.LoginScreen,
        ),
      },
      {
        path: '/auth/register',
        lazy: screen(
          () => import('@/features/auth/register-screen'),
          (m) => m.RegisterScreen,
        ),
      },
      {
        path: '/register',
        lazy: screen(
          () => import('@/features/auth/register-variant-screen'),
          (m) => m.RegisterVariantScreen,
        ),
      },
      {
        path: '/auth/forgot-password',
        lazy: screen(
          () => import('@/features/auth/forgot-password-screen'),
          (m) => m.ForgotPasswordScreen,
        ),
      },
      {
        path: '/auth/reset-password',
        lazy: screen(
          () => import('@/features/auth/reset-password-screen'),
          (m) => m.ResetPasswordScreen,
        ),
      },
      {
        path: '/auth/verify',
        lazy: screen(
          () => import('@/features/auth/verify-email-link-screen'),
          (m) => m.VerifyEmailLinkScreen,
        ),
      },
      {
        path: '/auth/verify-email',
        lazy: screen(
          () => import('@/features/auth/verify-email-screen'),
          (m) => m.VerifyEmailScreen,
        ),
      },
      {
        path: '/auth/error',
        lazy: screen(
          () => import('@/features/auth/auth-error-screen'),
          (m) => m.AuthErrorScreen,
        ),
      },
      ...serverNavigationRoutes,
      {
        path: '*',
        lazy: screen(
          () => import('@/features/not-found/not-found-screen'),
          (m) => m.NotFoundScreen,
        ),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, {
    basename: import.meta.env.BASE_URL.replace(/\/$/, '') || '/',
  });
}
