import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadSignedIn, SIGNED_IN_FILES_ID } from './signed-in-files';

/** A page listing `files`, one of which it links to already. */
function pageListing(files: string[]) {
  const page = document.implementation.createHTMLDocument();
  page.head.innerHTML = `<base href="https://vitalis.test/"><script type="application/json" id="${SIGNED_IN_FILES_ID}">${JSON.stringify(files)}</script><link rel="modulepreload" href="/assets/linked.js">`;
  return page;
}

const preloads = (page: Document) =>
  [...page.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => ({
    href: new URL(link.href).pathname,
    priority: link.fetchPriority,
    crossOrigin: link.crossOrigin,
  }));

afterEach(() => vi.useRealTimers());

describe('preloadSignedIn', () => {
  it('adds a module preload at low priority for each listed file, two a task, once', () => {
    vi.useFakeTimers();
    const page = pageListing(['/assets/a.js', '/assets/linked.js', '/assets/b.js', '/assets/c.js']);
    preloadSignedIn(page);
    preloadSignedIn(page);
    expect(preloads(page).map((link) => link.href)).toEqual([
      '/assets/linked.js',
      '/assets/a.js',
      '/assets/b.js',
    ]);
    vi.runAllTimers();
    expect(preloads(page).slice(1)).toEqual([
      ...['/assets/a.js', '/assets/b.js', '/assets/c.js'].map((href) => ({
        href,
        priority: 'low',
        crossOrigin: '',
      })),
    ]);
  });

  it('adds nothing to a page without the list', () => {
    const page = document.implementation.createHTMLDocument();
    preloadSignedIn(page);
    expect(preloads(page)).toEqual([]);
  });
});
