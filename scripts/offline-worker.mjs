// The last step of `npm run build`, after the pages are rendered: writes dist/api-worker.js, the
// demo's one service worker (src/worker/api-worker.ts bundled, msw's script beside it), with the
// manifest of every file it precaches: each page rendered at build time, 404.html, the entry and
// every chunk, the API reference, the web app manifest and its icons (Workbox's injectManifest
// over the finished build). A build with mocking off has no worker, and gets none.
// `node scripts/offline-worker.mjs <outDir>` writes into another build's directory.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';

/**
 * The worker's own scripts: this one, which imports msw's. The browser checks them for an update,
 * and does not keep them in the precache.
 */
export const WORKER_SCRIPTS = ['api-worker.js', 'mockServiceWorker.js'];

/** The build's files the worker keeps; the workers themselves and the Storybook beside it not. */
export const PRECACHED = ['**/*.{html,js,css,woff2,svg,png,webmanifest}'];
export const NOT_PRECACHED = [
  ...WORKER_SCRIPTS,
  'storybook/**',
  '.vite/**',
  // Shown only by a browser's install dialog (213 KB): the demo itself never shows them.
  'screenshots/**',
];

/**
 * A file's address in the precache: a page rendered at build time at the address the app links
 * and a navigation asks for (`about/index.html` → `about`, `index.html` → `./`), so its entry
 * revalidates the copy the browser has from that navigation; any other file at its own.
 * @param {string} file a path within the build
 */
export function precacheUrlOf(file) {
  if (file === 'index.html') return './';
  return file.endsWith('/index.html') ? file.slice(0, -'/index.html'.length) : file;
}

const sha256Of = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Writes the worker into `dist`; answers how many files it precaches and their bytes. */
export async function writeOfflineWorker(dist) {
  if (!existsSync(path.join(dist, 'mockServiceWorker.js'))) return null;
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const bundled = mkdtempSync(path.join(tmpdir(), 'vitalis-worker-'));
  try {
    await build({
      root,
      configFile: false,
      logLevel: 'warn',
      publicDir: false,
      // Workbox's modules log only when this is not production.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: bundled,
        emptyOutDir: true,
        // A classic script, as `importScripts` (msw's script) needs.
        lib: {
          entry: path.join(root, 'src/worker/api-worker.ts'),
          formats: ['iife'],
          name: 'apiWorker',
          fileName: () => 'api-worker.js',
        },
      },
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: path.join(bundled, 'api-worker.js'),
      swDest: path.join(dist, 'api-worker.js'),
      globDirectory: dist,
      globPatterns: PRECACHED,
      globIgnores: NOT_PRECACHED,
      // The chunks' names change with their content: their address is their revision.
      dontCacheBustURLsMatching: /^assets\//,
      // The API reference is one page of 2.6 MB (Redoc inlined).
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      manifestTransforms: [
        (entries) => ({
          manifest: entries.map((entry) => ({
            ...entry,
            url: precacheUrlOf(entry.url),
            // The worker checks a page the browser has already against this (contentRevision
            // in src/lib/offline.ts), so it is a digest the worker can compute: SHA-256, not MD5.
            revision: entry.revision && sha256Of(path.join(dist, entry.url)),
          })),
        }),
      ],
    });
    if (warnings.length > 0) throw new Error(warnings.join('\n'));
    return { count, size };
  } finally {
    rmSync(bundled, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const written = await writeOfflineWorker(
    path.resolve(process.argv[2] ?? path.join(root, 'dist')),
  );
  if (written) {
    const kb = (written.size / 1024).toFixed(0);
    console.log(`The service worker precaches ${written.count} files, ${kb} KB`);
  }
}
