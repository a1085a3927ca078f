import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { onSuperseded } from '@/lib/database-origin';
import { useSessionWatchNeeded } from '@/lib/session-store';
import type { StartupState } from './data-notice';
import { SiteProvider } from './site-provider';

interface AppProps {
  /**
   * The router's provider: the browser's, or the build-time render's static one, whose element
   * tree React Router keeps the same, so the HTML rendered at build time hydrates.
   */
  children: ReactNode;
  /** Settles when the mocked API is up (or could not start); null when nothing is mocked. */
  startup: Promise<StartupState> | null;
}

/** The start-up notice's code loads only when there is something to say (a re-seed, a failure). */
const DataNotice = lazy(() => import('./data-notice').then((m) => ({ default: m.DataNotice })));
/**
 * React Query and the session watch load with the first screen that reads through it or the first
 * page that reads a session not known yet: a visitor without one on the public site needs neither.
 */
const AppSessionWatch = lazy(() =>
  import('./query-scope').then((m) => ({ default: m.AppSessionWatch })),
);
/**
 * The offline notice and the offer of a new version load once a service worker runs the page (the
 * mocked API's, which keeps the demo for offline use): before that, offline, nothing is kept and
 * no version can wait, so a visitor who only reads the public site loads neither.
 */
const OfflineAndUpdates = lazy(() =>
  import('./offline').then((m) => ({ default: m.OfflineAndUpdates })),
);
const subscribeToController = (onChange: () => void) => {
  navigator.serviceWorker?.addEventListener('controllerchange', onChange);
  return () => navigator.serviceWorker?.removeEventListener('controllerchange', onChange);
};
const useRunByWorker = () =>
  useSyncExternalStore(
    subscribeToController,
    () => !!navigator.serviceWorker?.controller,
    () => false,
  );
const QUIET_STARTS: StartupState['state'][] = ['restored', 'seeded'];
const SUPERSEDED: StartupState = { state: 'superseded' };

/**
 * How the mocked API came up, once it has (the page does not wait for it to render), or that it
 * stopped writing since, because a newer version of the demo saved in another tab.
 */
function useStartupState(startup: Promise<StartupState> | null): StartupState | null {
  const [state, setState] = useState<StartupState | null>(null);
  useEffect(() => {
    let current = true;
    void startup?.then(
      (settled) =>
        current && setState((previous) => (previous === SUPERSEDED ? previous : settled)),
    );
    const stopWatching = onSuperseded(() => setState(SUPERSEDED));
    return () => {
      current = false;
      stopWatching();
    };
  }, [startup]);
  return state;
}

function SessionWatchOnceNeeded() {
  const needed = useSessionWatchNeeded();
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AppSessionWatch />
    </Suspense>
  );
}

/**
 * The app around its router: its query client is its own (a test may give one around it), made
 * when first needed (src/app/query-scope.tsx).
 */
export function App({ children, startup }: AppProps) {
  const state = useStartupState(startup);
  const runByWorker = useRunByWorker();
  return (
    <SiteProvider watch={<SessionWatchOnceNeeded />}>
      {runByWorker && (
        <Suspense fallback={null}>
          <OfflineAndUpdates />
        </Suspense>
      )}
      {state && !QUIET_STARTS.includes(state.state) && (
        <Suspense fallback={null}>
          <DataNotice state={state} />
        </Suspense>
      )}
      {children}
    </SiteProvider>
  );
}
