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

/** Free $0 forever; Premium $19 per month adds the rest. */
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
