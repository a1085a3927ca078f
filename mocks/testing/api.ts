import { DEMO_ACCOUNTS } from '../seed';
import { findUserByEmail, newSessionToken, storeSession } from '../sessions';

export interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Calls the mocked API as a browser would; `body` is sent as it is when it is a string. */
export async function call(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(new URL(path, window.location.href), {
    method,
    headers,
    credentials: 'include',
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
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

/** A bearer token of a new session for a demo account, made without the login's slow hash. */
export async function sessionTokenFor(account: keyof typeof DEMO_ACCOUNTS): Promise<string> {
  const user = findUserByEmail(DEMO_ACCOUNTS[account].email);
  if (!user) throw new Error(`Demo account ${account} is missing from the seed`);
  const token = await newSessionToken();
  storeSession(token, user.id, 'bearer');
  return token.token;
}
