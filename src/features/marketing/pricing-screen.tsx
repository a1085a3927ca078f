import { Check, ShieldCheck, X } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { plainList } from '@/components/layout';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card, Muted } from '@/components/card';
import { SiteLayout } from '@/components/public-site/site-layout';
import { VisuallyHidden } from '@/components/visually-hidden';
import type { User } from '@/lib/api/contract';
import { useSession } from '@/lib/session-store';
import { signedOutOnly } from '@/lib/before-paint';
import { CLAIMS } from './content';
import { MONEY_BACK_DAYS, PLANS, PRICING_FAQ, type Plan } from './plans';
import { FaqList } from './components/faq-list';
import { SwitchPlanButton } from './components/switch-plan-button';
import { Hero, Section } from './components/parts';

const Plans = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: repeat(auto-fit, minmax(min(300px, 100%), 1fr));
`;

const PlanCard = styled(Card).attrs({ as: 'li' })<{ $popular: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
  border: 2px solid
    ${({ theme, $popular }) => ($popular ? theme.color.primary : theme.color.border)};
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Badge = styled.p`
  justify-self: start;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primarySoft};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Price = styled.p`
  font-size: 2.5rem;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  small {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const FeatureList = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
  }
  li[data-included='false'] {
    color: ${({ theme }) => theme.color.textMuted};
  }
  .yes {
    color: ${({ theme }) => theme.color.success};
  }
`;

const Guarantee = styled(Card)`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  svg {
    color: ${({ theme }) => theme.color.primary};
    flex-shrink: 0;
  }
`;

/** A signed-in visitor's plan switch loads once one is known (see `PlanSwitch`). */
const PlanSwitch = lazy(() =>
  import('./components/plan-switch').then((m) => ({ default: m.PlanSwitch })),
);

/** What a plan's button does for this visitor: sign up, show the current plan, or switch. */
function PlanAction({ plan, user }: { plan: Plan; user: User | null | undefined }) {
  if (!user) {
    return (
      <Button
        as={Link}
        to="/auth/register"
        $variant={plan.popular ? 'primary' : 'secondary'}
        $block
        {...signedOutOnly}
      >
        {plan.id === 'premium' ? `Start ${CLAIMS.trialDays}-day free trial` : 'Get started free'}
      </Button>
    );
  }
  if (user.plan === plan.id) {
    return (
      <Button type="button" $variant="secondary" $block disabled>
        Your current plan
      </Button>
    );
  }
  return (
    <Suspense fallback={<SwitchPlanButton plan={plan} />}>
      <PlanSwitch plan={plan} />
    </Suspense>
  );
}

/**
 * Pricing: Free $0 forever and Premium $19 per month with their feature
 * lists, the 30-day money-back guarantee and a FAQ. A signed-in visitor switches plan at once
 * through the simulated upgrade (no payment, effective at once).
 */
export function PricingScreen() {
  const user = useSession();
  return (
    <SiteLayout>
      <Hero>
        <h1>Simple, transparent pricing</h1>
        <Muted>
          Start free and upgrade when you want AI insights. Premium comes with a {CLAIMS.trialDays}
          -day free trial, no credit card required.
        </Muted>
      </Hero>
      {user && (
        <Alert tone="info" title={`You are on ${user.plan === 'premium' ? 'Premium' : 'Free'}`}>
          <p>Switching plan here is a demo: it takes effect at once and no payment is taken.</p>
        </Alert>
      )}
      <Plans aria-label="Plans">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} $popular={plan.popular} aria-labelledby={`plan-${plan.id}`}>
            {plan.popular && <Badge>Most popular</Badge>}
            <h2 id={`plan-${plan.id}`}>{plan.name}</h2>
            <Price>
              {plan.price} <small>{plan.period}</small>
            </Price>
            <Muted>{plan.description}</Muted>
            <PlanAction plan={plan} user={user} />
            <FeatureList aria-label={`${plan.name} features`}>
              {plan.features.map(({ name, included }) => (
                <li key={name} data-included={included}>
                  {included ? (
                    <Check className="yes" size={18} aria-hidden="true" />
                  ) : (
                    <X size={18} aria-hidden="true" />
                  )}
                  {name}
                  {!included && <VisuallyHidden> (not included)</VisuallyHidden>}
                </li>
              ))}
            </FeatureList>
          </PlanCard>
        ))}
      </Plans>
      <Guarantee>
        <ShieldCheck size={32} aria-hidden="true" />
        <p>
          <strong>{MONEY_BACK_DAYS}-day money-back guarantee.</strong> Not happy with Premium? Ask
          within {MONEY_BACK_DAYS} days of paying and get a full refund.
        </p>
      </Guarantee>
      <Section title="Frequently asked questions">
        <FaqList items={PRICING_FAQ} />
      </Section>
    </SiteLayout>
  );
}
