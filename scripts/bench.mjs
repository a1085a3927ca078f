/* global window, document -- page.evaluate and addInitScript callbacks run in the browser. */
// `npm run bench`: the figures that matter for speed and size, measured on the production build in
// Debian's Chromium. It prints them; it asserts nothing (times depend on the machine).
import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { lighthouseFigures } from './bench/lighthouse.mjs';
import { chromiumPath } from './chromium.mjs';
import { serveBuild } from './static-host.mjs';
import {
  prerenderedPaths,
  printPublicTasks,
  publicTasks,
  recordLongestTask,
} from './bench/public-tasks.mjs';
import {
  PHONE,
  phoneBrowserArgs,
  phoneHost,
  phoneJourney,
  printPhoneJourney,
} from './bench/phone-journey.mjs';
import { printScreenTasks, screenTasks } from './bench/screen-tasks.mjs';
import {
  clickToShown,
  listNamed,
  loadedPanel,
  regionWithList,
  selectedTab,
  shownAt,
} from './bench/shown.mjs';
import { printSplits, traceTasks } from './bench/task-split.mjs';

/** BENCH_PORT lets two checkouts bench side by side. */
const PORT = Number(process.env.BENCH_PORT ?? 4180);
const BASE = `http://127.0.0.1:${PORT}`;
const DIST = join(import.meta.dirname, '..', 'dist');
const DEMO = { email: 'demo@vitalis.health', password: 'Demo1234!' };
const TABS = ['Overview', 'Sleep', 'Activity', 'Heart Rate', 'Weight'];

const preview = spawn(
  'npx',
  ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
  // Its own process group, so stopping it stops vite too, not only npx.
  { stdio: 'ignore', detached: true },
);

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(BASE)).ok) return;
    } catch {
      // Not up yet.
    }
    await sleep(200);
  }
  throw new Error('vite preview did not start');
}

/** The screens opened from the side navigation, and the first content each shows. */
const SCREENS = [
  { link: 'CGM', path: '/cgm', content: loadedPanel },
  { link: 'Health Metrics', path: '/health-metrics', content: listNamed('Overview') },
  {
    link: 'Medications',
    path: '/medications',
    content: regionWithList("Today's Medication Schedule"),
  },
];

/** The dashboard's cards. */
const DASHBOARD_CARDS = listNamed('Health summary');

const DESKTOP = { context: { viewport: { width: 1280, height: 900 } } };

/**
 * A fresh browser context for a profile, the mocked server's latency set, and its page. The phone
 * (PHONE) is opened on the phone's host, whose network is the phone's.
 */
async function openPage(browser, profile, latency) {
  const context = await browser.newContext(profile.context);
  await context.addInitScript(
    (value) => localStorage.setItem('vitalis:mock-latency', value),
    latency,
  );
  const page = await context.newPage();
  if (profile.cpuSlowdown) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  }
  return page;
}

/** Resolves once the app has taken the page over (a page rendered at build time is marked till then). */
const appRunning = (page) =>
  page.waitForFunction(() => !document.documentElement.hasAttribute('data-prerendered'), null, {
    timeout: 60_000,
  });

/**
 * Starts the mocked API as a visitor does, by focusing the login form (which loads the database
 * too), and waits until it answers (its worker may control the page before msw has started, and
 * pass requests on meanwhile) from the database.
 */
async function startApi(page) {
  await appRunning(page);
  await page.getByLabel('Email').focus();
  // Polled in the page: waitForFunction takes the promise an async check returns as true at once.
  await page.evaluate(async () => {
    const until = performance.now() + 60_000;
    while (performance.now() < until) {
      if (
        navigator.serviceWorker.controller &&
        (await fetch('/api/demo/outbox')).headers.get('content-type')?.includes('json') &&
        performance.getEntriesByName('vitalis:restore').length > 0
      ) {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The mocked API did not start within 60 s');
  });
}

/**
 * First contentful paint and largest contentful paint of a page opened in a fresh context, five
 * times; the largest paint is read once the app has taken the page over and it has settled.
 */
async function paints(browser, profile, origin, path) {
  const runs = { fcp: [], lcp: [] };
  for (let run = 0; run < 5; run++) {
    const page = await openPage(browser, profile, '0');
    await page.addInitScript(() => {
      window.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${origin}${path}`);
    await appRunning(page);
    await page.waitForTimeout(1000);
    const { fcp, lcp } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      lcp: window.__lcp,
    }));
    runs.fcp.push(fcp);
    runs.lcp.push(lcp);
    await page.context().close();
  }
  return runs;
}

/**
 * Log In → the dashboard's cards, then each heavy screen from the side navigation → its first
 * content, five times, each in a fresh browser context: no chunk or read is cached between runs.
 */
async function clickToContent(browser, profile, latency) {
  const times = { 'Log In → dashboard cards': [] };
  for (const { link } of SCREENS) times[`${link} (side navigation) → first content`] = [];
  for (let run = 0; run < 5; run++) {
    const page = await openPage(browser, profile, latency);
    await page.goto(`${BASE}/auth/login`);
    await startApi(page);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    times['Log In → dashboard cards'].push(
      await clickToShown(
        page,
        () => page.getByRole('button', { name: 'Log In' }).click(),
        DASHBOARD_CARDS,
      ),
    );
    // On a phone the side navigation is a drawer, opened first (not timed).
    const navigation = async () => {
      const drawer = page.getByRole('button', { name: 'Open navigation' });
      if (await drawer.isVisible()) await drawer.click();
    };
    for (const { link, content } of SCREENS) {
      await navigation();
      times[`${link} (side navigation) → first content`].push(
        await clickToShown(page, () => page.getByRole('link', { name: link }).click(), content),
      );
      await navigation();
      await page.getByRole('link', { name: 'Dashboard' }).click();
      await page.getByRole('list', { name: 'Health summary' }).waitFor();
    }
    await page.context().close();
  }
  return times;
}

/**
 * What a cold visit to `path` with no session downloads, all included, in gzip bytes of the built
 * files it asked for (vite preview sends them uncompressed): read once the page has settled.
 */
async function downloaded(browser, path) {
  const context = await browser.newContext(DESKTOP.context);
  const page = await context.newPage();
  const asked = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === BASE) asked.add(url.pathname);
  });
  await page.goto(`${BASE}${path}`);
  await appRunning(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  const fileOf = (path) =>
    statSync(join(DIST, path)).isDirectory() ? join(DIST, path, 'index.html') : join(DIST, path);
  return [...asked].reduce((sum, file) => sum + gzipSync(readFileSync(fileOf(file))).length, 0);
}

/**
 * The deep links timed on each host setup, and the content each waits for: the dashboard, the CGM's
 * Weekly Trends (the issue's), and the screens clicked from the side navigation, with the same
 * content as the click.
 */
const DEEP_LINKS = {
  '/dashboard': DASHBOARD_CARDS,
  '/cgm?tab=weekly&days=7': selectedTab('Weekly Trends'),
  ...Object.fromEntries(SCREENS.map(({ path, content }) => [path, content])),
};

/**
 * Milliseconds from opening each deep link, signed in, to its content (from the navigation's
 * start, timed in the page), five times, on a host that answers an unknown path with 404.html and
 * on one that answers with index.html (the landing), each served by scripts/static-host.mjs:
 * cold, in a fresh browser context, then again in a new tab of that context, as a returning
 * visitor opens it (the mocked API's worker registered, the files in the HTTP cache).
 */
async function deepLinks(browser) {
  const times = {};
  const record = (key, link, ms) => ((times[key] ??= {})[link] ??= []).push(ms);
  for (const fallback of ['404.html', 'index.html']) {
    const host = await serveBuild(DIST, fallback);
    try {
      const setUp = await browser.newPage();
      await setUp.goto(`${host.origin}/auth/login`);
      await startApi(setUp);
      await setUp.evaluate(async (account) => {
        localStorage.setItem('vitalis:mock-latency', '0');
        const reply = await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(account),
        });
        localStorage.setItem('auth_token', (await reply.json()).token);
      }, DEMO);
      const storageState = await setUp.context().storageState();
      await setUp.context().close();
      for (let run = 0; run < 5; run++) {
        for (const [link, content] of Object.entries(DEEP_LINKS)) {
          const context = await browser.newContext({ ...DESKTOP.context, storageState });
          for (const visit of ['cold', 'returning visitor']) {
            const page = await context.newPage();
            await page.goto(`${host.origin}${link}`, { waitUntil: 'commit' });
            record(`${visit}, ${fallback} host`, link, await shownAt(page, content));
            // The page settles (its saves land, its worker takes over) before the next opens.
            await page.waitForTimeout(1000);
            await page.close();
          }
          await context.close();
        }
      }
    } finally {
      await host.close();
    }
  }
  return times;
}

const measure = (page, name) =>
  page.evaluate((entry) => performance.getEntriesByName(entry).map((item) => item.duration), name);

// The phone's own host: the build served as a static host serves it, over the phone's network.
const phone = await phoneHost(DIST);
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: phoneBrowserArgs([phone]),
});
try {
  await waitForServer();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('vitalis:mock-latency', '0'));
  await context.addInitScript(recordLongestTask);
  const page = await context.newPage();

  // A first visit: focusing the login form starts the mocked API, which seeds the demo and saves
  // it; the reloads after it restore it from storage.
  await page.goto(`${BASE}/auth/login`);
  const firstTrace = await traceTasks(browser, page);
  await startApi(page);
  await page.waitForTimeout(1000);
  const firstSplit = await firstTrace.stop();
  const firstVisit = {
    seed: (await measure(page, 'vitalis:restore'))[0],
    longestTask: await page.evaluate(() => window.__longestTask),
  };
  const restores = [];
  for (let i = 0; i < 5; i++) {
    await page.reload();
    await startApi(page);
    restores.push(...(await measure(page, 'vitalis:restore')));
  }
  const savedBytes = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('vitalis:mock-db'))
      .reduce((sum, key) => sum + key.length + localStorage.getItem(key).length, 0),
  );

  const saves = await page.evaluate(async (account) => {
    // The worker restored the database; its fetches are answered once it controls the page.
    const { serviceWorker } = navigator;
    if (!serviceWorker.controller) {
      await new Promise((resolve) =>
        serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
    const login = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(account),
    }).then((response) => response.json());
    localStorage.setItem('auth_token', login.token);
    performance.clearMeasures('vitalis:save');
    const durations = [];
    for (let i = 0; i < 5; i++) {
      await fetch('/api/health-metrics', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${login.token}` },
        body: JSON.stringify({ kind: 'weight', value: 77 + i / 10, unit: 'kg' }),
      });
      durations.push(
        ...performance.getEntriesByName('vitalis:save').map((entry) => entry.duration),
      );
      performance.clearMeasures('vitalis:save');
    }
    return durations;
  }, DEMO);

  const healthTrace = await traceTasks(browser, page);
  await page.goto(`${BASE}/health-metrics?range=90d`);
  await page.getByRole('tab', { name: 'Overview' }).waitFor();
  for (const tab of TABS) {
    await page.getByRole('tab', { name: tab }).click();
    await page.waitForTimeout(1500);
  }
  const longestTask = await page.evaluate(() => window.__longestTask);
  const healthSplit = await healthTrace.stop();

  // Weekly Trends at 90 days: the range read answers statistics and the AGP, not the readings.
  const range = await page.evaluate(async () => {
    const token = localStorage.getItem('auth_token');
    const started = performance.now();
    const response = await fetch('/api/glucose-data/range?days=90', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const text = await response.text();
    return { ms: performance.now() - started, bytes: text.length };
  });
  // Opened from the Daily View, as a user would: the page's own start-up is not counted.
  await page.goto(`${BASE}/cgm?days=90`);
  await shownAt(page, loadedPanel);
  await page.waitForTimeout(1500);
  await page.evaluate(() => {
    window.__longestTask = 0;
  });
  const glucoseTrace = await traceTasks(browser, page);
  await page.getByRole('tab', { name: 'Weekly Trends' }).click();
  await page
    .getByRole('img', { name: /^Ambulatory glucose profile/ })
    .locator('canvas')
    .waitFor();
  await page.waitForTimeout(1500);
  const glucoseTask = await page.evaluate(() => window.__longestTask);
  const glucoseSplit = await glucoseTrace.stop();

  const screens = await screenTasks(browser, BASE);

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const ms = (value) => `${value.toFixed(1)} ms`;
  // Without latency, and with every read taking 300 ms, as a real server's would.
  const clicks = {
    'no latency': await clickToContent(browser, DESKTOP, '0'),
    '300 ms per read': await clickToContent(browser, DESKTOP, '300-300'),
  };
  const journeys = [];
  for (let run = 0; run < 3; run++) journeys.push(await phoneJourney(browser, phone));
  const firstPaints = {};
  for (const path of ['/', '/auth/login']) {
    for (const [name, profile, origin] of [
      ['desktop', DESKTOP, BASE],
      ['phone (4× CPU, its network at the host)', PHONE, phone.origin],
    ]) {
      const { fcp, lcp } = await paints(browser, profile, origin, path);
      firstPaints[`${path}, ${name}`] = {
        'first contentful paint': ms(median(fcp)),
        'largest contentful paint': ms(median(lcp)),
      };
    }
  }
  const coldBytes = {};
  for (const path of ['/', '/auth/login']) coldBytes[path] = await downloaded(browser, path);
  const hosts = await deepLinks(browser);
  const publicPages = await publicTasks(browser, BASE, prerenderedPaths(DIST));
  const audits = await lighthouseFigures(BASE, ['/', '/auth/login']);
  console.log('\nVitalis benchmark (production build, Chromium)\n');
  console.table({
    'saved demo database': { value: `${(savedBytes / 1024).toFixed(0)} KB (${savedBytes} chars)` },
    'first visit: seed and save (login form focused)': { value: ms(firstVisit.seed) },
    'first visit: longest main-thread task': {
      value: firstVisit.longestTask ? ms(firstVisit.longestTask) : 'none over 50 ms',
    },
    ...Object.fromEntries(
      Object.entries(coldBytes).map(([path, bytes]) => [
        `cold ${path}, no session: everything downloaded`,
        { value: `${(bytes / 1024).toFixed(0)} KB gzip` },
      ]),
    ),
    'restore at page load (median of 5)': { value: ms(median(restores)) },
    'save after one write (median of 5)': { value: ms(median(saves)) },
    'longest main-thread task, Health Metrics 90 days, every tab': {
      value: longestTask ? ms(longestTask) : 'none over 50 ms',
    },
    'glucose range read, 90 days (statistics and AGP)': {
      value: `${ms(range.ms)}, ${(range.bytes / 1024).toFixed(1)} KB (90 × 288 readings not shipped)`,
    },
    'longest main-thread task, Weekly Trends 90 days': {
      value: glucoseTask ? ms(glucoseTask) : 'none over 50 ms',
    },
  });
  printSplits({
    'first visit, from its load event (login form focused)': firstSplit,
    'Health Metrics 90 days': healthSplit,
    'Weekly Trends 90 days': glucoseSplit,
  });
  printScreenTasks([screens]);
  console.log('\nFirst paints (median of 5, a fresh browser each run)\n');
  console.table(firstPaints);
  printPublicTasks(publicPages);
  console.log('\nLighthouse, cold and without a session (median of 3 runs each)\n');
  console.table(audits);
  console.log(
    '\nDeep links, signed in, to their content: cold (a fresh browser) and for a returning visitor (median of 5), beside the same content from the side navigation\n',
  );
  const clicked = Object.fromEntries(
    SCREENS.map(({ link, path }) => [
      path,
      median(clicks['no latency'][`${link} (side navigation) → first content`]),
    ]),
  );
  console.table(
    Object.fromEntries(
      Object.keys(DEEP_LINKS).map((link) => [
        link,
        {
          ...Object.fromEntries(
            Object.entries(hosts).map(([visit, links]) => [visit, ms(median(links[link]))]),
          ),
          'side navigation click': clicked[link] === undefined ? '' : ms(clicked[link]),
        },
      ]),
    ),
  );
  console.log('\nClick to content (median of 5, a fresh browser each run)\n');
  const steps = Object.keys(clicks['no latency']);
  console.table(
    Object.fromEntries(
      steps.map((step) => [
        step,
        Object.fromEntries(
          Object.entries(clicks).map(([profile, times]) => [profile, ms(median(times[step]))]),
        ),
      ]),
    ),
  );
  printPhoneJourney('', journeys);
} finally {
  await browser.close();
  await phone.close();
  process.kill(-preview.pid);
}
