/* global window, document -- addInitScript and evaluate callbacks run in the browser. */
// `npm run bench`'s phone journey: what a product owner demos, on Lighthouse's mobile conditions
// applied for real. A cold /auth/login, Log In, the dashboard's cards with their values; the same
// with the form typed at a person's speed; then CGM, Health Metrics and Blood Work from the side
// navigation, and one range or tab change on each; and, signed in with the build kept and the
// network gone, a reload of /dashboard from the cache. Per step it prints the time, the bytes and
// requests that reached the host, the files the host sent more than once in the visit, and the
// longest main-thread task. It measures; it asserts nothing.
//
// The phone: a 412 × 823 touch screen (Lighthouse's Moto G Power), the CPU slowed 4× (DevTools'
// throttling), and its network at the host (scripts/static-host.mjs): 150 ms a round trip, a new
// connection's TCP and TLS handshakes, 1.6 Mbps down shared by every answer, over HTTPS and HTTP/2
// as the common static hosts serve. Chromium's emulated network slows the page's own requests but
// not those of the mocked API's worker (decision 0021); at the host, every request pays alike. The
// mocked API answers in the page, so its reads never cross that network: each waits one round
// trip (150 ms), as a server's answer on it would.
//
// Run on its own (`node scripts/bench/phone-journey.mjs [runs] [dist …]`, after `npm run build`)
// it serves each build given, runs them in turn (A, B, A, B…: a busy machine slows both alike)
// and prints each one's medians.
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { WORKER_SCRIPTS } from '../offline-worker.mjs';
import { serveBuild } from '../static-host.mjs';
import { clickToShown, inputToShown, listNamed, loadedPanel, shownAt } from './shown.mjs';

const DEMO = { email: 'demo@vitalis.health', password: 'Demo1234!' };

/** Lighthouse's mobile run (its "simulated" throttling's figures, here applied for real). */
export const PHONE = {
  context: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
  cpuSlowdown: 4,
  network: { rttMs: 150, downKbps: 1638.4 },
};

/** The page's request for the whole build, as src/lib/offline.ts names it (Node 20 imports no TypeScript). */
const PRECACHE_MESSAGE = 'vitalis:precache';

/**
 * The worker's scripts, which msw's start has the browser check for an update at each page load
 * (`registration.update()`): the byte-for-byte check that finds a new deployment (issue 58), not a
 * file the app fetched again, so not counted as sent twice (e2e/offline.spec.ts leaves them out
 * too). Playwright's offline mode does not stop that check: after `setOffline` it still reaches the
 * host, where a phone without a network would fail it.
 */
const UPDATE_CHECKS = WORKER_SCRIPTS.map((file) => `/${file}`);

/** A person typing: about 120 ms a key. */
const KEY_DELAY_MS = 120;

/** The login form, shown (from the HTML rendered at build time, before any script). */
const LOGIN_FORM = { selector: 'form', contains: 'input[type=password]' };
/** The dashboard's cards with their values (after its one-second skeleton, SPEC's constant). */
const DASHBOARD_CARDS = listNamed('Health summary');
/** A tab's panel once its charts have drawn: nothing in it still busy (ChartBox, ChartSkeleton). */
const drawnPanel = (name) => ({
  selector: '[role=tabpanel]',
  name,
  contains: 'svg, canvas',
  without: '[aria-busy=true], [role=status]',
});

/**
 * The screens opened from the side navigation, the content each shows first, and one change on
 * each with the content it waits for: a tap on a tab, or the range's select set by its keyboard
 * (End: its last, longest range).
 */
const SCREENS = [
  {
    link: 'CGM',
    content: loadedPanel,
    change: {
      name: 'Weekly Trends tab',
      aim: (page) => aimAt(page.getByRole('tab', { name: 'Weekly Trends' })),
      content: drawnPanel('Weekly Trends'),
    },
  },
  {
    link: 'Health Metrics',
    content: listNamed('Overview'),
    change: {
      name: 'Last 90 days',
      aim: async (page) => {
        await page.getByLabel('Time range').focus();
        return () => page.keyboard.press('End');
      },
      // The charts' text alternatives name the period.
      content: { ...drawnPanel('Overview'), includes: 'over the last 90 days' },
    },
  },
  {
    link: 'Blood Work',
    content: { selector: '[role=tabpanel]', name: 'Overview', contains: 'ul' },
    change: {
      name: 'History tab',
      aim: (page) => aimAt(page.getByRole('tab', { name: 'History' })),
      content: drawnPanel('History'),
    },
  },
];

/**
 * Finds where `locator` is and resolves to a tap there: Playwright's own search and checks run in
 * the page's main thread (a role query took 300–1,000 ms there at 4× CPU on a signed-in screen),
 * so they are done before a step starts, and the step's input is the tap alone.
 * @param {import('playwright-core').Locator} locator
 */
async function aimAt(locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not shown`);
  return () => locator.page().touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * An init script: the page keeps its longest task since the last reset (`__longestTask`, 50 ms
 * or more, the long-task observer's threshold) and its slowest key press (`__slowestKey`: Event
 * Timing's duration, from the key's time stamp to the next frame painted after its handlers).
 */
function recordTasks() {
  window.__longestTask = 0;
  window.__slowestKey = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longestTask = Math.max(window.__longestTask, entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name.startsWith('key')) {
        window.__slowestKey = Math.max(window.__slowestKey, entry.duration);
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * A visit on a fresh phone: its own browser context (nothing cached), the CPU slowed; what the
 * host sent from now on is the visit's.
 */
async function openPhone(browser, host, latency) {
  const context = await browser.newContext(PHONE.context);
  await context.addInitScript(
    (value) => localStorage.setItem('vitalis:mock-latency', value),
    latency,
  );
  await context.addInitScript(recordTasks);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  return { page, host, from: host.log.length };
}

/** Resolves once nothing on the page is busy and the host has been idle for a second. */
async function settle(page, host) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, {
    timeout: 60_000,
  });
  for (;;) {
    const idleFor = performance.now() - host.lastActivity();
    if (host.pending() === 0 && idleFor >= 1000) return;
    await page.waitForTimeout(Math.max(100, 1000 - idleFor));
  }
}

/**
 * Runs one step: `act` does it and resolves to its time; then the page settles (unless `settled`
 * is false). Resolves to the step's time, what reached the host meanwhile (bytes as sent,
 * requests), the files sent more than once in the visit so far (the worker's update checks
 * aside), and the longest task from the step's start.
 */
async function step({ page, host, from: visitFrom }, act, { settled = true } = {}) {
  await page.evaluate(() => (window.__longestTask = 0));
  const from = host.log.length;
  const ms = await act();
  if (settled) await settle(page, host);
  const entries = host.log.slice(from);
  const sent = new Map();
  for (const { path } of host.log.slice(visitFrom)) {
    if (!UPDATE_CHECKS.includes(path)) sent.set(path, (sent.get(path) ?? 0) + 1);
  }
  return {
    ms,
    bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
    requests: entries.length,
    twice: [...sent].filter(([, times]) => times > 1).map(([path]) => path),
    longestTask: await page.evaluate(() => window.__longestTask),
  };
}

/** Opens the side navigation (a drawer on a phone) and aims at `link` in it; not timed. */
async function aimInNavigation(page, link) {
  const drawer = page.getByRole('button', { name: 'Open navigation' });
  if (await drawer.isVisible()) {
    await drawer.click();
    // Its opening animation ends before the tap.
    await page.waitForTimeout(500);
  }
  return aimAt(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }),
  );
}

/** Opens /auth/login cold; resolves to the time (from the navigation's start) it showed its form. */
async function openLogin(page, host) {
  await page.goto(`${host.origin}/auth/login`, { waitUntil: 'commit' });
  return shownAt(page, LOGIN_FORM);
}

/**
 * One visit: a cold /auth/login, the form filled at once (as a password manager does) and Log In
 * pressed, then each screen and its change; resolves to each step's figures.
 */
async function atOnceVisit(browser, host, latency) {
  const visit = await openPhone(browser, host, latency);
  const { page } = visit;
  const steps = {};
  try {
    // Filled and pressed as soon as the form shows: the figures of the two steps add up to the
    // whole, from the navigation's start to the cards.
    const opened = await step(visit, () => openLogin(page, host), { settled: false });
    const pressed = await step(visit, async () => {
      await page.getByLabel('Email').fill(DEMO.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
      return clickToShown(
        page,
        () => page.getByRole('button', { name: 'Log In' }).click(),
        DASHBOARD_CARDS,
      );
    });
    const clickedAt = await page.evaluate(() => window.__clickedAt);
    steps['open /auth/login → form shown'] = opened;
    steps['Log In at once → dashboard cards'] = pressed;
    steps['cold /auth/login → dashboard cards'] = {
      ms: clickedAt + pressed.ms,
      bytes: opened.bytes + pressed.bytes,
      requests: opened.requests + pressed.requests,
      twice: pressed.twice,
      longestTask: Math.max(opened.longestTask, pressed.longestTask),
    };
    for (const { link, content, change } of SCREENS) {
      const tapLink = await aimInNavigation(page, link);
      steps[`${link} (side navigation) → content`] = await step(visit, () =>
        inputToShown(page, tapLink, content),
      );
      const input = await change.aim(page);
      steps[`${link}: ${change.name} → drawn`] = await step(visit, () =>
        inputToShown(page, input, change.content),
      );
    }
  } finally {
    await page.context().close();
  }
  return steps;
}

/** One visit with the form typed at a person's speed, then Log In: resolves to each step's figures. */
async function typedVisit(browser, host, latency) {
  const visit = await openPhone(browser, host, latency);
  const { page } = visit;
  const steps = {};
  try {
    steps['typed: open /auth/login → form shown'] = await step(visit, () => openLogin(page, host));
    const [tapEmail, tapPassword, tapLogIn] = await Promise.all(
      [
        page.getByLabel('Email'),
        page.getByLabel('Password', { exact: true }),
        page.getByRole('button', { name: 'Log In' }),
      ].map(aimAt),
    );
    steps['typed: the form typed, 120 ms a key'] = await step(visit, async () => {
      const started = performance.now();
      await page.evaluate(() => (window.__slowestKey = 0));
      await tapEmail();
      await page.keyboard.type(DEMO.email, { delay: KEY_DELAY_MS });
      await tapPassword();
      await page.keyboard.type(DEMO.password, { delay: KEY_DELAY_MS });
      return performance.now() - started;
    });
    steps['typed: the form typed, 120 ms a key'].slowestKey = await page.evaluate(
      () => window.__slowestKey,
    );
    steps['typed: Log In → dashboard cards'] = await step(visit, () =>
      inputToShown(page, tapLogIn, DASHBOARD_CARDS),
    );
  } finally {
    await page.context().close();
  }
  return steps;
}

/**
 * Asks the demo's worker to keep the build (what the signed-in shell asks for when idle) and
 * resolves once it has all of it.
 */
async function precached(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller, null, { timeout: 60_000 });
  const answer = await page.evaluate(
    (message) =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        navigator.serviceWorker.controller.postMessage(message, [channel.port2]);
      }),
    PRECACHE_MESSAGE,
  );
  if (!answer.done) throw new Error(`The precache was not filled: ${answer.error}`);
}

/**
 * One visit, then no network: signed in, the build kept, the network gone and the dashboard
 * reloaded, its cards from the cache (issue 58's target). Resolves to the reload's figures.
 */
async function offlineVisit(browser, host, latency) {
  const visit = await openPhone(browser, host, latency);
  const { page } = visit;
  try {
    await openLogin(page, host);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await shownAt(page, DASHBOARD_CARDS);
    await precached(page);
    await settle(page, host);
    await page.context().setOffline(true);
    return {
      'offline: reload /dashboard → dashboard cards': await step(
        visit,
        async () => {
          await page.reload({ waitUntil: 'commit' });
          return shownAt(page, DASHBOARD_CARDS);
        },
        { settled: false },
      ),
    };
  } finally {
    await page.context().close();
  }
}

/** One of each visit; the figures by step. */
export async function phoneJourney(browser, host, latency = String(PHONE.network.rttMs)) {
  return {
    ...(await atOnceVisit(browser, host, latency)),
    ...(await typedVisit(browser, host, latency)),
    ...(await offlineVisit(browser, host, latency)),
  };
}

/** Serves `dist` as the phone's host: its network, HTTPS and HTTP/2 (see the top of this file). */
export const phoneHost = (dist, fallback = '404.html') =>
  serveBuild(dist, fallback, { network: PHONE.network, secure: true });

/** Chromium's arguments for phone hosts: their certificate (one per run) trusted. */
export const phoneBrowserArgs = (hosts) => [
  ...new Set([...chromiumArgs, ...hosts.flatMap((host) => host.browserArgs)]),
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Prints each step's medians over `runs` (each what `phoneJourney` resolved to), with the range of
 * its times, and the files sent more than once in any run.
 */
export function printPhoneJourney(label, runs) {
  console.log(
    `\nPhone journey${label ? ` (${label})` : ''}: 4× CPU, 150 ms round trip, 1.6 Mbps down, 412 px, at the host over HTTP/2 (median of ${runs.length}; each run's time)\n`,
  );
  const rows = {};
  for (const name of Object.keys(runs[0])) {
    const all = runs.map((run) => run[name]);
    const times = all.map((figures) => figures.ms);
    const tasks = all.map((figures) => figures.longestTask);
    rows[name] = {
      time: `${(median(times) / 1000).toFixed(2)} s`,
      'each run': times.map((ms) => (ms / 1000).toFixed(2)).join(' '),
      KB: (median(all.map((figures) => figures.bytes)) / 1024).toFixed(0),
      requests: median(all.map((figures) => figures.requests)),
      'files twice': median(all.map((figures) => figures.twice.length)),
      'longest task': median(tasks) ? `${median(tasks).toFixed(0)} ms` : 'none ≥ 50 ms',
      'tasks, each run': tasks.map((ms) => ms.toFixed(0)).join(' '),
      ...(all[0].slowestKey === undefined
        ? {}
        : {
            'slowest key': `${median(all.map((figures) => figures.slowestKey)).toFixed(0)} ms`,
          }),
    };
  }
  console.table(rows);
  const twice = new Set(runs.flatMap((run) => Object.values(run).flatMap((step) => step.twice)));
  console.log(
    twice.size
      ? `Sent more than once in a visit: ${[...twice].join(', ')}`
      : 'No file was sent more than once in any visit.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [runs = 3, ...given] = process.argv.slice(2);
  const dists = given.length ? given : [join(import.meta.dirname, '..', '..', 'dist')];
  const hosts = await Promise.all(dists.map((dist) => phoneHost(dist)));
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: phoneBrowserArgs(hosts),
  });
  try {
    const results = dists.map(() => []);
    for (let run = 0; run < Number(runs); run++) {
      for (const [index, host] of hosts.entries()) {
        results[index].push(await phoneJourney(browser, host));
      }
    }
    for (const [index, dist] of dists.entries()) {
      printPhoneJourney(dists.length > 1 ? dist : '', results[index]);
    }
  } finally {
    await browser.close();
    await Promise.all(hosts.map((host) => host.close()));
  }
}
