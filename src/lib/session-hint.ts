import { getToken } from './auth-token';
import { SOCIAL_SESSION_HINT_COOKIE } from './constants';

/** True when the browser may hold a Google session, so the start-up check should ask for it. */
export function mayHaveSocialSession(): boolean {
  return document.cookie
    .split(';')
    .some((cookie) => cookie.trim().startsWith(`${SOCIAL_SESSION_HINT_COOKIE}=`));
}

/**
 * True when a session may exist: the browser holds a token or the Google session's hint cookie.
 * Without either, no check could find one.
 */
export function maySessionExist(): boolean {
  return getToken() !== null || mayHaveSocialSession();
}
