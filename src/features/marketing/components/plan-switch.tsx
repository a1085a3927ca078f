import { useToast } from '@/components/toast';
import { planChangedToast, useChangePlan } from '@/lib/account/plan';
import { WithQueryClient } from '@/lib/with-query-client';
import type { Plan } from '../plans';
import { SwitchPlanButton } from './switch-plan-button';

function SwitchButton({ plan }: { plan: Plan }) {
  const change = useChangePlan();
  const { toast } = useToast();
  const switchPlan = () =>
    change.mutate(
      { body: { plan: plan.id } },
      { onSuccess: (updated) => toast(planChangedToast(updated.plan)) },
    );
  return <SwitchPlanButton plan={plan} pending={change.isPending} onSwitch={switchPlan} />;
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
