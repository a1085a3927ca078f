import { setupWorker } from 'msw/browser';
import { handlers } from '@mocks/handlers';
import { observeExchanges } from '@mocks/http';
import { checkExchange } from '@mocks/testing/contract';

/** Storybook's worker serves the app's handler list; a story's `parameters.msw` adds overrides in front. */
export async function startStoryWorker() {
  // Every exchange with the mocked server is checked against docs/openapi.yaml; see preview.tsx.
  observeExchanges(checkExchange);
  const worker = setupWorker(...handlers);
  // Beside the story's page, so a Storybook published under any path (build:site) finds it.
  await worker.start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: './mockServiceWorker.js' },
  });
  return worker;
}
