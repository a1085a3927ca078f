import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** Size budgets of the production build (gzip bytes); the run prints the measured figures. */
const FIRST_LOAD_BUDGET = 180_000;
const MOCKED_API_BUDGET = 320_000;

const dist = join(process.cwd(), 'dist');
const assets = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
const gzipSize = (name: string) => gzipSync(readFileSync(join(dist, 'assets', name))).length;
/** The scripts index.html loads before anything renders: the entry and its preloaded chunks. */
const firstLoad = [
  ...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/assets\/([^"]+\.js)"/g),
].map((match) => match[1]);

test('the first screen loads within its byte budget, and every screen is its own chunk', () => {
  expect(firstLoad.length).toBeGreaterThan(0);
  const firstLoadSize = firstLoad.reduce((sum, name) => sum + gzipSize(name), 0);
  const mockedApi = assets.find((name) => name.startsWith('browser-'));
  expect(mockedApi, 'the mocked API is its own chunk').toBeDefined();
  const mockedApiSize = gzipSize(mockedApi!);
  console.log(
    `first load (${firstLoad.join(', ')}): ${firstLoadSize} B gzip; mocked API ${mockedApi}: ${mockedApiSize} B gzip`,
  );

  expect(firstLoadSize).toBeLessThan(FIRST_LOAD_BUDGET);
  expect(mockedApiSize).toBeLessThan(MOCKED_API_BUDGET);
  for (const screen of [
    'home-screen',
    'login-screen',
    'dashboard-screen',
    'outbox-screen',
    'not-found-screen',
  ]) {
    expect(
      assets.some((name) => name.startsWith(`${screen}-`)),
      `${screen} is split out`,
    ).toBe(true);
  }
});
