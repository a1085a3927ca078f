import { Button } from '@/components/button';
import type { Plan } from '../plans';

/**
 * A signed-in visitor's button to switch to `plan`, a demo (no payment is taken). Without
 * `onSwitch` it holds the place, disabled, while the switch's own code loads (see `PlanSwitch`).
 */
export function SwitchPlanButton({
  plan,
  pending = false,
  onSwitch,
}: {
  plan: Plan;
  pending?: boolean;
  onSwitch?: () => void;
}) {
  const upgrade = plan.id === 'premium';
  return (
    <Button
      type="button"
      $variant={upgrade ? 'primary' : 'secondary'}
      $block
      onClick={onSwitch}
      disabled={!onSwitch || pending}
    >
      {pending ? 'Changing plan...' : upgrade ? 'Upgrade — demo, no payment' : 'Switch to Free'}
    </Button>
  );
}
