import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { Muted } from '@/components/card';
import { SiteLayout } from '@/components/public-site/site-layout';
import { CLAIMS, MONITORING } from './content';
import { Actions, DeviceMarks, FeatureCards, IconCards, Hero, Section } from './components/parts';

/** Features: feature cards, the device list, what is monitored, and the ways in. */
export function FeaturesScreen() {
  return (
    <SiteLayout>
      <Hero>
        <h1>Features built around your health</h1>
        <Muted>
          One dashboard for the data your devices, your lab and you yourself collect, with insights
          that explain themselves.
        </Muted>
      </Hero>
      <Section title="What Vitalis does">
        <FeatureCards />
      </Section>
      <Section
        title="Supported devices"
        intro={`${CLAIMS.deviceTypes} device types across activity, sleep, heart and glucose.`}
      >
        <DeviceMarks />
      </Section>
      <Section title="Continuous monitoring">
        <IconCards items={MONITORING} />
      </Section>
      <Section title="Ready to start?">
        <Actions>
          <Button as={Link} to="/auth/register">
            Create your free account
          </Button>
          <Button as={Link} to="/pricing" $variant="secondary">
            See pricing
          </Button>
        </Actions>
      </Section>
    </SiteLayout>
  );
}
