// The last step of `npm run build`: renders each page the route manifest marks `prerender` to
// dist/<path>/index.html, with its meta tags, the CSS it uses inline and a preload of its screen's
// code, from a server build of src/app/prerender.tsx (see that module). Any static host serves the
// files; the app then hydrates them. dist/404.html, the app without a page, stays as the fallback.
// `node scripts/prerender.mjs <outDir>` renders into another build's directory (`vite build --outDir`).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
// Within node_modules, so the server build's imports resolve; one per output directory.
const serverDir = path.join(root, 'node_modules/.prerender', path.basename(dist));

await build({
  root,
  logLevel: 'warn',
  build: {
    ssr: 'src/app/prerender.tsx',
    outDir: serverDir,
    emptyOutDir: true,
    manifest: true,
    copyPublicDir: false,
  },
  // Bundled rather than imported at run time: Node would load its CommonJS build, whose default
  // export is not `styled`.
  ssr: { noExternal: ['styled-components'] },
});

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const server = await import(pathToFileURL(path.join(serverDir, 'prerender.js')).href);
const clientManifest = readJson(path.join(dist, '.vite/manifest.json'));
const serverManifest = readJson(path.join(serverDir, '.vite/manifest.json'));
// The app without a page, as the client build wrote it (index.html is about to be the landing).
const template = readFileSync(path.join(dist, '404.html'), 'utf8');

/** The source module of each lazily loaded export (a screen), found in the server build. */
const moduleOf = new Map();
for (const [source, chunk] of Object.entries(serverManifest)) {
  if (!chunk.isDynamicEntry) continue;
  const exports = await import(pathToFileURL(path.join(serverDir, chunk.file)).href);
  for (const value of Object.values(exports)) moduleOf.set(value, source);
}

/** A module's chunk in the client build and every chunk it imports, but those the page loads. */
function chunksOf(source) {
  const files = new Set();
  const visit = (key) => {
    const chunk = clientManifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(source);
  return [...files].filter((file) => !template.includes(file));
}

const META = /<!-- page meta:[^]*?<!-- \/page meta -->/;
if (!META.test(template)) throw new Error('index.html has lost its page meta markers');

/**
 * The page's scripts start once it has painted its first content (Paint Timing; after 3 s at the
 * latest): then the entry, its imports and the screen's chunks are asked for, a few a task. Nothing
 * competes with the HTML for the first paint (on a fast connection, preloaded modules were compiled
 * before it, and held it back). A page that will never paint starts at once: one in a hidden tab,
 * or one the host served for another address (an index.html fallback), which the script before the
 * first paint keeps hidden. A page the visitor uses the mocked API through (a form, the demo
 * personas) also fetches the API's chunks once idle, at low priority and not run: the API starts
 * on need. A page whose screen reads the API at once (the manifest's `readsApiOnLoad`) asks for
 * them with its own, before the entry runs.
 *
 * Every file is asked for as a module preload, which the import that runs it finds in the module
 * map, fetched or still on its way; and once. (A `prefetch` goes to the HTTP cache: an import that
 * came while it was under way fetched the file again, and the API's files the page itself loads
 * were prefetched a second time.)
 */
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const entry = template.match(ENTRY)?.[1];
if (!entry) throw new Error('index.html has lost its entry script');
const entryImports = [...template.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
/**
 * Links appended per task: each starts its fetch as it is appended, 3–20 ms of the main thread at 4×
 * CPU (timed around each append in Chromium), so the page's 30 to 50 of them in one task were one
 * of 150–330 ms on a phone.
 */
const LINKS_PER_TASK = 2;
const afterPaint = (modules, apiChunks) => `<script type="module">
      let started = false;
      const add = (href, priority) => {
        const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
        link.crossOrigin = '';
        link.fetchPriority = priority;
        document.head.append(link);
      };
      const inTasks = (hrefs, priority, then) => {
        hrefs.splice(0, ${LINKS_PER_TASK}).forEach((href) => add(href, priority));
        if (hrefs.length) setTimeout(() => inTasks(hrefs, priority, then));
        else then?.();
      };
      const start = () => {
        if (started) return;
        started = true;
        // The entry runs once every link is in: Vite's own preloading then finds them there.
        inTasks(${JSON.stringify(modules)}, 'auto', () => import(${JSON.stringify(entry)}));
        // Those Vite's preloading has asked for meanwhile (the API started) are left out.
        const fetchApi = () =>
          inTasks(${JSON.stringify(apiChunks)}.filter((href) => !document.querySelector(\`link[href="\${href}"]\`)), 'low');
        if (window.requestIdleCallback) requestIdleCallback(fetchApi);
        else setTimeout(fetchApi, 1000);
      };
      const otherPage = document.documentElement.hasAttribute(${JSON.stringify(server.OTHER_PAGE_ATTRIBUTE)});
      if (otherPage || document.visibilityState === 'hidden') start();
      new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) setTimeout(start);
      }).observe({ type: 'paint', buffered: true });
      setTimeout(start, 3000);
    </script>`;

/** The mocked API's chunks (loaded on need), but those every page loads; none without mocking. */
const apiSource = 'mocks/browser.ts';
const apiChunks = clientManifest[apiSource]
  ? chunksOf(apiSource).map((file) => `${server.assetBase}${file}`)
  : [];
/** Whether the page's HTML holds something the visitor uses the mocked API through. */
const needsApi = (html) => new JSDOM(html).window.document.querySelector(server.NEEDS_API) !== null;

/** The source module of a value a lazy import resolves to: an export, or a module's exports. */
const sourceOf = (value) =>
  moduleOf.get(value) ??
  Object.values(value ?? {}).reduce((found, inner) => found ?? moduleOf.get(inner), undefined);

/**
 * The files a sign-in loads (`afterSignIn`), but those every page loads: each page lists them for
 * the visitor's intent in a sign-in form, the personas or a demo shortcut, which fetches them
 * ahead (`preloadSignedIn`, src/lib/signed-in-files.ts).
 */
const signedInFiles = [];
for (const load of server.afterSignIn) {
  const source = sourceOf(await load());
  if (!source) throw new Error('No module of the server build exports what a sign-in loads');
  signedInFiles.push(...chunksOf(source).map((file) => `${server.assetBase}${file}`));
}

/** `html` with the list of the files a sign-in loads, but those in `loaded` (the page's own). */
const withSignedInFiles = (html, loaded) => {
  const files = [...new Set(signedInFiles)].filter((file) => !loaded.includes(file));
  const list = `<script type="application/json" id="${server.SIGNED_IN_FILES_ID}">${JSON.stringify(files)}</script>`;
  if (!html.includes('</head>')) throw new Error('index.html has lost its </head>');
  return html.replace('</head>', `  ${list}\n  </head>`);
};

const sizes = [];
for (const { path: page, load, readsApiOnLoad } of server.prerenderedRoutes) {
  const source = moduleOf.get(await load());
  if (!source) throw new Error(`No module of the server build exports the screen of ${page}`);
  const rendered = await server.prerenderPage(page, process.env.SITE_URL ?? null);
  // The screen's code, and the layers' around it that load lazily too (React Query's, for a page
  // that reads through it): the app runs them all to hydrate.
  const layers = rendered.components.map(sourceOf).filter((found) => found && found !== source);
  const screen = [source, ...layers].flatMap(chunksOf).map((file) => `${server.assetBase}${file}`);
  // A page that reads the API at once asks for its files before the entry runs, as the app's; one
  // the visitor uses it through fetches them once idle.
  const modules = [
    ...new Set([entry, ...entryImports, ...screen, ...(readsApiOnLoad ? apiChunks : [])]),
  ];
  const prefetched =
    !readsApiOnLoad && needsApi(rendered.html)
      ? apiChunks.filter((file) => !modules.includes(file))
      : [];
  const html = withSignedInFiles(template, [...modules, ...prefetched])
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY, afterPaint(modules, prefetched))
    .replace('<html lang="en">', `<html lang="en" ${rendered.attributes}>`)
    .replace(META, rendered.head)
    .replace('<div id="root"></div>', `<div id="root">${rendered.html}</div>`);
  if (!html.includes(rendered.attributes) || !html.includes(rendered.html)) {
    throw new Error('index.html has lost its <html lang="en"> or its empty root element');
  }
  const file = path.join(dist, page, 'index.html');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  sizes.push(`${page} ${(gzipSync(html).length / 1024).toFixed(1)} KB gzip`);
}
// The app without a page lists them too: it serves every other path (a demo shortcut among them).
writeFileSync(path.join(dist, '404.html'), withSignedInFiles(template, [entry, ...entryImports]));
rmSync(serverDir, { recursive: true, force: true });
console.log(`Prerendered ${sizes.length} pages: ${sizes.join(', ')}`);
