import '@testing-library/jest-dom/vitest';
import { webcrypto } from 'node:crypto';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from '@mocks/node';
import { persistDatabase, resetDatabase } from '@mocks/persistence';

// jsdom's crypto has no SubtleCrypto; the mocked server hashes with Node's Web Crypto.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// Lazy routes are compiled on first use; under a loaded CI machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

let stopPersisting: () => void;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  stopPersisting = persistDatabase();
});

beforeEach(() => {
  localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  });
  resetDatabase();
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
});

afterAll(() => {
  stopPersisting();
  server.close();
});
