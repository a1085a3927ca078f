import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { ApiError } from './api/transport';
import type { ApiArgs, ApiBody, ApiReply, OperationId, User } from './api/contract';
import { apiErrorOf } from './api/failure';
import { SESSION_KEY } from './api/session-key';
import { clearToken, getToken, setToken } from './auth-token';
import { TOKEN_KEY } from './constants';
import { knownUser, rememberUser, sessionCredential } from './known-user';
import { useServerNavigation } from './server-navigation';
import { mayHaveSocialSession } from './session-hint';
import { signalUserChange } from './user-change';

/**
 * Sends an operation with the API's client, which loads with the first call: a visitor without a
 * session sends none, so a public page's session check does not download it (nor its table of
 * operations).
 */
async function callApi<Id extends OperationId>(
  id: Id,
  ...args: ApiArgs<Id>
): Promise<ApiReply<Id>> {
  const client = await import('./api/client');
  return client.callApi(id, ...args);
}

/**
 * The signed-in user: the social session first, then the stored token; any
 * error while checking the token clears it. Both checks are sent at once, so their waits do not
 * add up. The social session is asked for only when its hint cookie says one may exist, so a
 * visitor who never signed in sends no request at all (and sees no 401). The answer is remembered
 * for the next page opened (`seedKnownUser`). A sign-in that changed the credential meanwhile
 * keeps its token and its user: the answer is the previous user's.
 */
async function loadCurrentUser(): Promise<User | null> {
  const askedWith = sessionCredential();
  const [socialUser, tokenUser] = await Promise.all([
    mayHaveSocialSession() ? callApi('getSessionUser').catch(() => null) : null,
    getToken() ? callApi('getTokenUser').catch(() => undefined) : null,
  ]);
  const user = socialUser ?? tokenUser ?? null;
  if (sessionCredential() !== askedWith) return user;
  if (!socialUser && tokenUser === undefined) clearToken();
  rememberUser(user);
  return user;
}

export const currentUserQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: loadCurrentUser,
});

/**
 * A page opened again with the session it had (a reload, a deep link, the demo offline) starts
 * from the user the last check found with the same credential, marked out of date: the screens
 * draw at once and send their reads, and the check runs again beside them as the first screen
 * reading the session mounts. If it finds no session the gate sends the visitor to the login, as
 * a read's 401 does; without a known user the gate shows its spinner until the check answers.
 */
export function seedKnownUser(queryClient: QueryClient): void {
  const user = knownUser();
  if (!user) return;
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey, refetchType: 'none' });
}

const isCurrentUserQuery = (query: { queryHash: string }) =>
  query.queryHash === JSON.stringify(currentUserQuery.queryKey);

/** The user is leaving: reads in flight are cancelled, and what else keeps theirs is told. */
async function leaveUser(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  signalUserChange();
}

/**
 * Moves the client to another user, or to none: reads in flight are cancelled and every cached
 * read of the previous user is dropped (screens still showing one load again), so no screen can
 * show one user's data to another, even for a moment (the request log forgets their exchanges too).
 * The token is stored or cleared.
 */
export async function switchUser(
  queryClient: QueryClient,
  user: User | null,
  token: string | null,
): Promise<void> {
  await leaveUser(queryClient);
  if (token) setToken(token);
  else clearToken();
  rememberUser(user);
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  await queryClient.resetQueries({ predicate: (query) => !isCurrentUserQuery(query) });
}

const sessionEndedListeners = new Set<() => void>();

/** Calls `listener` each time a 401 ends the session here (so the app can say so); unsubscribes. */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => {
    sessionEndedListeners.delete(listener);
  };
}

/**
 * A 401 from any call while signed in means the session ended elsewhere (expired, logged out in
 * another tab, demo data reset): sign out here too, and the gate sends the visitor to the login.
 */
export function signOutOnUnauthorized(queryClient: QueryClient, failure: unknown): void {
  const error = apiErrorOf(failure);
  if (error?.status !== 401) return;
  if (!queryClient.getQueryData(currentUserQuery.queryKey)) return;
  // A late reply to a request sent with an earlier session must not sign out the current one.
  if (error.sentToken !== getToken()) return;
  sessionEndedListeners.forEach((listener) => listener());
  void switchUser(queryClient, null, null);
}

/** Another tab signed in, out or as someone else: start again from its session. */
export function useFollowOtherTabs(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_KEY && event.key !== null) return;
      void leaveUser(queryClient).then(() => queryClient.resetQueries());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);
}

/** An auth failure with the message the screens show. */
export class AuthError extends Error {
  readonly needsVerification: boolean;
  /** The server's own message, when its reply carried one. */
  readonly serverMessage: string | undefined;

  constructor(
    message: string,
    options: { needsVerification?: boolean; serverMessage?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AuthError';
    this.needsVerification = options.needsVerification ?? false;
    this.serverMessage = options.serverMessage;
  }
}

/** What a sign-in says when the server gives no reason: by the screen it is on. */
export interface SignInTexts {
  /** The login was refused. */
  refused: string;
  /** No reply came (the server unreachable); `refused` when not given. */
  unreachable?: string;
  /** A 403 that is not about the e-mail; `refused` when not given. */
  forbidden?: string;
  /** A 403 with `needsVerification`; 'Email verification required' when not given. */
  unverified?: string;
}

/** The login screen's texts (SPEC's error catalogue). */
const LOGIN_TEXTS: SignInTexts = {
  refused: 'Failed to login',
  unreachable: 'An error occurred during login',
  forbidden: 'Access denied',
};

/**
 * Every sign-in's failure, read once: the login screen, the persona switch and the demo
 * shortcuts. A 403 with `needsVerification` is the refusal until the e-mail is verified; any
 * other failure says the server's own reason, or the screen's text.
 */
export function signInFailure(error: unknown, texts: SignInTexts): AuthError {
  const api = apiErrorOf(error);
  if (!api) return new AuthError(texts.unreachable ?? texts.refused, { cause: error });
  const body = api.body as { needsVerification?: boolean } | null;
  const needsVerification = api.status === 403 && body?.needsVerification === true;
  const otherwise = needsVerification
    ? (texts.unverified ?? 'Email verification required')
    : api.status === 403
      ? (texts.forbidden ?? texts.refused)
      : texts.refused;
  return new AuthError(api.serverMessage ?? otherwise, {
    needsVerification,
    serverMessage: api.serverMessage,
    cause: api,
  });
}

function signupError(error: unknown): AuthError {
  if (!(error instanceof ApiError)) return new AuthError('An error occurred during signup');
  return new AuthError(error.serverMessage ?? 'Failed to sign up', {
    serverMessage: error.serverMessage,
    cause: error,
  });
}

export interface SignupResult {
  success: boolean;
  needsVerification: boolean;
  message: string;
  email: string;
}

/** The display name: first name, then username, then 'User'. */
export function displayName(user: Pick<User, 'firstName' | 'username'> | null | undefined): string {
  return user?.firstName || user?.username || 'User';
}

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: ApiBody<'login'>) => {
      try {
        return await callApi('login', { body: credentials });
      } catch (error) {
        throw signInFailure(error, LOGIN_TEXTS);
      }
    },
    onSuccess: ({ token, user }) => switchUser(queryClient, user, token),
  });
}

export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: ApiBody<'register'>): Promise<SignupResult> => {
      let reply;
      try {
        reply = await callApi('register', { body: payload });
      } catch (error) {
        throw signupError(error);
      }
      if (reply.token) await switchUser(queryClient, reply.user, reply.token);
      return {
        success: reply.ok,
        needsVerification: reply.needsVerification,
        message: reply.message,
        email: reply.user.email,
      };
    },
  });
}

/** Ends every session the browser holds and forgets the user. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await callApi('logout');
    } catch {
      // Signed out in this browser all the same; an unreachable server's session expires on its own.
    } finally {
      await switchUser(queryClient, null, null);
    }
  }, [queryClient]);
}

/**
 * Logout: a local (e-mail and password) account with a token logs out
 * in the client only, ending its token on the server (a protected page then sends the visitor to
 * /auth/login, a public one stays); any other account goes to the server-side logout address,
 * which the app serves at /api/logout and which lands on /.
 */
export function useLogout() {
  const goToServer = useServerNavigation();
  const endSession = useEndSession();
  return async (user: User | null | undefined) => {
    if (user?.authProvider === 'password' && getToken()) {
      await endSession();
    } else {
      goToServer('/api/logout');
    }
  };
}
