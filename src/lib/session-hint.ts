/**
 * The Google session lives in a cookie the page cannot read (HttpOnly on a real server), so the
 * client could only learn whether one exists by asking `GET /api/auth/user`, which answers 401 to
 * everyone without one and leaves that error in the console of every visitor. The server sets this
 * readable companion cookie beside the session cookie, with the same lifetime, and clears the two
 * together: it grants nothing (the server checks the session itself), it only tells the client
 * that the question is worth asking.
 */
export const SOCIAL_SESSION_HINT_COOKIE = 'vitalis_social';

/** True when the browser may hold a Google session, so the start-up check should ask for it. */
export function mayHaveSocialSession(): boolean {
  return document.cookie
    .split(';')
    .some((cookie) => cookie.trim().startsWith(`${SOCIAL_SESSION_HINT_COOKIE}=`));
}
