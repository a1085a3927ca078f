import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { Card, Muted } from '@/components/card';
import { SiteLayout } from '@/components/public-site/site-layout';
import { CLAIMS } from './content';
import { PLANS } from './plans';
import { LANDING_CAROUSEL_MS, TESTIMONIALS } from './testimonials';
import { Carousel } from './components/carousel';
import {
  Actions,
  CallToAction,
  DeviceMarks,
  FeatureCards,
  Grid,
  Hero,
  Section,
} from './components/parts';
import { TestimonialCard } from './components/testimonial-card';

const ANCHORS = [
  { id: 'home', label: 'Home' },
  { id: 'features', label: 'Features' },
  { id: 'integrations', label: 'Integrations' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'pricing', label: 'Pricing' },
] as const;

const InPage = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
`;

const PlanCard = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
  h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }
  svg {
    color: ${({ theme }) => theme.color.success};
  }
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  small {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * The second landing: one long page with in-page anchors (#home, #features,
 * #integrations, #testimonials, #pricing), a testimonial carousel turning every 5000 ms and a
 * footer.
 */
export function LandingOldScreen() {
  return (
    <SiteLayout
      footer={
        <p>
          Vitalis: your personal health dashboard. Questions? Visit{' '}
          <Link to="/support">Support</Link>.
        </p>
      }
    >
      <InPage aria-label="On this page">
        <ul>
          {ANCHORS.map(({ id, label }) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </InPage>
      <Hero id="home" aria-label="Home">
        <h1>Take control of your health with AI-powered insights</h1>
        <Muted>
          Join {CLAIMS.users} users who bring their devices, lab results and meals together in one
          dashboard. Free health analysis, {CLAIMS.trialDays}-day free trial, no credit card
          required.
        </Muted>
        <Actions>
          <Button as={Link} to="/auth/register">
            Get started free
          </Button>
          <Button as={Link} to="/preview-dashboard" $variant="secondary">
            See the live demo
          </Button>
          <Button as={Link} to="/auth/login" $variant="ghost">
            Log In
          </Button>
        </Actions>
      </Hero>
      <Section id="features" title="Features" intro="Everything about your health, explained.">
        <FeatureCards />
        <p>
          Already tracking medications? <Link to="/medications">Open your medication schedule</Link>
          .
        </p>
      </Section>
      <Section
        id="integrations"
        title="Integrations"
        intro={`${CLAIMS.deviceTypes} device types sync automatically.`}
      >
        <DeviceMarks />
      </Section>
      <Section id="testimonials" title="Testimonials" intro="Stories from people who use Vitalis.">
        <Carousel
          label="What our users say"
          itemName="testimonial"
          items={TESTIMONIALS}
          intervalMs={LANDING_CAROUSEL_MS}
          renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
        />
        <p>
          <Link to="/testimonials">Read every testimonial</Link>
        </p>
      </Section>
      <Section id="pricing" title="Pricing" intro="Start free; upgrade when you want insights.">
        <Grid as="ul">
          {PLANS.map((plan) => (
            <PlanCard key={plan.id}>
              <h3>{plan.name}</h3>
              <Price>
                {plan.price} <small>{plan.period}</small>
              </Price>
              <Muted>{plan.description}</Muted>
              <ul aria-label={`${plan.name} includes`}>
                {plan.features
                  .filter((feature) => feature.included)
                  .slice(0, 6)
                  .map((feature) => (
                    <li key={feature.name}>
                      <Check size={18} aria-hidden="true" />
                      {feature.name}
                    </li>
                  ))}
              </ul>
            </PlanCard>
          ))}
        </Grid>
        <p>
          <Link to="/pricing">Compare plans in full</Link>
        </p>
      </Section>
      <CallToAction />
    </SiteLayout>
  );
}
