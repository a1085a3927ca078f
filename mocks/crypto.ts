import { HttpError } from './http-error';
import { isTestRun } from './mode';

/** Web Crypto helpers of the mocked server (the same API in browsers and Node). */

/**
 * PBKDF2 iterations for new password hashes; each hash is stored with its count. Tests hash
 * cheaply: they check the flows, not the cost.
 */
export const PBKDF2_ITERATIONS = isTestRun() ? 1_000 : 100_000;
const encoder = new TextEncoder();

function toHex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A random URL-safe token; 32 bytes (256 bits) by default. */
export function randomToken(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export function randomSalt(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(16)));
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/**
 * How many password hashes run at once, and how many may wait their turn. A hash holds one of the
 * few threads (libuv's 4 in Node) that the session check's SHA-256 and file reads also need: a
 * flood of logins must not take them all. The mocked API in Node sets them (mocks/server/serve.ts);
 * a browser's tab has one user and keeps the defaults.
 */
const hashing = {
  concurrent: 4,
  waiting: 256,
  running: 0,
  queue: [] as (() => void)[],
  averageMs: 50,
};

export function limitPasswordHashing(limits: { concurrent: number; waiting: number }): void {
  Object.assign(hashing, limits);
}

/** Waits for a turn to hash, or refuses with 429 and when to try again if the queue is full. */
async function hashingTurn(): Promise<() => void> {
  if (hashing.running >= hashing.concurrent) {
    if (hashing.queue.length >= hashing.waiting) {
      const seconds = Math.max(
        1,
        Math.ceil(
          ((hashing.queue.length + hashing.running) * hashing.averageMs) /
            hashing.concurrent /
            1000,
        ),
      );
      throw new HttpError(
        429,
        `Too many passwords are being checked right now. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        {},
        { 'Retry-After': String(seconds) },
      );
    }
    await new Promise<void>((resolve) => hashing.queue.push(resolve));
  } else {
    hashing.running++;
  }
  const started = performance.now();
  return () => {
    hashing.averageMs = 0.8 * hashing.averageMs + 0.2 * (performance.now() - started);
    // The turn passes on to the next in line; the count of those running stays.
    const next = hashing.queue.shift();
    if (next) next();
    else hashing.running--;
  };
}

/** PBKDF2-SHA-256 of the password with the given salt, as hex; it waits for its turn. */
export async function hashPassword(
  password: string,
  salt: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<string> {
  const done = await hashingTurn();
  try {
    return await derive(password, salt, iterations);
  } finally {
    done();
  }
}

async function derive(password: string, salt: string, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(salt), iterations },
    key,
    256,
  );
  return toHex(bits);
}

/** Compares in time independent of where the strings first differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function verifyPassword(
  password: string,
  stored: { salt: string | null; hash: string | null; iterations: number },
): Promise<boolean> {
  if (!stored.salt || !stored.hash) return false;
  return constantTimeEqual(
    await hashPassword(password, stored.salt, stored.iterations),
    stored.hash,
  );
}
