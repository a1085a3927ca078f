import { Activity, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { Card, Muted } from '@/components/card';
import { Page, Row } from '@/components/layout';
import { useCurrentUser } from '@/lib/auth';

const Hero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl} 0;
  h1 {
    font-size: clamp(2rem, 5vw, 3rem);
    line-height: 1.1;
  }
  > p {
    font-size: ${({ theme }) => theme.font.size.lg};
    max-width: 60ch;
  }
`;

const Features = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

const Feature = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  svg {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const FEATURES = [
  {
    icon: Activity,
    title: 'All your health data',
    text: 'Metrics, blood work, glucose, medications, nutrition and 50+ device types in one place.',
  },
  {
    icon: Sparkles,
    title: 'AI-assisted insights',
    text: 'Personal insights once you have at least 7 days of data on the Premium plan.',
  },
  {
    icon: ShieldCheck,
    title: 'Private and secure',
    text: 'HIPAA compliant, SOC 2 certified and encrypted.',
  },
];

/** The home page: what the product is, and the way in. */
export function HomeScreen() {
  const { data: user } = useCurrentUser();
  return (
    <Page>
      <Hero>
        <h1>Your personal health dashboard</h1>
        <Muted>
          Free health analysis, a 14-day free trial, no credit card required. Join 10,000+ users who
          understand their health at a glance.
        </Muted>
        <Row $wrap>
          {user ? (
            <Button as={Link} to="/dashboard">
              Go to your dashboard
            </Button>
          ) : (
            <>
              <Button as={Link} to="/auth/register">
                Start your free trial
              </Button>
              <Button as={Link} to="/auth/login" $variant="secondary">
                Log In
              </Button>
            </>
          )}
        </Row>
      </Hero>
      <Features>
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <Feature key={title}>
            <Icon size={24} aria-hidden="true" />
            <h2>{title}</h2>
            <Muted>{text}</Muted>
          </Feature>
        ))}
      </Features>
    </Page>
  );
}
