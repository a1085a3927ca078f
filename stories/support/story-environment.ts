import { setupWorker } from 'msw/browser';
import { clearInjectedFailures, injectFailure, type FailureRule } from '@mocks/failures';
import { handlers } from '@mocks/handlers';
import { observeExchanges } from '@mocks/http';
import { checkExchange } from '@mocks/testing/contract';
import { db } from '@mocks/db';
import { resetDatabase } from '@mocks/persistence';
import { DEMO_ACCOUNTS } from '@mocks/seed';
import { findUserByEmail, newSessionToken, storeSession } from '@mocks/sessions';
import { clearToken, setToken } from '@/lib/auth-token';

/** Storybook's worker serves the app's handler list; a story's `parameters.msw` adds overrides in front. */
export async function startStoryWorker() {
  // Every exchange with the mocked server is checked against docs/openapi.yaml; see preview.tsx.
  observeExchanges(checkExchange);
  const worker = setupWorker(...handlers);
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass' });
  return worker;
}

export type StorySession = keyof typeof DEMO_ACCOUNTS | null;

/**
 * Every story starts from the seed, signed out or signed in as a demo account, with only its own
 * injected failures, so stories never depend on each other or on what a designer clicked before.
 */
export async function prepareStoryData(
  session: StorySession,
  setup?: () => void | Promise<void>,
  failures: FailureRule[] = [],
) {
  resetDatabase('small');
  clearToken();
  clearInjectedFailures();
  failures.forEach(injectFailure);
  if (session) {
    const user = findUserByEmail(DEMO_ACCOUNTS[session].email);
    if (!user) throw new Error(`Demo account ${session} is missing from the seed`);
    const token = await newSessionToken();
    storeSession(token, user.id, 'bearer');
    setToken(token.token);
  }
  await setup?.();
  return { db };
}
