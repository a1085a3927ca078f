import type { ApiBody } from '@/lib/api/contract';
import { useApiMutation } from '@/lib/api/queries';

export type Plan = ApiBody<'changePlan'>['plan'];

/**
 * What Premium adds, the only things the mocked server keeps from a Free user: AI insights and
 * recommendations (glucose, nutrition, supplements; with at least 7 days of data) and data
 * export. Everything else is open on both plans. Pricing, Settings and the plan toasts all say it
 * from here.
 */
export const PREMIUM_ONLY = [
  'AI insights and recommendations (with at least 7 days of data)',
  'Data export (JSON and CSV)',
] as const;

/** What a plan change says once it is done. */
export function planChangedToast(plan: Plan) {
  return plan === 'premium'
    ? {
        title: 'Welcome to Premium',
        description:
          'AI insights and data export are unlocked. This was a demo: no payment was taken.',
        variant: 'success' as const,
      }
    : {
        title: 'You are on the Free plan',
        description:
          'AI insights and data export are locked again; your data and everything else stay.',
        variant: 'success' as const,
      };
}

/**
 * The simulated upgrade or downgrade (no payment, effective at once); the signed-in user (and
 * whatever reads it) is read again before the write settles (`REFRESHES`).
 */
export const useChangePlan = () =>
  useApiMutation('changePlan', {
    failure: {
      text: 'Your plan could not be changed. Please try again.',
      toast: 'Plan not changed',
    },
  });
