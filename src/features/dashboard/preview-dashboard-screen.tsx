import { FlaskConical, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CardTitle, Muted } from '@/components/card';
import { PageTitle, Stack } from '@/components/layout';
import { QueryBoundary } from '@/components/load-states';
import { SiteLayout } from '@/components/public-site/site-layout';
import { usePreviewDashboard } from './api';
import { DashboardContent } from './components/dashboard-content';
import { Section } from './components/dashboard-layout';
import { DashboardSkeleton } from './components/dashboard-skeleton';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

/** Where the dashboard has its Quick Actions (writes), the live demo invites a sign-up. */
function SignUpInstead() {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <CardTitle id={titleId}>Make it yours</CardTitle>
      <Muted>
        Adding data, scheduling, alerts and photos work on your own dashboard. Sign up free to
        connect your devices and add your own measurements.
      </Muted>
      <Actions>
        <Button as={Link} to="/auth/register">
          <UserPlus size={18} aria-hidden="true" />
          Sign up free
        </Button>
        <Button as={Link} to="/auth/login" $variant="secondary">
          Log In
        </Button>
      </Actions>
    </Section>
  );
}

/**
 * The live demo: the dashboard's own cards, body diagram and alerts, public and
 * read-only, on sample data the mocked server computes; a banner says so, and every write control
 * is a sign-up call to action.
 */
export function PreviewDashboardScreen() {
  const body = (
    <QueryBoundary
      query={usePreviewDashboard()}
      what="The live demo"
      skeleton={<DashboardSkeleton />}
    >
      {(data) => <DashboardContent data={data} actions={<SignUpInstead />} />}
    </QueryBoundary>
  );
  return (
    <SiteLayout>
      <Stack $gap="lg">
        <Alert tone="info" title="Sample data" icon={<FlaskConical size={20} aria-hidden="true" />}>
          <p>
            This is a live demo on generated sample data, not a real person&apos;s. Nothing here can
            be changed; <Link to="/auth/register">sign up</Link> to see your own.
          </p>
        </Alert>
        <Stack $gap="sm">
          <PageTitle>Live demo dashboard</PageTitle>
          <Muted>Here&apos;s a sample health overview for today</Muted>
        </Stack>
      </Stack>
      <Stack $gap="xl">{body}</Stack>
    </SiteLayout>
  );
}
