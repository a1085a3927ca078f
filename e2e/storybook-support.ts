import type { Frame, Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { CPU_THROTTLE } from './cpu-throttle';

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
 * each load their code on first use, which a busy machine stretches past the default 10 s.
 */
export const STORYBOOK_WAIT = 25_000 * CPU_THROTTLE;

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
