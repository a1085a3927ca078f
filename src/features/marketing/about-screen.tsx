import { Eye, HeartHandshake, ShieldCheck, Sparkles } from 'lucide-react';
import styled from 'styled-components';
import { Card, Muted } from '@/components/card';
import { SiteLayout } from '@/components/public-site/site-layout';
import { CLAIMS } from './content';
import { CallToAction, Hero, IconCards, Section } from './components/parts';

const VALUES = [
  {
    icon: ShieldCheck,
    title: 'Privacy first',
    text: 'Your health data is yours. We never sell it, and you can export or delete it at any time.',
  },
  {
    icon: Eye,
    title: 'Explainable',
    text: 'Every insight says which of your numbers it comes from. No black boxes.',
  },
  {
    icon: HeartHandshake,
    title: 'Built with clinicians',
    text: 'Reference ranges and guidance follow published clinical consensus.',
  },
  {
    icon: Sparkles,
    title: 'Simple by default',
    text: 'One glance should tell you how you are doing today.',
  },
];

const TIMELINE = [
  { year: '2019', event: 'The idea: a founder tired of five apps for one body.' },
  { year: '2020', event: 'First prototype, syncing a fitness tracker and a glucose monitor.' },
  { year: '2021', event: 'HIPAA compliance and the first 1,000 users.' },
  { year: '2022', event: 'SOC 2 certification; blood work and medication tracking.' },
  { year: '2023', event: `AI-assisted insights, ${CLAIMS.deviceTypes} device types.` },
  { year: '2024', event: `${CLAIMS.users} users and ${CLAIMS.uptime} uptime.` },
];

const Founder = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Timeline = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.color.primary};
  li {
    padding-left: ${({ theme }) => theme.space.lg};
  }
  strong {
    display: block;
  }
`;

/** About: mission, values, founder and timeline. */
export function AboutScreen() {
  return (
    <SiteLayout>
      <Hero>
        <h1>About Vitalis</h1>
        <Muted>
          Our mission is to help everyone understand their own health, by turning the data they
          already collect into answers they can act on.
        </Muted>
      </Hero>
      <Section title="Our values">
        <IconCards items={VALUES} />
      </Section>
      <Section title="Our founder">
        <Founder>
          <h3>Dr. Sarah Mitchell, founder and CEO</h3>
          <Muted>
            A physician and data scientist, Sarah spent a decade watching patients arrive with
            spreadsheets from their wearables and no way to make sense of them. She started Vitalis
            to give everyone the overview she wished her patients had.
          </Muted>
        </Founder>
      </Section>
      <Section title="Our journey">
        <Timeline>
          {TIMELINE.map(({ year, event }) => (
            <li key={year}>
              <strong>{year}</strong>
              {event}
            </li>
          ))}
        </Timeline>
      </Section>
      <CallToAction title="Join us on the journey" />
    </SiteLayout>
  );
}
