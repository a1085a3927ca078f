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
 * The public site's static content. Every figure is SPEC.md's (sections 1, 6 and 9); the words
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

/** The landing carousel turns every 5000 ms, the testimonials page's every 6000 ms (SPEC.md 9). */
export const LANDING_CAROUSEL_MS = 5000;
export const TESTIMONIALS_CAROUSEL_MS = 6000;

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  to: string;
}

export const FEATURES: Feature[] = [
  {
    icon: HeartPulse,
    title: 'Health metrics',
    text: 'Sleep, heart rate, activity, weight, oxygen saturation and blood pressure, with trends over 24 hours to 90 days.',
    to: '/features',
  },
  {
    icon: Droplet,
    title: 'Continuous glucose',
    text: 'Five-minute readings from your CGM, time in range and how each meal moved your glucose.',
    to: '/features',
  },
  {
    icon: FlaskConical,
    title: 'Blood work',
    text: 'Twelve key biomarkers against their reference ranges, with what to focus on next.',
    to: '/features',
  },
  {
    icon: Pill,
    title: 'Medications & supplements',
    text: 'Reminders, doses marked as taken and an interaction check across everything you take.',
    to: '/medications',
  },
  {
    icon: Salad,
    title: 'Nutrition',
    text: 'Log meals, see calories and macros against your targets, and learn which foods suit you.',
    to: '/features',
  },
  {
    icon: Brain,
    title: 'AI-assisted insights',
    text: `Explainable insights from your own numbers, once you have ${CLAIMS.insightDays} days of data on Premium.`,
    to: '/pricing',
  },
];

export type DeviceKind = 'watch' | 'ring' | 'band' | 'sensor' | 'strap' | 'app';

/** The devices the product syncs with (SPEC.md 3), each drawn as a generic mark of its kind. */
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

export interface Testimonial {
  id: string;
  name: string;
  role: string;
  location: string;
  content: string;
  rating: number;
  category: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    id: 't1',
    name: 'Maya Thompson',
    role: 'Marathon runner',
    location: 'Portland, OR',
    content:
      'Seeing my recovery score next to my training load changed how I plan my week. I stopped running hard on days my body was not ready.',
    rating: 5,
    category: 'Fitness',
  },
  {
    id: 't2',
    name: 'David Okafor',
    role: 'Living with type 2 diabetes',
    location: 'Atlanta, GA',
    content:
      'My CGM data finally makes sense. I can see which meals spike me and my time in range has gone up month after month.',
    rating: 5,
    category: 'Glucose',
  },
  {
    id: 't3',
    name: 'Priya Raman',
    role: 'Software engineer',
    location: 'Austin, TX',
    content:
      'The sleep insights were an eye-opener. Moving my last coffee earlier added almost forty minutes of deep sleep.',
    rating: 5,
    category: 'Sleep',
  },
  {
    id: 't4',
    name: 'Robert Chen',
    role: 'Retired teacher',
    location: 'San Diego, CA',
    content:
      'Keeping track of five medications used to be stressful. The reminders and the interaction check give me and my daughter peace of mind.',
    rating: 5,
    category: 'Medications',
  },
  {
    id: 't5',
    name: 'Elena García',
    role: 'Nurse practitioner',
    location: 'Miami, FL',
    content:
      'I recommend it to patients who want to understand their blood work. Trends across draws tell a much clearer story than one report.',
    rating: 4,
    category: 'Blood work',
  },
  {
    id: 't6',
    name: 'James Walker',
    role: 'Small business owner',
    location: 'Denver, CO',
    content:
      'Logging meals takes seconds and the nutrition targets keep me honest. I have lost twelve pounds without feeling like I am on a diet.',
    rating: 5,
    category: 'Nutrition',
  },
];

export const TESTIMONIAL_STATS = [
  { value: '10k+', label: 'users' },
  { value: '98%', label: 'satisfaction' },
  { value: '25%', label: 'improvement' },
] as const;

export interface Plan {
  id: 'free' | 'premium';
  name: string;
  price: string;
  period: string;
  description: string;
  popular: boolean;
  features: { name: string; included: boolean }[];
}

const FREE_FEATURES = [
  'Basic tracking',
  'Manual entry',
  'Weekly summary',
  'Basic charts',
  'Mobile access',
  'Community support',
];
const PREMIUM_FEATURES = [
  'AI insights',
  'Device sync',
  'Advanced analytics',
  'Recommendations',
  'Unlimited history',
  'Priority support',
  'Data export',
  'Medication tracking',
  'Glucose integration',
  'Sleep analysis',
  'Nutrition tracking',
];

/** SPEC.md 6 and 9: Free $0 forever; Premium $19 per month adds the rest. */
export const PLANS: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: '$0',
    period: 'forever',
    description: 'Everything you need to start tracking your health.',
    popular: false,
    features: [
      ...FREE_FEATURES.map((name) => ({ name, included: true })),
      ...PREMIUM_FEATURES.map((name) => ({ name, included: false })),
    ],
  },
  {
    id: 'premium',
    name: 'Premium',
    price: '$19',
    period: 'per month',
    description: 'AI insights, device sync and your complete health picture.',
    popular: true,
    features: [...FREE_FEATURES, ...PREMIUM_FEATURES].map((name) => ({ name, included: true })),
  },
];

export const MONEY_BACK_DAYS = 30;

export interface Faq {
  question: string;
  answer: string;
}

export const PRICING_FAQ: Faq[] = [
  {
    question: 'Is there a free trial of Premium?',
    answer: `Yes. Premium comes with a ${CLAIMS.trialDays}-day free trial, and no credit card is required to start.`,
  },
  {
    question: 'What does the money-back guarantee cover?',
    answer: `If Premium is not for you, ask for a refund within ${MONEY_BACK_DAYS} days of paying and you get every cent back.`,
  },
  {
    question: 'Why do AI insights need 7 days of data?',
    answer: `Insights compare your days with each other, so they need at least ${CLAIMS.insightDays} days of data before they can say anything reliable.`,
  },
  {
    question: 'Can I switch plans later?',
    answer:
      'Any time. Upgrading takes effect at once; moving back to Free keeps your data and locks only the Premium features.',
  },
  {
    question: 'Can I export my data?',
    answer:
      'Data export is part of Premium: download everything you have tracked, whenever you like.',
  },
];
