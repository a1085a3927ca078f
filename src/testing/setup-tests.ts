import '@testing-library/jest-dom/vitest';
import { webcrypto } from 'node:crypto';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { observeExchanges } from '@mocks/http';
import { server } from '@mocks/node';
import { resetDatabase } from '@mocks/persistence';
import { assertContractKept, checkExchange } from '@mocks/testing/contract';
import { PINNED_NOW, setNow } from '@mocks/testing/clock';
import { markupOnceWaitsGiveUp } from './element-error';

// jsdom's crypto has no SubtleCrypto; the mocked server hashes with Node's Web Crypto.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// Lazy routes and the toaster are compiled on first use; on a loaded 2-core machine (CI beside
// other work) a first screen took over 5 s, and on a slow day, with the unit stage at 14 minutes,
// over 10 s: two fresh-clone runs each failed one wait for a lazy screen or the first toast. So a
// wait for what a screen shows allows 20 s, as a story's does.
configure({ asyncUtilTimeout: 20_000, getElementError: markupOnceWaitsGiveUp(getConfig) });

// The database lives in memory here; only the persistence tests switch saving on.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // Every exchange with the mocked server is checked against docs/openapi.yaml.
  observeExchanges(checkExchange);
});

// Every test starts at the pinned "now" (src/testing/clock.ts), before the seed dates its data.
setNow(PINNED_NOW);

beforeEach(() => {
  setNow(PINNED_NOW);
  localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  });
  resetDatabase('small');
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  assertContractKept();
});

// A worker runs file after file in one module graph and document (vite.config.ts): what a file
// faked or stubbed ends with it, and so does what it put in the page itself rather than through
// `render` (a paragraph left by element-error.test.ts was found by a later file's query).
afterAll(() => {
  document.body.replaceChildren();
  server.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
