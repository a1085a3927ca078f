import { EARLY_ACTION_KEY, OTHER_PAGE_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '@/lib/before-paint';

/** The attribute the root element of a page rendered at build time for `path` carries. */
export const prerenderedAttribute = (path: string) => `${PRERENDERED_ATTRIBUTE}="${path}"`;

/**
 * True when the document is the page rendered at build time for this address, to be hydrated. A
 * host that answers every path with index.html sends the landing's HTML for others too, which the
 * script before the first paint marked (and kept hidden): that is cleared and the app renders.
 */
export function holdsThisPage(root: HTMLElement): boolean {
  const document = root.ownerDocument.documentElement;
  if (!document.hasAttribute(PRERENDERED_ATTRIBUTE)) return false;
  if (!document.hasAttribute(OTHER_PAGE_ATTRIBUTE)) return true;
  root.replaceChildren();
  document.removeAttribute(OTHER_PAGE_ATTRIBUTE);
  return false;
}

/**
 * The app has taken the page over (its first render committed, the typed text adopted): the page
 * is no longer marked as rendered at build time, and what the visitor did before (a form sent, a
 * demo persona pressed) is done again, once, now that it does something. Queued after the next
 * frame: the fields' adopted values are rendered by then, and so in what the form sends.
 */
export function takeOver(document: Document): void {
  document.documentElement.removeAttribute(PRERENDERED_ATTRIBUTE);
  const window = document.defaultView!;
  const action = window[EARLY_ACTION_KEY];
  delete window[EARLY_ACTION_KEY];
  const target = action?.target;
  if (!(target instanceof window.HTMLElement) || !target.isConnected) return;
  const replay = () => {
    if (!(target instanceof window.HTMLFormElement)) return target.click();
    const { submitter } = action!;
    target.requestSubmit(submitter?.isConnected ? submitter : null);
  };
  window.requestAnimationFrame(() => window.setTimeout(replay));
}
