/* global document -- page.waitForFunction callbacks run in the browser. */
// `npm run bench`'s longest main-thread task of every signed-in screen on a desktop, as a user
// reaches it: from the side navigation, then each of its tabs, then (where it has one) its longest
// period and each tab again. Each screen is traced from the click on its link till it has settled,
// so the task that mounts its charts once the data has arrived is counted, and split by what ran
// in it (task-split.mjs). Run on its own (`node scripts/bench/screen-tasks.mjs [runs] [dist]`,
// after `npm run build`) it serves the build itself and prints the median of its runs.
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { serveBuild } from '../static-host.mjs';
import { traceTasks } from './task-split.mjs';

const DEMO = { email: 'demo@vitalis.health', password: 'Demo1234!' };
const DESKTOP = { width: 1280, height: 900 };

/** The screens whose period changes what their charts draw: the select that sets it. */
const PERIODS = { 'Health Metrics': 'Time range', CGM: 'Period' };

/** Waits till nothing on the page says it is loading, then a moment for the charts to draw. */
async function settle(page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, {
    timeout: 60_000,
  });
  await page.waitForTimeout(1000);
}

/** Clicks each tab of the page's tab list (if any), each time till the page settles. */
async function everyTab(page) {
  const tabs = page.getByRole('main').getByRole('tab');
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click();
    await settle(page);
  }
}

/** Sets the period select labelled `label` to its last (longest) option, on the first tab that shows it. */
async function longestPeriod(page, label) {
  const tabs = page.getByRole('main').getByRole('tab');
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click();
    await settle(page);
    const select = page.getByLabel(label, { exact: true });
    if (await select.isVisible()) {
      const options = await select.locator('option').evaluateAll((all) => all.map((o) => o.value));
      await select.selectOption(options.at(-1));
      await settle(page);
      return;
    }
  }
  throw new Error(`No tab shows the select "${label}"`);
}

/**
 * Signs in as the demo user in a fresh desktop context, then traces each screen of the side
 * navigation; resolves to each screen's (and each longest period's) split, in the order visited.
 */
export async function screenTasks(browser, origin) {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => localStorage.setItem('vitalis:mock-latency', '0'));
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/auth/login`);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('list', { name: 'Health summary' }).waitFor({ timeout: 60_000 });
    await settle(page);
    const navigation = page.getByRole('navigation', { name: 'Main' });
    // The app's own screens: not the public landing (Home) nor a page outside the app.
    const links = await navigation
      .getByRole('link')
      .evaluateAll((all) =>
        all
          .filter((link) => link.pathname !== '/' && !link.pathname.endsWith('.html'))
          .map((link) => link.textContent.trim()),
      );
    const splits = {};
    for (const link of links) {
      let trace = await traceTasks(browser, page);
      await navigation.getByRole('link', { name: link, exact: true }).click();
      await settle(page);
      await everyTab(page);
      splits[link] = await trace.stop();
      if (PERIODS[link]) {
        trace = await traceTasks(browser, page);
        await longestPeriod(page, PERIODS[link]);
        await everyTab(page);
        splits[`${link}, longest period`] = await trace.stop();
      }
    }
    return splits;
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (values) => `${median(values).toFixed(0)} ms`;

/**
 * Prints, per screen, the median over `runs` (each what `screenTasks` resolved to) of its longest
 * task and of its task of most CPU time, that one split by what ran in it; then each run's two.
 */
export function printScreenTasks(runs) {
  console.log(
    '\nSigned-in screens, desktop: longest main-thread task from the side navigation through every' +
      ` tab (median of ${runs.length}; "CPU" is the task of most CPU time, which a busy machine does not stretch)\n`,
  );
  const rows = {};
  for (const screen of Object.keys(runs[0])) {
    const longest = runs.map((splits) => splits[screen].longest);
    const busiest = runs.map((splits) => splits[screen].busiest ?? { ms: 0, cpu: 0, split: {} });
    rows[screen] = {
      'longest task': ms(longest.map((task) => task.ms)),
      CPU: ms(busiest.map((task) => task.cpu)),
      ...Object.fromEntries(
        Object.keys(busiest[0].split).map((bucket) => [
          bucket.split(' (')[0],
          ms(busiest.map((task) => task.split[bucket] ?? 0)),
        ]),
      ),
      'each run (longest/CPU)': longest
        .map((task, run) => `${task.ms.toFixed(0)}/${busiest[run].cpu.toFixed(0)}`)
        .join(' '),
    };
  }
  console.table(rows);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [runs = 3, dist = join(import.meta.dirname, '..', '..', 'dist')] = process.argv.slice(2);
  const host = await serveBuild(dist, '404.html');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const all = [];
    for (let run = 0; run < Number(runs); run++) all.push(await screenTasks(browser, host.origin));
    printScreenTasks(all);
  } finally {
    await browser.close();
    await host.close();
  }
}
