/* global window, document -- addInitScript and waitForFunction callbacks run in the browser. */
// `npm run bench`'s longest main-thread task of a cold visit to each page rendered at build time:
// no session, nothing cached, from the navigation till the app has taken the page over and the
// network is quiet. On a desktop, and with the CPU slowed 4× as Lighthouse's mobile run does (issue
// "speed on need": no task over 50 ms on a cold public visit). Run on its own
// (`node scripts/bench/public-tasks.mjs [runs] [dist]`, after `npm run build`) it serves the build
// itself and prints the median of its runs.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { serveBuild } from '../static-host.mjs';

/** Lighthouse's mobile run slows the CPU 4×. */
const PROFILES = { desktop: 1, 'phone CPU (4× slower)': 4 };

/** The paths of the pages rendered at build time: each `<path>/index.html` in the build. */
export function prerenderedPaths(dist) {
  const found = existsSync(join(dist, 'index.html')) ? ['/'] : [];
  const visit = (dir, path) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || ['assets', 'storybook', '.vite'].includes(entry.name)) continue;
      const inner = `${path}/${entry.name}`;
      if (existsSync(join(dir, entry.name, 'index.html'))) found.push(inner);
      visit(join(dir, entry.name), inner);
    }
  };
  visit(dist, '');
  return found;
}

/** An init script: the page keeps its longest task so far (50 ms or more) in `__longestTask`. */
export function recordLongestTask() {
  window.__longestTask = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longestTask = Math.max(window.__longestTask, entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
}

/** The longest task (ms, 0 when none reached 50 ms) of one cold visit to `url`. */
async function coldVisit(browser, url, slowdown) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(recordLongestTask);
  const page = await context.newPage();
  if (slowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  }
  try {
    await page.goto(url);
    await page.waitForFunction(
      () => !document.documentElement.hasAttribute('data-prerendered'),
      null,
      { timeout: 60_000 },
    );
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => window.__longestTask);
  } finally {
    await context.close();
  }
}

/** Per page and profile, the longest task of each of `runs` cold visits. */
export async function publicTasks(browser, origin, paths, runs = 3) {
  const result = {};
  for (const path of paths) {
    result[path] = {};
    for (const [profile, slowdown] of Object.entries(PROFILES)) {
      const tasks = [];
      for (let run = 0; run < runs; run++) {
        tasks.push(await coldVisit(browser, `${origin}${path}`, slowdown));
      }
      result[path][profile] = tasks;
    }
  }
  return result;
}

/** Prints the median of each page's runs, and every run. */
export function printPublicTasks(result) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const show = (value) => (value ? `${Math.round(value)} ms` : 'none over 50 ms');
  console.log(
    '\nCold visits to the pages rendered at build time, no session: longest main-thread task (median; each run)\n',
  );
  console.table(
    Object.fromEntries(
      Object.entries(result).map(([path, profiles]) => [
        path,
        Object.fromEntries(
          Object.entries(profiles).map(([profile, tasks]) => [
            profile,
            `${show(median(tasks))} (${tasks.map((task) => Math.round(task)).join(', ')})`,
          ]),
        ),
      ]),
    ),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [runs = 3, dist = join(import.meta.dirname, '..', '..', 'dist')] = process.argv.slice(2);
  const host = await serveBuild(dist, '404.html');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    printPublicTasks(await publicTasks(browser, host.origin, prerenderedPaths(dist), Number(runs)));
  } finally {
    await browser.close();
    await host.close();
  }
}
