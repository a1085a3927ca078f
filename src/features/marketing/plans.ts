import { PREMIUM_ONLY } from '@/lib/account/plan';
import { CLAIMS, type Faq } from './content';

/** The plans and their questions, shown on /pricing and /landing-old. */

export interface Plan {
  id: 'free' | 'premium';
  name: string;
  price: string;
  period: string;
  description: string;
  popular: boolean;
  features: { name: string; included: boolean }[];
}

/** Open on both plans: the product keeps none of these from a Free user. */
const BOTH_PLANS = [
  'Manual entry and device sync',
  'Health metrics, charts and full history',
  'Blood work tracking',
  'Glucose monitoring with meals',
  'Medication tracking',
  'Sleep analysis',
  'Nutrition tracking',
  'Achievements',
  'Community support',
];

/** Free $0 forever; Premium $19 per month adds what `PREMIUM_ONLY` names, and only that. */
export const PLANS: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: '$0',
    period: 'forever',
    description: 'Every tracker, chart and device sync, free for good.',
    popular: false,
    features: [
      ...BOTH_PLANS.map((name) => ({ name, included: true })),
      ...PREMIUM_ONLY.map((name) => ({ name, included: false })),
    ],
  },
  {
    id: 'premium',
    name: 'Premium',
    price: '$19',
    period: 'per month',
    description: 'Everything in Free, plus AI insights on your own data and data export.',
    popular: true,
    features: [...BOTH_PLANS, ...PREMIUM_ONLY].map((name) => ({ name, included: true })),
  },
];

export const MONEY_BACK_DAYS = 30;

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
      'Any time. Upgrading takes effect at once; moving back to Free keeps your data and locks only AI insights and data export.',
  },
  {
    question: 'Can I export my data?',
    answer:
      'Data export is part of Premium: download everything you have tracked, whenever you like.',
  },
];
