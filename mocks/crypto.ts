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

/** PBKDF2-SHA-256 of the password with the given salt, as hex. */
export async function hashPassword(
  password: string,
  salt: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<string> {
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
