import type { User } from './api/contract';
import { getToken } from './auth-token';
import { KNOWN_USER_KEY } from './constants';
import { mayHaveSocialSession } from './session-hint';

/**
 * The credential a session check would send now: the stored token, else the Google session when
 * its hint cookie says one may exist, else none.
 */
export function sessionCredential(): string | null {
  return getToken() ?? (mayHaveSocialSession() ? 'google-session' : null);
}

/**
 * Keeps the user a session check (or a sign-in) found, beside the credential it was found by, so
 * that a page opened again (a reload, a deep link, the demo offline) can draw the signed-in screens
 * at once while the check runs again (`seedKnownUser`). `null` forgets. The credential is kept as
 * it is: it sits in the same storage already. Not kept when the browser refuses to store it: it
 * only saves the wait for the check.
 */
export function rememberUser(user: User | null): void {
  const by = sessionCredential();
  if (!user || !by) {
    localStorage.removeItem(KNOWN_USER_KEY);
    return;
  }
  try {
    localStorage.setItem(KNOWN_USER_KEY, JSON.stringify({ credential: by, user }));
  } catch {
    localStorage.removeItem(KNOWN_USER_KEY);
  }
}

/**
 * The user last found with the credential the browser holds now; `undefined` when none was, when
 * that credential changed since (signed out, or in as someone else in another tab), or when what
 * is stored cannot be read; none while the build renders its pages (it has no storage).
 */
export function knownUser(): User | undefined {
  if (typeof localStorage === 'undefined') return undefined;
  const stored = localStorage.getItem(KNOWN_USER_KEY);
  if (stored === null) return undefined;
  try {
    const { credential: by, user } = JSON.parse(stored) as { credential?: unknown; user?: User };
    const now = sessionCredential();
    return now !== null && by === now && typeof user?.id === 'string' ? user : undefined;
  } catch {
    return undefined;
  }
}
