import { BookOpen, Mail, MessageCircle } from 'lucide-react';
import styled from 'styled-components';
import { plainList } from '@/components/layout';
import { Button } from '@/components/button';
import { Muted } from '@/components/card';
import { SiteLayout } from '@/components/public-site/site-layout';
import { SUPPORT_EMAIL, type Faq } from './content';
import { FaqList } from './components/faq-list';
import { Grid, GridCard, Hero, Section } from './components/parts';

const mailto = (subject: string) =>
  `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;

const QUICK_ACTIONS = [
  { label: 'Report a problem', subject: 'Problem report' },
  { label: 'Ask about billing', subject: 'Billing question' },
  { label: 'Get help with a device', subject: 'Device connection help' },
  { label: 'Request my data', subject: 'Data request' },
];

const FAQ: { category: string; items: Faq[] }[] = [
  {
    category: 'Account',
    items: [
      {
        question: 'I did not get the verification e-mail.',
        answer: 'Check your spam folder, then use "Resend verification email" on the login screen.',
      },
      {
        question: 'How do I reset my password?',
        answer:
          'Choose "Forgot password?" on the login screen; the link in the e-mail lasts one hour.',
      },
    ],
  },
  {
    category: 'Devices',
    items: [
      {
        question: 'Which devices can I connect?',
        answer:
          'More than 50 device types: activity and sleep trackers, heart rate monitors and glucose monitors.',
      },
      {
        question: 'My device is not syncing.',
        answer:
          'Open Connected Devices and choose Sync; if it still fails, disconnect and connect it again.',
      },
    ],
  },
  {
    category: 'Billing',
    items: [
      {
        question: 'How much does Premium cost?',
        answer: 'Premium is $19 per month, with a 30-day money-back guarantee. Free is $0 forever.',
      },
      {
        question: 'How do I cancel?',
        answer:
          'Move back to Free at any time; your data stays, and only AI insights and data export lock.',
      },
    ],
  },
];

const RESOURCES = [
  { title: 'Getting started guide', text: 'Set up your account and connect your first device.' },
  {
    title: 'Understanding your dashboard',
    text: 'What each score means and how it is calculated.',
  },
  { title: 'Glucose basics', text: 'Time in range, variability and meal responses explained.' },
];

const Channels = styled(Grid)`
  a {
    justify-self: start;
  }
`;

const QuickActions = styled.ul`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const Category = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/**
 * Support: e-mail answered within 24 hours, live chat Mon-Fri 9AM-6PM PST, the
 * knowledge base, quick actions by e-mail, a FAQ in three categories and resources.
 */
export function SupportScreen() {
  return (
    <SiteLayout>
      <Hero>
        <h1>How can we help?</h1>
        <Muted>Our team is here for you, whichever way suits you best.</Muted>
      </Hero>
      <Section title="Contact us">
        <Channels>
          <GridCard>
            <Mail size={28} aria-hidden="true" />
            <h3>E-mail support</h3>
            <Muted>Write to us 24/7; we answer within 24 hours.</Muted>
            <Button as="a" href={mailto('Support request')} $variant="secondary">
              {SUPPORT_EMAIL}
            </Button>
          </GridCard>
          <GridCard>
            <MessageCircle size={28} aria-hidden="true" />
            <h3>Live chat</h3>
            <Muted>Mon-Fri 9AM-6PM PST. Chat is not part of this demo; e-mail us instead.</Muted>
          </GridCard>
          <GridCard>
            <BookOpen size={28} aria-hidden="true" />
            <h3>Knowledge base</h3>
            <Muted>Guides and answers for every screen, from sign-up to data export.</Muted>
          </GridCard>
        </Channels>
      </Section>
      <Section
        title="Quick actions"
        intro="Each opens an e-mail to our team with the subject filled in."
      >
        <QuickActions>
          {QUICK_ACTIONS.map(({ label, subject }) => (
            <li key={label}>
              <Button as="a" href={mailto(subject)} $variant="secondary">
                {label}
              </Button>
            </li>
          ))}
        </QuickActions>
      </Section>
      <Section title="Frequently asked questions">
        {FAQ.map(({ category, items }) => (
          <Category key={category} aria-label={category}>
            <h3>{category}</h3>
            <FaqList items={items} />
          </Category>
        ))}
      </Section>
      <Section title="Resources">
        <Grid>
          {RESOURCES.map(({ title, text }) => (
            <GridCard key={title}>
              <h3>{title}</h3>
              <Muted>{text}</Muted>
            </GridCard>
          ))}
        </Grid>
      </Section>
    </SiteLayout>
  );
}
