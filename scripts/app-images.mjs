// `npm run app:images`: the images the web app manifest names (public/manifest.webmanifest), drawn
// by Chromium so they are the app's own: the PNG icons, 192 and 512 px, from public/favicon.svg
// (as it is, and maskable: the mark inside the safe zone on a full square of its colour), and the
// screenshots an install dialog shows, of the signed-in dashboard of the built demo (`npm run
// build` first) on a laptop and on a phone, at a fixed "now". The PNGs are committed.
import { chromium } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { serveBuild } from './static-host.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'public');

/** The icon's sizes Chromium's install criteria and the stores ask for. */
export const ICON_SIZES = [192, 512];

/**
 * The favicon made maskable: its square without rounded corners, so a launcher's mask (a circle
 * at its smallest, 80 % of the width) cuts only background, and the mark scaled to three quarters
 * about the centre, so it stays within that circle.
 */
export function maskable(svg) {
  if (!/<rect [^>]* rx="/.test(svg) || (svg.match(/<path /g) ?? []).length !== 1) {
    throw new Error('public/favicon.svg is no longer a rounded square with one path');
  }
  return svg
    .replace(/ rx="[^"]*"/, '')
    .replace('<path ', '<path transform="translate(16 16) scale(0.75) translate(-16 -16)" ');
}

/** The screenshots: a laptop's window and a phone's, as the manifest's form factors. */
const SCREENSHOTS = [
  { file: 'dashboard-wide.png', viewport: { width: 1280, height: 800 } },
  { file: 'dashboard-narrow.png', viewport: { width: 412, height: 915 } },
];

/** The dashboard as on a Wednesday afternoon (the e2e suite's "now"), whenever this runs. */
const NOW = new Date('2026-03-04T15:30');

async function drawIcons(browser) {
  const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
  const page = await browser.newPage();
  for (const [name, source] of [
    ['icon', svg],
    ['icon-maskable', maskable(svg)],
  ]) {
    for (const size of ICON_SIZES) {
      await page.setViewportSize({ width: size, height: size });
      const sized = source.replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
      );
      await page.screenshot({
        path: path.join(publicDir, 'icons', `${name}-${size}.png`),
        omitBackground: true,
      });
    }
  }
  await page.close();
}

async function drawScreenshots(browser) {
  const dist = path.join(root, 'dist');
  const host = await serveBuild(dist, '404.html');
  try {
    for (const { file, viewport } of SCREENSHOTS) {
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
      await context.clock.install({ time: NOW });
      await context.addInitScript(() => localStorage.setItem('vitalis:mock-latency', '0'));
      const page = await context.newPage();
      await page.goto(`${host.origin}/auth/login`);
      await page.getByLabel('Email').fill('demo@vitalis.health');
      await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.getByRole('list', { name: 'Health summary' }).waitFor();
      // Expressions evaluated in the page (its globals are not this script's).
      await page.waitForFunction('!document.querySelector(\'[aria-busy="true"]\')');
      await page.evaluate('document.fonts.ready');
      // The charts' springs settle.
      await page.waitForTimeout(1000);
      await page.screenshot({ path: path.join(publicDir, 'screenshots', file) });
      await context.close();
    }
  } finally {
    await host.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
  mkdirSync(path.join(publicDir, 'screenshots'), { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    await drawIcons(browser);
    await drawScreenshots(browser);
  } finally {
    await browser.close();
  }
}
