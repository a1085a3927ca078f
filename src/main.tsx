import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import type { StartupState } from './app/data-notice';
import { createAppRouter } from './app/router';
import { startApiWith, whenApiReady } from './lib/api-client';
import { isMockingEnabled } from './lib/env';

/** Loads and starts the mocked API; a browser that blocks its worker gets a notice, not a blank page. */
async function startMocking(): Promise<StartupState> {
  try {
    const { startMockedApi } = await import('@mocks/browser');
    return await startMockedApi();
  } catch (error) {
    console.error('The mocked API could not start:', error);
    return 'mocking-failed';
  }
}

/** Runs once the first screen's code has loaded and that screen has been painted. */
function afterFirstScreen(router: ReturnType<typeof createAppRouter>, run: () => void) {
  // A task queued from an animation frame runs after that frame is painted.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(run));
  if (router.state.initialized) return afterPaint();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    afterPaint();
  });
}

const router = createAppRouter();
let startup: Promise<StartupState> | null = null;
if (isMockingEnabled) {
  // Requests wait for the worker (one readiness promise in the request helper); the page does not.
  let settle: (state: StartupState) => void = () => {};
  startup = new Promise((resolve) => (settle = resolve));
  startApiWith(() => startMocking().then(settle));
  afterFirstScreen(router, () => void whenApiReady());
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} startup={startup} />
  </StrictMode>,
);
