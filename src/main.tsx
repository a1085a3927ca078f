import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import type { StartupState } from './app/data-notice';
import { isMockingEnabled } from './lib/env';

/** Starts the mocked API first, so the very first request is answered by it. */
async function startMocking(): Promise<StartupState | null> {
  if (!isMockingEnabled) return null;
  try {
    const { startMockedApi } = await import('@mocks/browser');
    return await startMockedApi();
  } catch (error) {
    console.error('The mocked API could not start:', error);
    return 'mocking-failed';
  }
}

startMocking().then((startup) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App startup={startup} />
    </StrictMode>,
  );
});
