import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { isMockingEnabled } from './lib/env';

/** Starts the mocked API first, so the very first request is answered by it. */
async function startMocking() {
  if (!isMockingEnabled) return null;
  const { startMockedApi } = await import('@mocks/browser');
  return startMockedApi();
}

startMocking().then((databaseOrigin) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App databaseOrigin={databaseOrigin} />
    </StrictMode>,
  );
});
