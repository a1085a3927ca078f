import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHORTCUT_ROUTES } from '../src/app/shortcut-routes';
import { DEMO_ACCOUNTS } from '../src/lib/demo-accounts';
import { buildInto, DIST, expect, test } from './support';

/**
 * Demo credentials stay in the demo: a build with mocking off (one that talks to a real server)
 * ships neither a demo account's password nor a demo shortcut's route, in any file, the pages
 * rendered at build time included. The build the suite tests (`dist`, mocking on) holds them all,
 * so the search can find them.
 */
const PASSWORDS = [...new Set(Object.values(DEMO_ACCOUNTS).map((account) => account.password))];
const SHORTCUT_PATHS = SHORTCUT_ROUTES.map((route) => route.path);

/** Every file of a build, by path, as text; `dist/storybook` is the site's, not the app's. */
function shippedFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    if (entry.isFile() && !file.startsWith(join(dir, 'storybook'))) {
      files.set(file.slice(dir.length + 1), readFileSync(file, 'latin1'));
    }
  }
  return files;
}

/** For each password and shortcut path (as a string literal or an attribute), the files that hold it. */
function demoSecretsIn(files: Map<string, string>): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  const search = (name: string, matches: (text: string) => boolean) => {
    found[name] = [...files].filter(([, text]) => matches(text)).map(([file]) => file);
  };
  for (const password of PASSWORDS) search(password, (text) => text.includes(password));
  for (const path of SHORTCUT_PATHS) {
    search(path, (text) => ['"', "'", '`'].some((quote) => text.includes(quote + path + quote)));
  }
  return found;
}

test('a build with mocking off ships no demo password and no demo shortcut route', async () => {
  test.setTimeout(180_000);
  const inDemo = demoSecretsIn(shippedFiles(DIST));
  for (const [secret, files] of Object.entries(inDemo)) {
    expect(files.length, `the demo build holds ${secret}`).toBeGreaterThan(0);
  }

  const outDir = mkdtempSync(join(tmpdir(), 'vitalis-mocking-off-'));
  try {
    const started = performance.now();
    await buildInto(outDir, { VITE_API_MOCKING: 'off' });
    const files = shippedFiles(outDir);
    console.log(
      `Built with mocking off in ${((performance.now() - started) / 1000).toFixed(1)} s: ${files.size} files searched`,
    );
    // The pages rendered at build time are searched too.
    expect(files.has(join('auth', 'login', 'index.html'))).toBe(true);
    const found = demoSecretsIn(files);
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((secret) => [secret, []])));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});
