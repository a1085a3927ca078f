import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from '@playwright/test';
import { serveBuild } from '../scripts/static-host.mjs';
import { DEMO_ACCOUNTS } from '../src/lib/demo-accounts';
import type { OutboxMessage } from '../src/lib/api/contract';
import { DIST, E2E_NOW, expect, expectWorkerActive, test, throttleCpu } from './support';

/**
 * A deep link shows its screen as fast whether the host answers an unknown path with the app
 * without a page (404.html) or with index.html, the landing rendered at build time, which the
 * script before the first paint keeps hidden there, so it never paints: nothing waits for that
 * paint (the app's code was asked for after 3 s, the paint timer's limit).
 *
 * The bound is a budget, not a timing: the app's code is asked for by the time the HTML has been
 * read (DOMContentLoaded), and a wait for a paint that never comes asks for it 3 s after, by
 * construction. Counted from that moment, however long a slow CPU takes to read the HTML (seconds
 * at 6× throttling on a loaded machine), one second lets a loaded machine through and catches that
 * wait every time; what follows the request is the same on both hosts.
 */
const START_BUDGET_MS = 1000;

/**
 * Readies the demo in one browser context (`prepare` answers the address to open), then opens that
 * address in a new context with its storage, nothing cached, no worker running: `screen` shows,
 * and the app's code was asked for within budget of its HTML having been read.
 */
async function openCold(
  browser: Browser,
  origin: string,
  prepare: (page: Page) => Promise<string>,
  screen: (page: Page) => Locator,
) {
  const contexts: BrowserContext[] = [];
  const newPage = async (options?: BrowserContextOptions) => {
    const context = await browser.newContext(options);
    contexts.push(context);
    await context.clock.install({ time: E2E_NOW });
    const page = await context.newPage();
    await throttleCpu(page);
    return page;
  };
  try {
    const setUp = await newPage();
    // The outbox reads from the mocked API, which starts it.
    await setUp.goto(`${origin}/outbox`);
    await expectWorkerActive(setUp);
    await setUp.evaluate(() => localStorage.setItem('vitalis:mock-latency', '0'));
    const address = await prepare(setUp);
    const page = await newPage({ storageState: await setUp.context().storageState() });
    const entryAsked = page
      .waitForRequest((request) => /\/assets\/index-[^/]+\.js$/.test(request.url()))
      .then(() => performance.now());
    const htmlRead = page.waitForEvent('domcontentloaded').then(() => performance.now());
    await page.goto(`${origin}${address}`, { waitUntil: 'commit' });
    await expect(screen(page)).toBeVisible();
    expect((await entryAsked) - (await htmlRead)).toBeLessThan(START_BUDGET_MS);
  } finally {
    for (const context of contexts) await context.close();
  }
}

/** Signs in as the demo user through the mocked API; answers `address`. */
const signedIn = (address: string) => async (page: Page) => {
  await page.evaluate(async (account) => {
    const reply = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(account),
    });
    localStorage.setItem('auth_token', (await reply.json()).token);
  }, DEMO_ACCOUNTS.demo);
  return address;
};

/** Sends the unverified demo user a new verification e-mail; answers its link. */
const verificationLink = (page: Page) =>
  page.evaluate(async (email) => {
    await fetch('/api/auth/resend-verification', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const messages = (await (await fetch('/api/demo/outbox')).json()) as OutboxMessage[];
    return messages.find((message) => message.to === email)!.link;
  }, DEMO_ACCOUNTS.unverified.email);

for (const fallback of ['404.html', 'index.html'] as const) {
  test.describe(`a host that answers an unknown path with ${fallback}`, () => {
    let host: Awaited<ReturnType<typeof serveBuild>>;
    test.beforeAll(async () => {
      host = await serveBuild(DIST, fallback);
    });
    test.afterAll(() => host.close());

    test('the verification link redeems its token at once', async ({ browser }) => {
      await openCold(browser, host.origin, verificationLink, (page) =>
        page.getByText('Email verified').first(),
      );
    });

    test('a signed-in reload of the dashboard shows it at once', async ({ browser }) => {
      await openCold(browser, host.origin, signedIn('/dashboard'), (page) =>
        page.getByRole('list', { name: 'Health summary' }),
      );
    });

    test('CGM opened cold on a tab shows it at once', async ({ browser }) => {
      await openCold(browser, host.origin, signedIn('/cgm?tab=weekly&days=7'), (page) =>
        page.getByRole('tab', { name: 'Weekly Trends', selected: true }),
      );
    });
  });
}
