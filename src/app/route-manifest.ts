import {
  ClipboardList,
  FlaskConical,
  HeartPulse,
  Home,
  LayoutDashboard,
  Pill,
  ShoppingBag,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { isMockingEnabled } from '@/lib/env';

export interface RouteEntry {
  path: string;
  /** `protected` routes sit behind the auth gate (`ProtectedRoute`). */
  access: 'public' | 'protected';
  /** `shell` pages render inside the app shell; `bare` ones fill the page, like the auth screens. */
  layout: 'shell' | 'bare';
  /** Present when the side navigation links to this route. */
  nav?: { label: string; icon: LucideIcon };
  /**
   * A path the real server answers as a page navigation. A service worker never sees
   * navigations, so the app serves it only while the API is mocked.
   */
  mockingOnly?: true;
  /** Fetches the screen's own chunk the first time the route is visited. */
  load: () => Promise<ComponentType>;
}

/**
 * Every route of the app, from which the router, the side navigation and the route tests are
 * generated.
 *
 * The side navigation lists the entries that have `nav`, in the order of this table, which
 * follows SPEC.md 2.2 (Home, Dashboard, Health Metrics, Medical History, Blood Work, CGM,
 * Medications, Supplements, Nutrition, Connected Devices, Achievements, Settings). A screen gets
 * its nav entry when it lands, placed at its SPEC position, so the navigation never links to a
 * page that does not exist. The not-found route `*` stays last.
 */
export const routeManifest: readonly RouteEntry[] = [
  {
    path: '/',
    access: 'public',
    layout: 'shell',
    nav: { label: 'Home', icon: Home },
    load: () => import('@/features/home/home-screen').then((m) => m.HomeScreen),
  },
  {
    path: '/dashboard',
    access: 'protected',
    layout: 'shell',
    nav: { label: 'Dashboard', icon: LayoutDashboard },
    load: () => import('@/features/dashboard/dashboard-screen').then((m) => m.DashboardScreen),
  },
  {
    path: '/health-metrics',
    access: 'protected',
    layout: 'shell',
    nav: { label: 'Health Metrics', icon: HeartPulse },
    load: () =>
      import('@/features/health-metrics/health-metrics-screen').then((m) => m.HealthMetricsScreen),
  },
  {
    path: '/medical-history',
    access: 'protected',
    layout: 'shell',
    nav: { label: 'Medical History', icon: ClipboardList },
    load: () =>
      import('@/features/medical-history/medical-history-screen').then(
        (m) => m.MedicalHistoryScreen,
      ),
  },
  {
    path: '/bloodwork',
    access: 'protected',
    layout: 'shell',
    nav: { label: 'Blood Work', icon: FlaskConical },
    load: () => import('@/features/bloodwork/bloodwork-screen').then((m) => m.BloodworkScreen),
  },
  {
    path: '/medications',
    access: 'protected',
    layout: 'shell',
    nav: { label: 'Medications', icon: Pill },
    load: () =>
      import('@/features/medications/medications-screen').then((m) => m.MedicationsScreen),
  },
  {
    path: '/supplements',
    access: 'protected',
    layout: 'shell',
    nav: { label: 'Supplements', icon: ShoppingBag },
    load: () =>
      import('@/features/supplements/supplements-screen').then((m) => m.SupplementsScreen),
  },
  {
    path: '/outbox',
    access: 'public',
    layout: 'shell',
    load: () => import('@/features/outbox/outbox-screen').then((m) => m.OutboxScreen),
  },
  {
    path: '/auth/login',
    access: 'public',
    layout: 'bare',
    load: () => import('@/features/auth/login-screen').then((m) => m.LoginScreen),
  },
  {
    path: '/auth/register',
    access: 'public',
    layout: 'bare',
    load: () => import('@/features/auth/register-screen').then((m) => m.RegisterScreen),
  },
  {
    path: '/register',
    access: 'public',
    layout: 'bare',
    load: () =>
      import('@/features/auth/register-variant-screen').then((m) => m.RegisterVariantScreen),
  },
  {
    path: '/auth/forgot-password',
    access: 'public',
    layout: 'bare',
    load: () =>
      import('@/features/auth/forgot-password-screen').then((m) => m.ForgotPasswordScreen),
  },
  {
    path: '/auth/reset-password',
    access: 'public',
    layout: 'bare',
    load: () => import('@/features/auth/reset-password-screen').then((m) => m.ResetPasswordScreen),
  },
  {
    path: '/auth/verify',
    access: 'public',
    layout: 'bare',
    load: () =>
      import('@/features/auth/verify-email-link-screen').then((m) => m.VerifyEmailLinkScreen),
  },
  {
    path: '/auth/verify-email',
    access: 'public',
    layout: 'bare',
    load: () => import('@/features/auth/verify-email-screen').then((m) => m.VerifyEmailScreen),
  },
  {
    path: '/auth/error',
    access: 'public',
    layout: 'bare',
    load: () => import('@/features/auth/auth-error-screen').then((m) => m.AuthErrorScreen),
  },
  {
    path: '/api/auth/google',
    access: 'public',
    layout: 'bare',
    mockingOnly: true,
    load: () => import('@/features/auth/google-consent-screen').then((m) => m.GoogleConsentScreen),
  },
  {
    path: '/api/logout',
    access: 'public',
    layout: 'bare',
    mockingOnly: true,
    load: () => import('@/features/auth/logout-screen').then((m) => m.LogoutScreen),
  },
  {
    path: '*',
    access: 'public',
    layout: 'bare',
    load: () => import('@/features/not-found/not-found-screen').then((m) => m.NotFoundScreen),
  },
];

/** The routes this build serves: the navigation-only paths only while the API is mocked. */
export const servedRoutes = routeManifest.filter((entry) => !entry.mockingOnly || isMockingEnabled);

export type NavEntry = RouteEntry & { nav: NonNullable<RouteEntry['nav']> };

/** The side navigation's entries, in the table's (SPEC.md 2.2) order. */
export const navEntries = servedRoutes.filter(
  (entry): entry is NavEntry => entry.nav !== undefined,
);
