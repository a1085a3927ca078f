import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { preloadSignedIn } from '@/lib/signed-in-files';
import { callApi } from '@/lib/api/client';
import { signInFailure, switchUser, type SignInTexts } from '@/lib/auth';
import { DEMO_ACCOUNTS, type DemoAccount } from '@/lib/demo-accounts';

/** SPEC's quick login: the server's message, or 'Login failed' whatever the refusal. */
const QUICK_LOGIN_TEXTS: SignInTexts = { refused: 'Login failed', unverified: 'Login failed' };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Shortcut {
  /** The seeded account it signs in as: the demo, or the admin. */
  account: DemoAccount;
  /** Where it lands. */
  to: string;
  /** How long the screen shows its waiting state at least, in ms. */
  delayMs: number;
}

/**
 * A demo shortcut's sign-in: the seeded account's real login through the mocked API (the server
 * stays the one gate; nothing is granted by a local-storage flag), held for the screen's delay,
 * then the landing page.
 */
export function useShortcutSignIn({ account, to, delayMs }: Shortcut) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A visitor who leaves the screen before the sign-in ends is not signed in behind their back.
  const open = useRef(true);
  useEffect(() => {
    // The code the sign-in lands in, fetched while the mocked API starts and answers.
    preloadSignedIn(document);
    open.current = true;
    return () => {
      open.current = false;
    };
  }, []);
  const signIn = useMutation({
    mutationFn: async () => {
      const [reply] = await Promise.all([
        callApi('login', { body: DEMO_ACCOUNTS[account] }),
        wait(delayMs),
      ]);
      if (!open.current) return;
      await switchUser(queryClient, reply.user, reply.token);
      navigate(to, { replace: true });
    },
  });
  const start = useCallback(() => signIn.mutate(), [signIn]);
  return {
    start,
    pending: signIn.isPending,
    error: signIn.isError ? signInFailure(signIn.error, QUICK_LOGIN_TEXTS).message : null,
  };
}

/** Starts the sign-in once when the screen opens (StrictMode's second mount does not repeat it). */
export function useStartOnOpen(start: () => void) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);
}
