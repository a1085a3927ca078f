import { Button } from '@/components/button';
import { useToast } from '@/components/toast';
import { planChangedToast, useChangePlan } from '@/lib/account/plan';
import { WithQueryClient } from '@/lib/with-query-client';
import type { Plan } from '../plans';

function SwitchButton({ plan }: { plan: Plan }) {
  const change = useChangePlan();
  const { toast } = useToast();
  const upgrade = plan.id === 'premium';
  const switchPlan = () =>
    change.mutate(
      { body: { plan: plan.id } },
      { onSuccess: (updated) => toast(planChangedToast(updated.plan)) },
    );
  return (
    <Button
      type="button"
      $variant={upgrade ? 'primary' : 'secondary'}
      $block
      onClick={switchPlan}
      disabled={change.isPending}
    >
      {change.isPending
        ? 'Changing plan...'
        : upgrade
          ? 'Upgrade — demo, no payment'
          : 'Switch to Free'}
    </Button>
  );
}

/**
 * A signed-in visitor's switch to `plan`: a chunk of its own, with the plan's write, so the
 * pricing page a visitor reads loads without React Query.
 */
export function PlanSwitch({ plan }: { plan: Plan }) {
  return (
    <WithQueryClient>
      <SwitchButton plan={plan} />
    </WithQueryClient>
  );
}
