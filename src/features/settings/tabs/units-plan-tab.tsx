import { Check } from 'lucide-react';
import styled from 'styled-components';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { Stack } from '@/components/layout';
import { useToast } from '@/components/toast';
import { PREMIUM_ONLY, planChangedToast, useChangePlan } from '@/lib/account/plan';
import { useCurrentUser } from '@/lib/auth';
import {
  GLUCOSE_UNITS,
  useSaveUnitSettings,
  useUnitSettings,
  type UnitSettings,
} from '@/lib/settings/units';
import { QueryBoundary } from '@/components/load-states';
import { TabLoading } from '../components/load-state';

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.touchTarget};
  input {
    width: 20px;
    height: 20px;
  }
`;

const Features = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
  }
`;

function UnitsCard() {
  return (
    <QueryBoundary
      query={useUnitSettings()}
      what="Your units"
      skeleton={<TabLoading label="Loading your units" />}
    >
      {(units) => <UnitChoices units={units} />}
    </QueryBoundary>
  );
}

function UnitChoices({ units }: { units: UnitSettings }) {
  const save = useSaveUnitSettings();
  const { toast } = useToast();
  return (
    <Card>
      <fieldset>
        <Stack $gap="sm">
          <legend>
            <CardTitle as="span">Glucose unit</CardTitle>
          </legend>
          <Muted>Every glucose value is shown in this unit (mmol/L = mg/dL ÷ 18.0156).</Muted>
          {GLUCOSE_UNITS.map((unit) => (
            <Choice key={unit}>
              <input
                type="radio"
                name="glucose-unit"
                value={unit}
                checked={units.glucoseUnit === unit}
                disabled={save.isPending}
                onChange={() =>
                  save.mutate(
                    { body: { glucoseUnit: unit } },
                    {
                      onSuccess: () =>
                        toast({
                          title: 'Units saved',
                          description: `Glucose is now shown in ${unit}.`,
                          variant: 'success',
                        }),
                    },
                  )
                }
              />
              {unit}
            </Choice>
          ))}
        </Stack>
      </fieldset>
    </Card>
  );
}

function PlanCard() {
  const { data: user } = useCurrentUser();
  const change = useChangePlan();
  const { toast } = useToast();
  const premium = user?.plan === 'premium';
  const onChange = () =>
    change.mutate(
      { body: { plan: premium ? 'free' : 'premium' } },
      {
        onSuccess: (updated) => toast(planChangedToast(updated.plan)),
      },
    );
  return (
    <Card>
      <Stack $gap="md">
        <CardTitle>Your plan: {premium ? 'Premium' : 'Free'}</CardTitle>
        <Features aria-label="What Premium adds">
          {PREMIUM_ONLY.map((feature) => (
            <li key={feature}>
              <Check size={16} aria-hidden="true" />
              {feature}
            </li>
          ))}
        </Features>
        <Muted>
          Premium is $19 per month. Everything else is open on both plans in this prototype.
        </Muted>
        <Alert tone="warning" title="Demo — no payment">
          <p>Changing plan here is simulated and takes effect at once.</p>
        </Alert>
        <div>
          <Button
            type="button"
            $variant={premium ? 'secondary' : 'primary'}
            onClick={onChange}
            disabled={change.isPending}
          >
            {change.isPending
              ? 'Changing...'
              : premium
                ? 'Downgrade to Free'
                : 'Upgrade to Premium — demo, no payment'}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

/** Units (glucose mg/dL or mmol/L) and the simulated plan. */
export function UnitsPlanTab() {
  return (
    <Stack>
      <UnitsCard />
      <PlanCard />
    </Stack>
  );
}
