import type { Frame, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

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

/** Waits for the story in the page (or the manager's canvas frame) to finish; Storybook's report. */
export async function storyFinished(page: Page | Frame): Promise<StoryFinished> {
  const finished = await page.waitForFunction(
    () =>
      (
        window as { __STORYBOOK_ADDONS_CHANNEL__?: { last(event: string): unknown[] } }
      ).__STORYBOOK_ADDONS_CHANNEL__?.last('storyFinished')?.[0],
    undefined,
    { timeout: 25_000 },
  );
  return (await finished.jsonValue()) as StoryFinished;
}

/** The checks that failed (axe finding a violation is one). */
export const failedChecks = ({ reporters }: StoryFinished) =>
  reporters.filter((report) => report.status === 'failed');
