import { Muted } from '@/components/card';
import { Page, PageTitle, Stack } from '@/components/layout';
import { useCurrentUser } from '@/lib/auth';

/** The dashboard's greeting (SPEC.md section 1); its cards come with the dashboard issue. */
export function DashboardScreen() {
  const { data: user } = useCurrentUser();
  return (
    <Page>
      <Stack $gap="sm">
        <PageTitle>Welcome back, {user?.firstName || 'User'}!</PageTitle>
        <Muted>Here&apos;s your health overview for today</Muted>
      </Stack>
    </Page>
  );
}
