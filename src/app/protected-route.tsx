import { Activity } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { PageSpinner, Spinner } from '@/components/spinner';
import { useCurrentUser } from '@/lib/auth';

/**
 * The auth gate: a spinner while auth loads, then the page or /auth/login. While auth loads, the
 * page is drawn hidden behind the spinner (React's Activity: its effects wait until it shows), so
 * it shows as soon as the session is known; drawn only then, a reload of the dashboard on a
 * phone's CPU spent that time after the check (issue 58).
 */
export function ProtectedRoute() {
  const { data: user, isPending } = useCurrentUser();
  if (!isPending && !user) return <Navigate to="/auth/login" replace />;
  return (
    <>
      {isPending && (
        <PageSpinner>
          <Spinner label="Checking your session" />
        </PageSpinner>
      )}
      <Activity mode={isPending ? 'hidden' : 'visible'}>
        <Outlet />
      </Activity>
    </>
  );
}
