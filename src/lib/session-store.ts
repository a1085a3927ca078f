import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import type { User } from './api/contract';
import { PRERENDERED_ATTRIBUTE } from './before-paint';
import { maySessionExist } from './session-hint';

/** The signed-in user, `null` when signed out, `undefined` while not known yet. */
export type Session = User | null | undefined;

/**
 * The session as the public site's pages read it, without React Query (10 KB gzip) or the API's
 * client: signed out at once when the browser holds no token and no Google hint cookie (no check
 * could find a session), else what the session check answered, which the session watch feeds here
 * (`provideSession`). A page that reads an unknown session asks for the watch, and with it React
 * Query and the check (`useSessionWatchNeeded`).
 */
let answer: { user: User | null } | null = null;
/** The session watch runs, or was asked for: from then on it runs for good. */
let watchNeeded = false;
const readers = new Set<() => void>();
const watchers = new Set<() => void>();

const notify = (listeners: Set<() => void>) => listeners.forEach((listener) => listener());

function current(): Session {
  if (answer) return answer.user;
  return maySessionExist() ? undefined : null;
}

/** Asks for the session watch: a screen reads through React Query, or a page's session is unknown. */
export function needSessionWatch(): void {
  if (watchNeeded) return;
  watchNeeded = true;
  notify(watchers);
}

/** A page reading the session while it is unknown asks for its check. */
function askIfUnknown(): void {
  if (readers.size > 0 && current() === undefined) needSessionWatch();
}

/** Another tab signed in or out: the token or cookie read again, checked again if need be. */
function onStorage(): void {
  notify(readers);
  askIfUnknown();
}

function subscribe(listener: () => void): () => void {
  readers.add(listener);
  if (readers.size === 1) {
    window.addEventListener('storage', onStorage);
    notify(watchers);
  }
  askIfUnknown();
  return () => {
    readers.delete(listener);
    if (readers.size > 0) return;
    window.removeEventListener('storage', onStorage);
    notify(watchers);
  };
}

function watch(listener: () => void): () => void {
  watchers.add(listener);
  return () => watchers.delete(listener);
}

/**
 * What a reader shows at its first render: until the app has taken over a page rendered at build
 * time (`data-prerendered`), the session is not known yet, as the build rendered it (it knows no
 * visitor); elsewhere, what is known. (On a host that served another page's HTML the app renders
 * afresh and the page is not taken over yet either: its readers too learn the session just after.)
 */
function firstShown(): Session {
  const hydrating =
    typeof document === 'undefined' || document.documentElement.hasAttribute(PRERENDERED_ATTRIBUTE);
  return hydrating ? undefined : current();
}

/**
 * The signed-in user, for content that differs by session only. After a hydration the page learns
 * it as a transition, which React renders in slices between the browser's own work: a store read
 * with useSyncExternalStore differing from the build's would be rendered again at once, the screen
 * with it, in one task (73–96 ms on `/` at 4× CPU, the longest after the hydration).
 */
export function useSession(): Session {
  const [session, setSession] = useState(firstShown);
  useEffect(() => {
    const read = () => setSession(current());
    const unsubscribe = subscribe(read);
    startTransition(read);
    return unsubscribe;
  }, []);
  return session;
}

/** Whether the session watch must run (sticky once true). */
export function useSessionWatchNeeded(): boolean {
  return useSyncExternalStore(
    watch,
    () => watchNeeded,
    () => false,
  );
}

/** Whether a page reads the session from here now, so the watch keeps it checked. */
export function useSessionRead(): boolean {
  return useSyncExternalStore(
    watch,
    () => readers.size > 0,
    () => false,
  );
}

/** The session check's answer, until the returned function withdraws it (a newer one, an unmount). */
export function provideSession(user: User | null): () => void {
  const provided = { user };
  answer = provided;
  notify(readers);
  return () => {
    if (answer !== provided) return;
    answer = null;
    notify(readers);
  };
}
