/**
 * The signed-in user's key: the one cached read that is not a single operation. A module of its
 * own, so the session check every page runs does not load the API's client with it.
 */
export const SESSION_KEY = ['auth', 'current-user'] as const;
