import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-app';
import { PLANS } from '../plans';
import { SwitchPlanButton } from './switch-plan-button';

const [free, premium] = PLANS;

describe('SwitchPlanButton', () => {
  it("holds the switch's place, disabled and with its label, while the switch loads", () => {
    renderInApp(<SwitchPlanButton plan={premium} />);
    expect(screen.getByRole('button', { name: 'Upgrade — demo, no payment' })).toBeDisabled();
  });

  it('switches when pressed', async () => {
    const onSwitch = vi.fn();
    const { user } = renderInApp(<SwitchPlanButton plan={free} onSwitch={onSwitch} />);
    await user.click(screen.getByRole('button', { name: 'Switch to Free' }));
    expect(onSwitch).toHaveBeenCalledOnce();
  });

  it('says the change is under way, and takes no second press meanwhile', () => {
    renderInApp(<SwitchPlanButton plan={free} onSwitch={vi.fn()} pending />);
    expect(screen.getByRole('button', { name: 'Changing plan...' })).toBeDisabled();
  });
});
