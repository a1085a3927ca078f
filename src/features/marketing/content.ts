import {
  Activity,
  Brain,
  Droplet,
  FlaskConical,
  HeartPulse,
  Moon,
  Pill,
  Salad,
  type LucideIcon,
} from 'lucide-react';

/**
 * The public site's static content. Every figure is the product's own; the words
 * around them are the site's own.
 */
export const CLAIMS = {
  users: '10,000+',
  deviceTypes: '50+',
  uptime: '99.9%',
  trialDays: 14,
  insightDays: 7,
} as const;

export const SUPPORT_EMAIL = 'support@vitalis.health';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  /** Where the feature is in the app, for a visitor who is signed in, and its link text. */
  screen: { to: string; label: string };
  /** Where a visitor who is not signed in sees it working, when the live demo shows it. */
  demo?: string;
}

export const FEATURES: Feature[] = [
  {
    icon: HeartPulse,
    title: 'Health metrics',
    text: 'Sleep, heart rate, activity, weight, oxygen saturation and blood pressure, with trends over 24 hours to 90 days.',
    screen: { to: '/health-metrics', label: 'Open Health Metrics' },
    demo: '/preview-dashboard',
  },
  {
    icon: Droplet,
    title: 'Continuous glucose',
    text: 'Five-minute readings from your CGM, time in range and how each meal moved your glucose.',
    screen: { to: '/cgm', label: 'Open CGM' },
  },
  {
    icon: FlaskConical,
    title: 'Blood work',
    text: 'Twelve key biomarkers against their reference ranges, with what to focus on next.',
    screen: { to: '/bloodwork', label: 'Open Blood Work' },
  },
  {
    icon: Pill,
    title: 'Medications & supplements',
    text: 'Reminders, doses marked as taken and an interaction check across everything you take.',
    screen: { to: '/medications', label: 'Open Medications' },
  },
  {
    icon: Salad,
    title: 'Nutrition',
    text: 'Log meals, see calories and macros against your targets, and learn which foods suit you.',
    screen: { to: '/nutrition', label: 'Open Nutrition' },
  },
  {
    icon: Brain,
    title: 'AI-assisted insights',
    text: `Explainable insights from your own numbers, once you have ${CLAIMS.insightDays} days of data on Premium.`,
    screen: { to: '/cgm?tab=insights', label: 'Open your glucose insights' },
  },
];

export type DeviceKind = 'watch' | 'ring' | 'band' | 'sensor' | 'strap' | 'app';

/** The devices the product syncs with, each drawn as a generic mark of its kind. */
export const DEVICES: { name: string; kind: DeviceKind; what: string }[] = [
  { name: 'Fitbit', kind: 'band', what: 'Activity tracker' },
  { name: 'Garmin', kind: 'watch', what: 'Activity tracker' },
  { name: 'Apple Health', kind: 'app', what: 'Activity and heart data' },
  { name: 'Oura', kind: 'ring', what: 'Sleep tracker' },
  { name: 'WHOOP', kind: 'strap', what: 'Recovery tracker' },
  { name: 'Dexcom', kind: 'sensor', what: 'Glucose monitor' },
  { name: 'FreeStyle Libre', kind: 'sensor', what: 'Glucose monitor' },
  { name: 'Polar', kind: 'strap', what: 'Heart rate monitor' },
  { name: 'Wahoo', kind: 'strap', what: 'Heart rate monitor' },
  { name: 'Nutrition app', kind: 'app', what: 'Meal tracking' },
];

export const MONITORING: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Moon, title: 'Sleep', text: 'Duration, stages and a nightly sleep score.' },
  { icon: Activity, title: 'Activity', text: 'Steps, active minutes and your weekly step goal.' },
  { icon: HeartPulse, title: 'Heart', text: 'Resting heart rate and heart rate variability.' },
  { icon: Droplet, title: 'Glucose', text: 'Time in range, variability and meal responses.' },
];

export interface Faq {
  question: string;
  answer: string;
}
