import { NEEDS_API_ATTRIBUTE } from '@/lib/before-paint';
import { maySessionExist } from '@/lib/session-hint';

/** What the visitor uses the API through: a form (sign-in, sign-up, a reset) or content so marked. */
export const NEEDS_API = `form, [${NEEDS_API_ATTRIBUTE}]`;

const INTENT_EVENTS = ['focusin', 'pointerdown'] as const;

/**
 * Calls `then` once the visitor reaches for what uses the API: at the first focus or press inside a
 * form or content that needs it, or at once if the focus is there already (typed into before the
 * app ran). Reading the page calls nothing.
 */
export function onIntent(document: Document, then: () => void): void {
  const usesApi = (target: EventTarget | null) =>
    target instanceof Element && target.closest(NEEDS_API) !== null;
  if (usesApi(document.activeElement)) return then();
  const listener = (event: Event) => {
    if (!usesApi(event.target)) return;
    INTENT_EVENTS.forEach((type) => document.removeEventListener(type, listener, true));
    then();
  };
  INTENT_EVENTS.forEach((type) => document.addEventListener(type, listener, true));
}

/**
 * Runs `start` once something will need the mocked API, so a visitor who only reads the public
 * pages never loads or seeds it: at once when a session may exist (a stored token or the Google
 * hint cookie: its check is the first request), else at the visitor's intent (`onIntent`). The
 * first request starts it anyway (`whenApiReady`).
 */
export function startOnNeed(document: Document, start: () => void): void {
  if (maySessionExist()) return start();
  onIntent(document, start);
}
