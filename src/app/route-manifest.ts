import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { PageMeta } from '@/lib/page-meta';
import type { IconName } from '@/theme/icons';

/** Starts a screen's first reads for the address it opens (its search parameters). */
export type RoutePrefetch = (queryClient: QueryClient, search: URLSearchParams) => void;

export interface RouteEntry {
  path: string;
  /** `protected` routes sit behind the auth gate (`ProtectedRoute`). */
  access: 'public' | 'protected';
  /** `shell` pages render inside the app shell; `bare` ones fill the page, like the auth screens. */
  layout: 'shell' | 'bare';
  /**
   * Present when the side navigation links to this route (never a `mockingOnly` one): its label,
   * its lucide-react icon by name (written as a string: the build reads it from this file, see
   * `lucideIcons` in vite.config.ts), and `aliases`, other paths of the same screen on which this
   * link shows as the current page.
   */
  nav?: { label: string; icon: IconName; aliases?: string[] };
  /**
   * A path the real server answers as a page navigation. A service worker never sees
   * navigations, so the app serves it only while the API is mocked.
   */
  mockingOnly?: true;
  /** Fetches the screen's own chunk the first time the route is visited. */
  load: () => Promise<ComponentType>;
  /**
   * Fetches the screen's first reads, started with its chunk rather than after it: a small module
   * (the feature's `api.ts`) whose `prefetch` asks the query client for them.
   */
  data?: () => Promise<RoutePrefetch>;
  /**
   * Fetches the chart module the address shows first, with the screen's chunk and its data rather
   * than after them: for screens that always draw a chart.
   */
  charts?: (search: URLSearchParams) => Promise<unknown>;
  /** The page's title, description and sharing tags; the site's defaults when absent. */
  meta?: PageMeta;
  /**
   * The build renders the page to HTML (`dist/<path>/index.html`), which paints before any script
   * runs and then hydrates: only pages that show every visitor the same content.
   */
  prerender?: true;
  /**
   * The screen reads the API as it mounts, with no visitor action: its page rendered at build time
   * asks for the mocked API's files with the app's own, two a task, where Vite's preloading would
   * append them all in one task once the read starts (58 ms of a 126 ms task at 4× CPU on the
   * live demo's page).
   */
  readsApiOnLoad?: true;
  /**
   * The screen reads nothing through React Query, only the session (from the session store): its
   * page loads without React Query or the app's query client. The public site's pages.
   */
  withoutQueries?: true;
}

/** A full page of the public site, in its own chunk. */
function publicPage(path: string, load: RouteEntry['load'], meta: PageMeta): RouteEntry {
  return {
    path,
    access: 'public',
    layout: 'bare',
    load,
    meta,
    prerender: true,
    withoutQueries: true,
  };
}

/**
 * Every route of the app, from which the router, the side navigation and the route tests are
 * generated; the router adds the demo shortcuts (`SHORTCUT_ROUTES`) while the API is mocked.
 *
 * The side navigation lists the entries that have `nav`, in the order of this table, which
 * follows the product's side navigation (Home, Dashboard, Health Metrics, Medical History, Blood
 * Work, CGM, Medications, Supplements, Nutrition, Connected Devices, Achievements, Settings). A
 * screen gets its nav entry when it lands, placed at its position, so the navigation never links
 * to a page that does not exist. The not-found route `*` stays last.
 */
export const routeManifest: readonly RouteEntry[] = [
  {
    path: '/',
    access: 'public',
    layout: 'bare',
    nav: { label: 'Home', icon: 'Home' },
    load: () => import('@/features/marketing/landing-screen').then((m) => m.LandingScreen),
    prerender: true,
    withoutQueries: true,
    meta: {
      title: 'Vitalis — personal health dashboard',
      description:
        'See your health at a glance: metrics, blood work, glucose, medications, nutrition and 50+ device types in one dashboard, with AI-assisted insights. Free 14-day trial, no credit card.',
    },
  },
  {
    path: '/dashboard',
    access: 'protected',
    layout: 'shell',
    nav: { label: 'Dashboard', icon: 'LayoutDashboard' },
    load: () => import('@/features/dashboard/dashboard-screen').then((m) => m.DashboardScreen),
    data: () => import('@/features/dashboard/api').then((m) => m.prefetch),
  },
  {
    path: '/health-metrics',
    access: 'protected',
    layout: 'shell',
    nav: { label: 'Health Metrics', icon: 'HeartPulse' },
    load: () =>
      import('@/features/health-metrics/health-metrics-screen').then((m) => m.HealthMetricsScreen),
    data: () => import('@/features/health-metrics/api').then((m) => m.prefetch),
    charts: (search) =>
      import('@/features/health-metrics/charts/lazy').then((m) => m.preloadCharts(search)),
  },
  {
    path: '/medical-history',
    access: 'protected',
    layout: 'shell',
    nav: { label: 'Medical History', icon: 'ClipboardList' },
    load: () =>
      import('@/features/medical-history/medical-history-screen').then(
        (m) => m.MedicalHistoryScreen,
      ),
    data: () => import('@/features/medical-history/api').then((m) => m.prefetch),
  },
  {
    path: '/bloodwork',
    access: 'protected',
    layout: 'shell',
    nav: { label: 'Blood Work', icon: 'FlaskConical' },
    load: () => import('@/features/bloodwork/bloodwork-screen').then((m) => m.BloodworkScreen),
    data: () => import('@/features/bloodwork/api').then((m) => m.prefetch),
  },
  {
    path: '/cgm',
    access: 'protected',
    layout: 'shell',
    nav: { label: 'CGM', icon: 'Droplet', aliases: ['/glucose'] },
    load: () => import('@/features/glucose/glucose-screen').then((m) => m.GlucoseScreen),
    data: () => import('@/features/glucose/api').then((m) => m.prefetch),
    charts: (search) =>
      import('@/features/glucose/charts/lazy').then((m) => m.preloadCharts(search)),
  },
  {
    path: '/glucose',
    access: 'protected',
    layout: 'shell',
    load: () => import('@/features/glucose/glucose-screen').then((m) => m.GlucoseScreen),
    data: () => import('@/features/glucose/api').then((m) => m.prefetch),
    charts: (search) =>
      import('@/features/glucose/charts/lazy').then((m) => m.preloadCharts(search)),
  },
  {
    path: '/medications',
    access: 'protected',
    layout: 'shell',
    nav: { label: 'Medications', icon: 'Pill' },
    load: () =>
      import('@/features/medications/medications-screen').then((m) => m.MedicationsScreen),
    data: () => import('@/features/medications/api').then((m) => m.prefetch),
  },
  {
    path: '/supplements',
    access: 'protected',
    layout: 'shell',
    nav: { label: 'Supplements', icon: 'ShoppingBag' },
    load: () =>
      import('@/features/supplements/supplements-screen').then((m) => m.SupplementsScreen),
    data: () => import('@/features/supplements/api').then((m) => m.prefetch),
  },
  {
    path: '/nutrition',
    access: 'protected',
    layout: 'shell',
    nav: { label: 'Nutrition', icon: 'Apple' },
    load: () => import('@/features/nutrition/nutrition-screen').then((m) => m.NutritionScreen),
    data: () => import('@/features/nutrition/api').then((m) => m.prefetch),
  },
  {
    path: '/connected-devices',
    access: 'protected',
    layout: 'shell',
    nav: { label: 'Connected Devices', icon: 'Watch' },
    load: () =>
      import('@/features/devices/connected-devices-screen').then((m) => m.ConnectedDevicesScreen),
    data: () => import('@/lib/devices/api').then((m) => m.prefetch),
  },
  {
    path: '/achievements',
    access: 'protected',
    layout: 'shell',
    nav: { label: 'Achievements', icon: 'Trophy' },
    load: () =>
      import('@/features/achievements/achievements-screen').then((m) => m.AchievementsScreen),
    data: () => import('@/features/achievements/api').then((m) => m.prefetch),
  },
  {
    path: '/settings',
    access: 'protected',
    layout: 'shell',
    nav: { label: 'Settings', icon: 'Settings' },
    load: () => import('@/features/settings/settings-screen').then((m) => m.SettingsScreen),
    data: () => import('@/features/settings/api').then((m) => m.prefetch),
  },
  {
    path: '/settings/confirm-email',
    access: 'public',
    layout: 'bare',
    load: () =>
      import('@/features/settings/confirm-email-screen').then((m) => m.ConfirmEmailScreen),
  },
  {
    path: '/api/auth/:provider',
    access: 'protected',
    layout: 'bare',
    mockingOnly: true,
    load: () =>
      import('@/features/devices/device-consent-screen').then((m) => m.DeviceConsentScreen),
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
    prerender: true,
    meta: {
      title: 'Log in',
      description:
        'Log in to Vitalis to see your health overview: metrics, blood work, glucose, medications and more.',
    },
  },
  {
    path: '/auth/register',
    access: 'public',
    layout: 'bare',
    load: () => import('@/features/auth/register-screen').then((m) => m.RegisterScreen),
    prerender: true,
    meta: {
      title: 'Create your account',
      description:
        'Create your Vitalis account and start your 14-day free trial. No credit card required.',
    },
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
    prerender: true,
    meta: {
      title: 'Forgot your password?',
      description:
        'Enter the email address of your Vitalis account and we will send you a link to reset your password.',
    },
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
  // The public site and the live demo dashboard.
  publicPage(
    '/landing-old',
    () => import('@/features/marketing/landing-old-screen').then((m) => m.LandingOldScreen),
    {
      title: 'Welcome',
      description:
        'Vitalis brings your wearables, glucose monitor, lab results and nutrition together, with insights you can act on. Join 10,000+ users.',
    },
  ),
  publicPage(
    '/features',
    () => import('@/features/marketing/features-screen').then((m) => m.FeaturesScreen),
    {
      title: 'Features',
      description:
        'Health metrics, continuous glucose, blood work, medications and nutrition in one place, synced from 50+ device types, with AI-assisted insights.',
    },
  ),
  publicPage(
    '/about',
    () => import('@/features/marketing/about-screen').then((m) => m.AboutScreen),
    {
      title: 'About us',
      description:
        'Our mission, our values, our founder and the road so far: why we build Vitalis, the personal health dashboard.',
    },
  ),
  publicPage(
    '/pricing',
    () => import('@/features/marketing/pricing-screen').then((m) => m.PricingScreen),
    {
      title: 'Pricing',
      description:
        'Free for $0 forever, or Premium at $19 per month with AI insights, device sync and data export. 30-day money-back guarantee.',
    },
  ),
  publicPage(
    '/testimonials',
    () => import('@/features/marketing/testimonials-screen').then((m) => m.TestimonialsScreen),
    {
      title: 'Testimonials',
      description:
        'What 10,000+ users say about Vitalis: 98% satisfaction and a 25% average improvement in their health goals.',
    },
  ),
  publicPage(
    '/support',
    () => import('@/features/marketing/support-screen').then((m) => m.SupportScreen),
    {
      title: 'Support',
      description:
        'E-mail support answered within 24 hours, live chat Monday to Friday 9AM-6PM PST, a knowledge base and answers to common questions.',
    },
  ),
  publicPage(
    '/privacy',
    () => import('@/features/marketing/privacy-screen').then((m) => m.PrivacyScreen),
    {
      title: 'Privacy Policy',
      description:
        'How Vitalis collects, uses and protects your health data: HIPAA compliance, SOC 2 certification and encryption.',
    },
  ),
  publicPage(
    '/terms',
    () => import('@/features/marketing/terms-screen').then((m) => m.TermsScreen),
    {
      title: 'Terms of Service',
      description:
        'The terms for using Vitalis: your account, your data, our 99.9% uptime target and what happens when an account ends.',
    },
  ),
  {
    path: '/preview-dashboard',
    access: 'public',
    layout: 'bare',
    load: () =>
      import('@/features/dashboard/preview-dashboard-screen').then((m) => m.PreviewDashboardScreen),
    // Its frame: the sample data arrives from the mocked API, into the skeletons.
    prerender: true,
    readsApiOnLoad: true,
    meta: {
      title: 'Live demo dashboard',
      description:
        'Try the Vitalis dashboard on sample data, no sign-up needed: health score, heart rate, sleep, steps, recovery and HRV.',
    },
  },
  {
    path: '*',
    access: 'public',
    layout: 'bare',
    load: () => import('@/features/not-found/not-found-screen').then((m) => m.NotFoundScreen),
  },
];

export type NavEntry = RouteEntry & { nav: NonNullable<RouteEntry['nav']> };

/**
 * The side navigation's entries, in the table's order. No `mockingOnly` path has one, so every
 * build serves them all; the manifest reads no build setting, so the real-browser tests import it.
 */
export const navEntries = routeManifest.filter(
  (entry): entry is NavEntry => entry.nav !== undefined,
);
