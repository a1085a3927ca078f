import { expect, type Page } from '@playwright/test';

/**
 * The first check on start asks for a Google session (SPEC.md section 4), which answers 401 for
 * anyone without one; the browser logs that reply, and it is the only error a test may see.
 */
function isSessionProbe(text: string, url: string): boolean {
  return text.includes('status of 401') && new URL(url).pathname === '/api/auth/user';
}

/** Collects console errors and page errors, so a test can assert there were none. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (isSessionProbe(message.text(), message.location().url)) return;
    errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Waits until the mock service worker controls the page. */
export async function expectWorkerActive(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toContain('mockServiceWorker.js');
}
