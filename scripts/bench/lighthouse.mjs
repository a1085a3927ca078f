// Lighthouse's performance figures for `npm run bench`: its score, Total Blocking Time and the
// paint and layout-shift metrics of a cold visit, on Lighthouse's own mobile and desktop settings.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

const RUNS = 3;

/** The figures read from each report, and how each is shown. */
const METRICS = {
  'performance score': (lhr) => Math.round(lhr.categories.performance.score * 100),
  'Total Blocking Time': (lhr) => lhr.audits['total-blocking-time'].numericValue,
  'First Contentful Paint': (lhr) => lhr.audits['first-contentful-paint'].numericValue,
  'Largest Contentful Paint': (lhr) => lhr.audits['largest-contentful-paint'].numericValue,
  'Cumulative Layout Shift': (lhr) => lhr.audits['cumulative-layout-shift'].numericValue,
};
const shown = {
  'performance score': String,
  'Cumulative Layout Shift': (value) => value.toFixed(3),
};
const show = (metric, value) => (shown[metric] ?? ((ms) => `${Math.round(ms)} ms`))(value);

/** Lighthouse's mobile run (its default: a mid-range phone, 4× CPU, slow 4G, simulated) and desktop. */
const FORM_FACTORS = { mobile: undefined, desktop: desktopConfig };

/** Chromium with its DevTools port open, for Lighthouse to connect to; resolves to the port and a stop. */
async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'vitalis-lighthouse-'));
  const browser = spawn(
    chromiumPath,
    [...chromiumArgs, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let output = '';
    browser.stderr.on('data', (chunk) => {
      output += chunk;
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    browser.on('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output}`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      browser.once('exit', resolve);
      browser.kill();
    }).then(() => rmSync(profile, { recursive: true, force: true }));
  return { port, stop };
}

/**
 * The median of three Lighthouse runs of each page at `base`, mobile and desktop: a table row per
 * page and form factor. Each run starts with the browser's storage and cache cleared (Lighthouse's
 * default), so it is a first visit without a session.
 */
export async function lighthouseFigures(base, paths) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const { port, stop } = await launchChromium();
  const rows = {};
  try {
    for (const path of paths) {
      for (const [formFactor, config] of Object.entries(FORM_FACTORS)) {
        const runs = Object.fromEntries(Object.keys(METRICS).map((metric) => [metric, []]));
        for (let run = 0; run < RUNS; run++) {
          const { lhr } = await lighthouse(
            `${base}${path}`,
            { port, logLevel: 'error', onlyCategories: ['performance'] },
            config,
          );
          if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
          for (const [metric, read] of Object.entries(METRICS)) runs[metric].push(read(lhr));
        }
        rows[`${path}, ${formFactor}`] = Object.fromEntries(
          Object.entries(runs).map(([metric, values]) => [metric, show(metric, median(values))]),
        );
      }
    }
  } finally {
    await stop();
  }
  return rows;
}
