import { Outlet } from 'react-router-dom';
import { WithQueryClient } from '@/lib/with-query-client';
import { SessionWatch } from './session-watch';

/** Around the screens that read through React Query: every one but the public site's pages. */
export function QueryScope() {
  return (
    <WithQueryClient>
      <Outlet />
    </WithQueryClient>
  );
}

/** The session watch, once the app needs it (`useSessionWatchNeeded`). */
export function AppSessionWatch() {
  return (
    <WithQueryClient>
      <SessionWatch />
    </WithQueryClient>
  );
}
