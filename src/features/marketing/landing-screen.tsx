import { Lock, ShieldCheck, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { Muted } from '@/components/card';
import { SiteLayout } from '@/components/public-site/site-layout';
import { useSession } from '@/lib/session-store';
import { signedOutOnly } from '@/lib/before-paint';
import { CLAIMS } from './content';
import {
  Actions,
  CallToAction,
  DeviceMarks,
  FeatureCards,
  IconCards,
  Hero,
  Section,
} from './components/parts';

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  div {
    display: grid;
  }
  dt {
    order: 2;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const TRUST = [
  {
    icon: ShieldCheck,
    title: 'HIPAA compliant',
    text: 'Your health data is handled as the law requires.',
  },
  {
    icon: Lock,
    title: 'SOC 2 certified, encrypted',
    text: 'Encrypted in transit and at rest, audited every year.',
  },
  {
    icon: Users,
    title: `Trusted by ${CLAIMS.users} users`,
    text: `With ${CLAIMS.uptime} uptime, your data is there when you need it.`,
  },
];

/** The landing: nav, hero, device marks, feature cards and a call to action. */
export function LandingScreen() {
  const user = useSession();
  return (
    <SiteLayout>
      <Hero>
        <h1>Your health, all in one place</h1>
        <Muted>
          Free health analysis of your wearables, glucose monitor, lab results and meals, with
          AI-assisted insights. Start a {CLAIMS.trialDays}-day free trial, no credit card required.
        </Muted>
        <Actions>
          {user ? (
            <Button as={Link} to="/dashboard">
              Go to your dashboard
            </Button>
          ) : (
            <Button as={Link} to="/auth/register" {...signedOutOnly}>
              Start your free trial
            </Button>
          )}
          <Button as={Link} to="/preview-dashboard" $variant="secondary">
            Try the live demo
          </Button>
        </Actions>
        <Facts>
          <div>
            <dt>users</dt>
            <dd>{CLAIMS.users}</dd>
          </div>
          <div>
            <dt>device types</dt>
            <dd>{CLAIMS.deviceTypes}</dd>
          </div>
          <div>
            <dt>uptime</dt>
            <dd>{CLAIMS.uptime}</dd>
          </div>
        </Facts>
      </Hero>
      <Section
        title="Works with the devices you already wear"
        intro={`${CLAIMS.deviceTypes} device types: wearables, glucose monitors and a nutrition-tracking app.`}
      >
        <DeviceMarks />
      </Section>
      <Section title="Everything you need to understand your health">
        <FeatureCards />
      </Section>
      <Section title="Private and secure by design">
        <IconCards items={TRUST} />
      </Section>
      <CallToAction />
    </SiteLayout>
  );
}
