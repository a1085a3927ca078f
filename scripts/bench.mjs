/* global window -- page.evaluate and addInitScript callbacks run in the browser. */
// `npm run bench`: the figures that matter for speed and size, measured on the production build in
// Debian's Chromium. It prints them; it asserts nothing (times depend on the machine).
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const PORT = 4180;
const BASE = `http://127.0.0.1:${PORT}`;
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
  { link: 'CGM', content: (page) => loadedPanel(page) },
  { link: 'Health Metrics', content: (page) => page.getByRole('list', { name: 'Overview' }) },
  {
    link: 'Medications',
    content: (page) =>
      page.getByRole('region', { name: "Today's Medication Schedule" }).getByRole('list'),
  },
];

/**
 * The selected tab's panel once it shows something other than its placeholders: the glucose day
 * may hold no readings yet (just after midnight), and its panel then says so.
 */
const loadedPanel = (page) =>
  page.getByRole('tabpanel').filter({ hasNot: page.getByRole('status') });

/** Milliseconds from a click to the moment the content is visible, timed in the page. */
async function timeClick(page, click, content) {
  const started = await page.evaluate(() => performance.now());
  await click();
  await content(page).first().waitFor();
  return (await page.evaluate(() => performance.now())) - started;
}

/**
 * Log In → the dashboard's cards, then each heavy screen from the side navigation → its first
 * content, five times, each in a fresh browser context: no chunk or read is cached between runs.
 */
async function clickToContent(browser, latency) {
  const times = { 'Log In → dashboard cards': [] };
  for (const { link } of SCREENS) times[`${link} (side navigation) → first content`] = [];
  for (let run = 0; run < 5; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(
      (value) => localStorage.setItem('vitalis:mock-latency', value),
      latency,
    );
    const page = await context.newPage();
    await page.goto(`${BASE}/auth/login`);
    await page.waitForFunction(() => performance.getEntriesByName('vitalis:restore').length > 0);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    times['Log In → dashboard cards'].push(
      await timeClick(
        page,
        () => page.getByRole('button', { name: 'Log In' }).click(),
        (loaded) => loaded.getByRole('list', { name: 'Health summary' }),
      ),
    );
    for (const { link, content } of SCREENS) {
      times[`${link} (side navigation) → first content`].push(
        await timeClick(page, () => page.getByRole('link', { name: link }).click(), content),
      );
      await page.getByRole('link', { name: 'Dashboard' }).click();
      await page.getByRole('list', { name: 'Health summary' }).waitFor();
    }
    await context.close();
  }
  return times;
}

const measure = (page, name) =>
  page.evaluate((entry) => performance.getEntriesByName(entry).map((item) => item.duration), name);

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  await waitForServer();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    localStorage.setItem('vitalis:mock-latency', '0');
    window.__longestTask = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__longestTask = Math.max(window.__longestTask, entry.duration);
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();

  // The landing paints first and starts the mocked API after it: wait until the database is
  // restored (its performance mark) and the worker answers.
  const started = () =>
    page.waitForFunction(() => performance.getEntriesByName('vitalis:restore').length > 0, null, {
      timeout: 30_000,
    });
  // First visit seeds and saves; the reloads after it restore from storage.
  await page.goto(`${BASE}/`);
  await started();
  const restores = [];
  for (let i = 0; i < 5; i++) {
    await page.reload();
    await started();
    restores.push(...(await measure(page, 'vitalis:restore')));
  }
  const savedBytes = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('vitalis:mock-db'))
      .reduce((sum, key) => sum + key.length + localStorage.getItem(key).length, 0),
  );

  const saves = await page.evaluate(async (account) => {
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

  await page.goto(`${BASE}/health-metrics?range=90d`);
  await page.getByRole('tab', { name: 'Overview' }).waitFor();
  for (const tab of TABS) {
    await page.getByRole('tab', { name: tab }).click();
    await page.waitForTimeout(1500);
  }
  const longestTask = await page.evaluate(() => window.__longestTask);

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
  await loadedPanel(page).waitFor();
  await page.waitForTimeout(1500);
  await page.evaluate(() => {
    window.__longestTask = 0;
  });
  await page.getByRole('tab', { name: 'Weekly Trends' }).click();
  await page
    .getByRole('img', { name: /^Ambulatory glucose profile/ })
    .locator('polygon')
    .first()
    .waitFor();
  await page.waitForTimeout(1500);
  const glucoseTask = await page.evaluate(() => window.__longestTask);

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const ms = (value) => `${value.toFixed(1)} ms`;
  // Without latency, and with every read taking 300 ms, as a real server's would.
  const clicks = {
    'no latency': await clickToContent(browser, '0'),
    '300 ms per read': await clickToContent(browser, '300-300'),
  };
  console.log('\nVitalis benchmark (production build, Chromium)\n');
  console.table({
    'saved demo database': { value: `${(savedBytes / 1024).toFixed(0)} KB (${savedBytes} chars)` },
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
} finally {
  await browser.close();
  process.kill(-preview.pid);
}
