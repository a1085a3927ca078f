import type { BrowserContext, Frame, Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { PINNED_NOW_KEY } from '../stories/support/pinned-now';
import { CPU_THROTTLE, E2E_NOW, test, throttleCpu } from './support';

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
}

function indexEntries(type: 'story' | 'docs'): StoryEntry[] {
  const index = JSON.parse(readFileSync('dist/storybook/index.json', 'utf8')) as {
    entries: Record<string, StoryEntry & { type: string }>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === type)
    .map(({ id, title, name }) => ({ id, title, name }));
}

/** Every story of the static Storybook that `npm run build:site` publishes at storybook/. */
export const storyEntries = () => indexEntries('story');

/** Every Docs page of it: the welcome page, the foundations, each screen's and component's. */
export const docsEntries = () => indexEntries('docs');

/** What Storybook reports once a story's script and its checks (axe among them) have run. */
export interface StoryFinished {
  status: 'success' | 'error';
  reporters: { type: string; status: string }[];
}

/**
 * How long a Storybook page may take to show: the manager, the preview and a story or docs page
 * each load their code on first use, which a busy machine stretches past the default 10 s. A story
 * finishes after its script, each of whose waits may take 20 s (.storybook/preview.tsx): twice
 * that leaves as long again for loading.
 */
export const STORYBOOK_WAIT = 40_000 * CPU_THROTTLE;

/**
 * Waits for the story in the page (or the manager's canvas frame) to finish, `storyId` if given
 * (in a preview that showed another story before); Storybook's report.
 */
export async function storyFinished(page: Page | Frame, storyId?: string): Promise<StoryFinished> {
  const finished = await page.waitForFunction(
    (storyId) => {
      const [report] =
        (
          window as {
            __STORYBOOK_ADDONS_CHANNEL__?: {
              last(event: string): (StoryFinished & { storyId: string })[] | undefined;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__?.last('storyFinished') ?? [];
      return report && (!storyId || report.storyId === storyId) ? report : null;
    },
    storyId,
    { timeout: STORYBOOK_WAIT },
  );
  return (await finished.jsonValue()) as StoryFinished;
}

/** The checks that failed (axe finding a violation is one). */
export const failedChecks = ({ reporters }: StoryFinished) =>
  reporters.filter((report) => report.status === 'failed');

/** What an example shows a designer: its page's heading, a failure, how many cards and rows. */
export interface ExampleShows {
  heading: string | null;
  failure: boolean;
  items: number;
}

/** The texts of a screen's failure states ("… could not be loaded", "Something went wrong …"). */
const FAILURE_TEXT = 'could not be loaded|went wrong';

/**
 * What `root` (an example, or the story of a page) shows once it holds still: read again every
 * half second until two reads agree (a few seconds at most, as a loading state never ends).
 */
export async function exampleShows(root: Locator): Promise<ExampleShows> {
  const read = () =>
    root.evaluate(
      (root, failureText) => ({
        heading: root.querySelector('h1')?.textContent?.trim() ?? null,
        failure: new RegExp(failureText, 'i').test((root as HTMLElement).innerText),
        items: root.querySelectorAll('li, tr, [role="listitem"], [role="row"]').length,
      }),
      FAILURE_TEXT,
    );
  let shows = await read();
  for (let tries = 0; tries < 8; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const again = await read();
    if (JSON.stringify(again) === JSON.stringify(shows)) break;
    shows = again;
  }
  return shows;
}

/** Sets the stories' "now" (stories/support/pinned-clock.ts) in the page it runs in. */
const pin = ([key, now]: readonly [string, number]) => {
  (window as unknown as Record<string, number>)[key] = now;
};
const E2E_INSTANT = [PINNED_NOW_KEY, E2E_NOW.getTime()] as const;

/**
 * Pins "now" at E2E_NOW in every story `context` loads. Only the date is pinned, not with
 * Playwright's clock, whose timers replace the page's own: with them, a story in a Docs page's
 * frame stalled on a CPU throttled six times.
 */
const pinNow = (context: BrowserContext) => context.addInitScript(pin, E2E_INSTANT);

/** Moves "now" in the preview `page` holds back to E2E_NOW, however long the worker has run. */
export const pinNowAgain = (page: Page) => page.evaluate(pin, E2E_INSTANT);

/**
 * Playwright's `test` (e2e/support.ts) for the published Storybook: "now" pinned at E2E_NOW in
 * every page (`pinNow`), and one page per worker for going through stories in one preview, as the
 * manager switches them (`showStory`): loading a preview afresh for each story took twice as
 * long. A second page holds a story open meanwhile: msw's worker unregisters itself when its last
 * page closes, and a story starting at that moment would meet msw's start asking the vanishing
 * registration to update (an uncaught rejection). With a page always open, the worker stays, as
 * in the manager.
 */
export const storyTest = test.extend<object, { storyPage: Page }>({
  clockAt: [null, { scope: 'test' }],
  context: async ({ context }, provide) => {
    await pinNow(context);
    await provide(context);
  },
  storyPage: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await pinNow(context);
      const keeper = await context.newPage();
      await keeper.goto('/storybook/iframe.html?id=components-button--playground&viewMode=story');
      await storyFinished(keeper);
      const page = await context.newPage();
      await throttleCpu(page);
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Clears the cookies and IndexedDB of the page's origin, and its local storage if `local`. */
async function clearStorage(page: Page, { local }: { local: boolean }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(test.info().project.use.baseURL!).origin,
    storageTypes: local ? 'cookies,local_storage,indexeddb' : 'cookies,indexeddb',
  });
  await cdp.detach();
}

/** The toolbar's settings (Storybook's globals, as in an address) each page's preview was loaded with. */
const loadedWith = new WeakMap<Page, string>();

/**
 * Opens `path` of the published Storybook afresh, from cleared cookies and storage: the page before
 * is unloaded first, so it writes nothing after its storage is cleared.
 */
export async function openAfresh(page: Page, path: string) {
  await page.goto('about:blank');
  await clearStorage(page, { local: true });
  await page.goto(`/storybook/${path}`);
  loadedWith.set(page, new URL(path, 'http://storybook/').searchParams.get('globals') ?? '');
}

/**
 * Shows story `id` in `page` with the toolbar's `globals` (as in an address: `theme:dark`; none
 * for its defaults), from cleared cookies and storage, so its loaders seed the database afresh. A
 * preview the page holds with the same globals, showing another story or a Docs page, is switched
 * to the story as the manager does; any other page loads a preview afresh.
 */
export async function showStory(page: Page, id: string, globals = '') {
  const showing = await page.evaluate(
    () =>
      (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string } } })
        .__STORYBOOK_PREVIEW__?.currentRender?.id ?? null,
  );
  if (showing === null || showing === id || loadedWith.get(page) !== globals) {
    const query = globals ? `&globals=${globals}` : '';
    return openAfresh(page, `iframe.html?id=${id}&viewMode=story${query}`);
  }
  await clearStorage(page, { local: false });
  await page.evaluate((storyId) => {
    const channel = (
      window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__: {
          once(event: string, listener: () => void): void;
          emit(event: string, selection: object): void;
        };
      }
    ).__STORYBOOK_ADDONS_CHANNEL__;
    // Local storage is cleared once the story before is torn down (it may write as it goes),
    // before this story's loaders run.
    channel.once('storyChanged', () => localStorage.clear());
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
}
