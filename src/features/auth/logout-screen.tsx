import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner, Spinner } from '@/components/spinner';
import { useEndSession } from '@/lib/auth';

/**
 * The server-side logout address, served by the app because a service worker never sees page
 * navigations: it ends the session through the API and lands on the home page.
 */
export function LogoutScreen() {
  const endSession = useEndSession();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    endSession().then(() => navigate('/', { replace: true }));
  }, [endSession, navigate]);

  return (
    <PageSpinner>
      <Spinner label="Signing you out" />
    </PageSpinner>
  );
}
