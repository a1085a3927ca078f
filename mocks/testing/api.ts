import { expect, onTestFinished, vi } from 'vitest';
import { db } from '../db';

export interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
}

interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/** Calls the mocked API as a browser would; `body` is sent as it is when it is a string or a stream. */
export async function call(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const streamed = options.body instanceof ReadableStream;
  const response = await fetch(new URL(path, window.location.href), {
    method,
    headers,
    credentials: 'include',
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string' || streamed
          ? (options.body as BodyInit)
          : JSON.stringify(options.body),
    // Fetch sends a stream only when told it is sent in one direction at a time.
    ...(streamed && { duplex: 'half' }),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: the text itself is the body.
  }
  return { status: response.status, headers: response.headers, body };
}

/**
 * Starts a request whose body arrives only on `sendBody()`, and resolves once the server has
 * looked up the request's user: another request can then land while this one is under way.
 */
export async function startWithHeldBody(
  method: string,
  path: string,
  options: CallOptions,
): Promise<{ reply: Promise<Reply>; sendBody: () => void }> {
  let sendBody = () => {};
  const sent = new Promise<void>((resolve) => (sendBody = resolve));
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await sent;
      controller.enqueue(new TextEncoder().encode(JSON.stringify(options.body)));
      controller.close();
    },
  });
  const userLookup = vi.spyOn(db.user, 'findFirst');
  const reply = call(method, path, { ...options, body });
  try {
    await vi.waitFor(() => expect(userLookup).toHaveBeenCalled());
  } finally {
    userLookup.mockRestore();
  }
  return { reply, sendBody };
}

/**
 * Holds the next hash of this kind until `release()`: `deriveBits` is a password's (PBKDF2),
 * `digest` a token's (SHA-256). `started` resolves when it begins, so a test can land another
 * request between a handler's hashing and its write.
 */
export function holdNextHash(kind: 'deriveBits' | 'digest'): {
  started: Promise<void>;
  release: () => void;
} {
  const original = crypto.subtle[kind].bind(crypto.subtle) as (
    ...args: unknown[]
  ) => Promise<ArrayBuffer>;
  let begin = () => {};
  const started = new Promise<void>((resolve) => (begin = resolve));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const spy = vi.spyOn(crypto.subtle, kind).mockImplementationOnce(async (...args: unknown[]) => {
    begin();
    await released;
    return original(...args);
  });
  onTestFinished(() => spy.mockRestore());
  return { started, release };
}
