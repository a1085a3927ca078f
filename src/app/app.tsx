import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { DataNotice, type StartupState } from './data-notice';
import { AppProvider } from './provider';
import type { createAppRouter } from './router';

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  /** Settles when the mocked API is up (or could not start); null when nothing is mocked. */
  startup: Promise<StartupState> | null;
}

/** How the mocked API came up, once it has: the page does not wait for it to render. */
function useStartupState(startup: Promise<StartupState> | null): StartupState | null {
  const [state, setState] = useState<StartupState | null>(null);
  useEffect(() => {
    let current = true;
    void startup?.then((settled) => current && setState(settled));
    return () => {
      current = false;
    };
  }, [startup]);
  return state;
}

export function App({ router, startup }: AppProps) {
  const state = useStartupState(startup);
  return (
    <AppProvider>
      <DataNotice state={state} />
      <RouterProvider router={router} />
    </AppProvider>
  );
}
