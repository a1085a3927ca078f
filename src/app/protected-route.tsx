import { Navigate, Outlet } from 'react-router-dom';
import { PageSpinner, Spinner } from '@/components/spinner';
import { useCurrentUser } from '@/lib/auth';

/** The auth gate: a spinner while auth loads, then the page or /auth/login. */
export function ProtectedRoute() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) {
    return (
      <PageSpinner>
        <Spinner label="Checking your session" />
      </PageSpinner>
    );
  }
  if (!user) return <Navigate to="/auth/login" replace />;
  return <Outlet />;
}
