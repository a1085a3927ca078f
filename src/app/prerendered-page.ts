import { OTHER_PAGE_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '@/lib/before-paint';

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
