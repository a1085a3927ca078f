import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { serveBuild } from '../scripts/static-host.mjs';
import { DEMO_ACCOUNTS } from '../src/lib/demo-accounts';
import { DIST, E2E_NOW, expect, test } from './support';

/**
 * The demo can be installed as an app (a laptop's "Install Vitalis", a tablet's "Add to home
 * screen") once it runs its service worker: Chromium finds nothing wanting in its install criteria,
 * and reads the manifest's icons and screenshots (docs/offline.md).
 */
test('Chromium finds the signed-in demo installable, its manifest whole', async ({
  playwright,
}) => {
  const host = await serveBuild(DIST, '404.html');
  // A profile of its own: Chromium installs nothing from an incognito window, as a test's usual
  // context is.
  const profile = mkdtempSync(join(tmpdir(), 'vitalis-installable-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    await context.clock.install({ time: E2E_NOW });
    const page = await context.newPage();
    await page.goto(`${host.origin}/auth/login`);
    await page.getByLabel('Email').fill(DEMO_ACCOUNTS.demo.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.demo.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('list', { name: 'Health summary' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
      .toContain('api-worker.js');

    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest', {});
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toBe(`${host.origin}/manifest.webmanifest`);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // Every image the manifest names is there, as the type it says.
    const { icons, screenshots } = JSON.parse(manifest.data!) as {
      icons: { src: string; type: string }[];
      screenshots: { src: string; type: string }[];
    };
    for (const { src, type } of [...icons, ...screenshots]) {
      const response = await page.request.get(`${host.origin}/${src}`);
      expect(response.status(), src).toBe(200);
      expect(response.headers()['content-type'], src).toBe(type);
    }
  } finally {
    await context.close();
    await host.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
