import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { parse as parseYaml } from 'yaml';
import type { ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { CLOCK_INSTANTS, clockFiles } from './scripts/clock-matrix.mjs';
import { iconImports, navIconNames } from './scripts/lucide-icons.mjs';
import { beforePaintScript } from './src/lib/before-paint.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Static hosts without rewrites (GitHub Pages and the like) serve 404.html for unknown paths. */
function spaFallback(): Plugin {
  let outDir = 'dist';
  return {
    name: 'spa-fallback',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      copyFileSync(path.join(outDir, 'index.html'), path.join(outDir, '404.html'));
    },
  };
}

/**
 * A build with mocking off (VITE_API_MOCKING=off) ships no file of the demo's own from `public/`:
 * the API reference and its page of the demo tools (their examples sign in as the demo accounts),
 * linked only from the demo tools, and msw's service worker script (the demo's own worker, which
 * imports it, is written after the pages only when mocking: scripts/offline-worker.mjs).
 */
function demoFilesOnlyWhenMocking(): Plugin {
  let outDir = 'dist';
  let mocking = true;
  return {
    name: 'demo-files-only-when-mocking',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
      mocking = config.env.VITE_API_MOCKING !== 'off';
    },
    closeBundle() {
      if (mocking) return;
      for (const file of [
        'api-reference.html',
        'api-reference-demo-tools.html',
        'mockServiceWorker.js',
      ]) {
        rmSync(path.join(outDir, file), { force: true });
      }
    },
  };
}

/**
 * Keeps out of the build what libraries pull in but this app never runs, redirecting only the
 * imports those libraries make themselves (see each replacement module):
 * - from the mocked API's chunk (mocks/vendor): @mswjs/data's REST and GraphQL handler generators
 *   (with graphql and pluralize), and the whole of lodash and date-fns, of which it calls
 *   `isFunction` and `compareAsc`; the public-suffix list (tldts) that msw's cookie store
 *   consults only for `Domain` cookies;
 * - from the charts' (src/components/charts/vendor): nivo's legends, which no chart draws, and the
 *   d3 colour schemes, as every chart draws with the theme's colours.
 */
function trimUnused(): Plugin {
  const replacements = [
    {
      importer: '/node_modules/@mswjs/data/',
      source: /^(\.\/model\/generate(Rest|GraphQL)Handlers|lodash|date-fns)$/,
      module: 'mocks/vendor/mswjs-data-trim.ts',
    },
    {
      importer: '/node_modules/tough-cookie/',
      source: /^tldts$/,
      module: 'mocks/vendor/tldts-host-only.ts',
    },
    {
      importer: '/node_modules/@nivo/',
      source: /^@nivo\/legends$/,
      module: 'src/components/charts/vendor/nivo-legends-unused.ts',
    },
    {
      importer: '/node_modules/@nivo/',
      source: /^d3-scale-chromatic$/,
      module: 'src/components/charts/vendor/d3-scale-chromatic-unused.ts',
    },
  ];
  return {
    name: 'trim-unused',
    enforce: 'pre',
    resolveId(source, importer) {
      const match = replacements.find(
        (entry) => importer?.includes(entry.importer) && entry.source.test(source),
      );
      return match ? path.join(dirname, match.module) : null;
    },
  };
}

/**
 * Runs `beforePaint` (colour mode, a possible session, the right page) first in every page, and
 * holds the first paint until the page's markup has all been parsed (`<link rel="expect">` on an
 * element closing the body): on a slow CPU or network the browser would otherwise paint a page
 * rendered at build time while still parsing it, and what is centred (the sign-in card, the links
 * under it) would move as the rest arrives. Browsers without `rel="expect"` paint as before.
 */
function beforePaintPlugin(): Plugin {
  const pageEnd = 'page-end';
  let base = '/';
  return {
    name: 'before-paint',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: () => [
      { tag: 'script', children: beforePaintScript(base), injectTo: 'head-prepend' },
      {
        tag: 'link',
        attrs: { rel: 'expect', href: `#${pageEnd}`, blocking: 'render' },
        injectTo: 'head-prepend',
      },
      { tag: 'template', attrs: { id: pageEnd }, injectTo: 'body' },
    ],
  };
}

/**
 * The site's icon is written into the page, as a `data:` address: the browser asks for a page's
 * icon again at each of its navigations, the app's own included, and on the phone's network each
 * was a round trip for a file it had (a 304), five times in one visit. public/favicon.svg stays
 * for the web app manifest.
 */
function iconInPage(): Plugin {
  const link = 'href="/favicon.svg"';
  return {
    name: 'icon-in-page',
    transformIndexHtml: {
      order: 'pre',
      handler(html, { filename }) {
        // The app's page only (Vitest's and Storybook's pages are built with this config too).
        if (filename !== ENTRY) return html;
        if (!html.includes(link)) throw new Error('index.html no longer links /favicon.svg');
        const icon = readFileSync(path.join(dirname, 'public/favicon.svg'), 'utf8');
        return html.replace(link, `href="data:image/svg+xml,${encodeURIComponent(icon)}"`);
      },
    },
  };
}

/** The app's page, whose script is the entry. */
const ENTRY = path.join(dirname, 'index.html');

/** The app's code that the entry imports a part at a time (`boot` in src/main.tsx). */
const BOOT = path.join(dirname, 'src/app/mount.tsx');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The files of the boot's parts, that the entry does not import itself: the boot's chunk and all it
 * imports. Undefined in a build without the app's entry (Storybook's preview).
 */
function bootFiles(chunks: Rolldown.OutputChunk[]): string[] | undefined {
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === ENTRY);
  const mount = chunks.find((chunk) => chunk.facadeModuleId === BOOT);
  if (!entry) return undefined;
  if (!mount) throw new Error(`${BOOT} is no longer a chunk of its own`);
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || file === entry.fileName || entry.imports.includes(file)) return;
    files.add(file);
    chunks.find((chunk) => chunk.fileName === file)?.imports.forEach(visit);
  };
  visit(mount.fileName);
  return [...files];
}

const chunksOf = (bundle: Rolldown.OutputBundle) =>
  Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));

/**
 * The boot's files, fetched and compiled before they run:
 * - index.html preloads them: they download at once, as the entry's own imports do, and each part
 *   then runs as soon as the one before it has;
 * - each starts with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 on:
 *   https://v8.dev/blog/explicit-compile-hints): V8 compiles all their functions as it streams them,
 *   off the main thread, where it compiled each on the main thread as it was first called. Nearly
 *   all of them run as the first screen mounts. (Decision 0018.)
 */
function bootPrepared(): Plugin {
  let base = '/';
  return {
    name: 'boot-prepared',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, filename }) {
        // The app's page only (Storybook's preview is built with this config too).
        if (!bundle || filename !== ENTRY) return;
        return bootFiles(chunksOf(bundle))?.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
    generateBundle: {
      // After Vite's own changes to the chunks' starts (the preload map of their dynamic imports):
      // the hint counts only as a file's first line.
      order: 'post',
      handler(_options, bundle) {
        for (const file of bootFiles(chunksOf(bundle)) ?? []) {
          const chunk = bundle[file] as Rolldown.OutputChunk;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}

/**
 * `vite preview` answers as the static hosts do (GitHub Pages, Netlify, nginx's `try_files`): a
 * path with a page rendered at build time gets `<path>/index.html`, any other page path the app
 * without a page (404.html), where Vite would send index.html, now the landing.
 */
function previewAsStaticHost(): Plugin {
  return {
    name: 'preview-as-static-host',
    configurePreviewServer({ config, middlewares }) {
      const outDir = path.resolve(config.root, config.build.outDir);
      const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
      middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview.invalid');
        const within = url.pathname.startsWith(config.base)
          ? decodeURIComponent(url.pathname.slice(config.base.length))
          : null;
        const page = request.headers.accept?.includes('text/html') && within !== null;
        if (page && !isFile(path.join(outDir, within)) && !path.extname(within)) {
          const prerendered = path.join(within, 'index.html');
          const file = isFile(path.join(outDir, prerendered)) ? prerendered : '404.html';
          request.url = `${config.base}${file.replace(/^\//, '')}${url.search}`;
        }
        next();
      });
    },
  };
}

/**
 * `import data from './file.yaml?parsed'`: the YAML parsed once, when Vite compiles the import,
 * instead of in each test file that imports it (docs/openapi.yaml for the contract checks).
 */
function yamlParsed(): Plugin {
  const suffix = '?parsed';
  return {
    name: 'yaml-parsed',
    load(id) {
      if (!id.endsWith(`.yaml${suffix}`)) return null;
      const file = id.slice(0, -suffix.length);
      this.addWatchFile(file);
      const data = parseYaml(readFileSync(file, 'utf8'));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});`;
    },
  };
}

/**
 * The lucide-react icons the app draws, as modules made from its source (scripts/lucide-icons.mjs),
 * each a default export of the icons by name:
 * - `virtual:nav-icons`: the side navigation's, each the one its route manifest entry names. The
 *   shell imports them, so they load with its chunk and not with the manifest, which every page
 *   (the landing too) loads at start.
 * - `virtual:icon-set`: every icon src/ imports, and those: Storybook's Foundations/Icons page.
 */
function lucideIcons(): Plugin {
  const src = path.join(dirname, 'src');
  const manifest = path.join(src, 'app/route-manifest.ts');
  const navIcons = () => navIconNames(readFileSync(manifest, 'utf8'));
  const modules: Record<string, (context: Rolldown.PluginContext) => Promise<string[]>> = {
    'virtual:nav-icons': async (context) => {
      context.addWatchFile(manifest);
      return navIcons();
    },
    'virtual:icon-set': async (context) => {
      const { used, untraceable, files } = await iconImports(src);
      if (untraceable.length > 0) {
        context.error(`lucide-react imported in a way the icon set cannot follow: ${untraceable}`);
      }
      for (const file of files) context.addWatchFile(file);
      return [...new Set([...used.keys(), ...navIcons()])].sort();
    },
  };
  return {
    name: 'lucide-icons',
    resolveId: (id) => (Object.hasOwn(modules, id) ? `\0${id}` : null),
    async load(id) {
      const name = id.startsWith('\0') ? id.slice(1) : '';
      if (!Object.hasOwn(modules, name)) return null;
      const list = (await modules[name](this)).join(', ');
      return `import { ${list} } from 'lucide-react';\nexport default { ${list} };`;
    },
  };
}

/**
 * styled-components names a component's class after a counter of components created so far, which
 * differs between the build-time render of a page and the browser (its chunks arrive in another
 * order). Its Babel plugin names each after its file and place instead, the same in both, so the
 * prerendered HTML hydrates with the classes it has. Only files that import styled-components.
 */
const styledComponentIds = defineRolldownBabelPreset({
  preset: () => ({
    plugins: [
      [
        'babel-plugin-styled-components',
        { ssr: true, displayName: false, fileName: false, minify: false, pure: true },
      ],
    ],
  }),
  rolldown: { filter: { id: /\/(src|stories)\/.*\.tsx?$/, code: /from 'styled-components'/ } },
});

/**
 * The unit tests' environment, shared by the `unit` projects and the clock projects. A worker
 * keeps its modules and its jsdom from one file to the next (`isolate: false`): loading jsdom, msw
 * and the app's modules again for every file took more than half of the stage's time, and
 * `setup-tests.ts` resets what a test may leave behind (the database, storage, the clock, msw's
 * overrides, the rendered screen).
 */
const unitTests: NonNullable<ViteUserConfig['test']> = {
  environment: 'jsdom',
  setupFiles: ['src/testing/setup-tests.ts'],
  // A test may wait for several screens, each up to asyncUtilTimeout (setup-tests.ts).
  testTimeout: 60_000,
  isolate: false,
};

/** A test file that mocks a module or the build's environment before the app's modules load. */
const MOCKS_MODULES = /\bvi\.(mock|doMock|stubEnv)\(/;

/**
 * The files that need modules and a document of their own: every test file that mocks modules or
 * the build's environment (found by MOCKS_MODULES: in a worker that keeps its modules, a mock
 * comes too late for a module another file loaded already), and the one that renders whole pages
 * into the document as the build does.
 */
const ISOLATED_FILES = [
  'src/app/prerender.test.tsx',
  ...['src', 'mocks'].flatMap((folder) =>
    readdirSync(path.join(dirname, folder), { recursive: true, encoding: 'utf8' })
      .map((entry) => path.posix.join(folder, entry.split(path.sep).join('/')))
      .filter(
        (file) =>
          /\.test\.tsx?$/.test(file) &&
          !file.startsWith('mocks/server/') &&
          MOCKS_MODULES.test(readFileSync(path.join(dirname, file), 'utf8')),
      ),
  ),
].sort();

/** Whether a `unit` project runs a test file: its `include` and `exclude`, below, as a rule. */
const unitRuns = (file: string) =>
  /^(src\/.*\.test\.tsx?|mocks\/.*\.test\.ts)$/.test(file) &&
  !file.startsWith('mocks/server/') &&
  !ISOLATED_FILES.includes(file);

/** The date-dependent files, each annotated `// clock-matrix: <why>` (scripts/clock-matrix.mjs). */
const CLOCK_FILES = clockFiles(dirname, unitRuns);

export default defineConfig({
  base: process.env.BASE_PATH ?? '/',
  plugins: [
    react(),
    babel({ presets: [styledComponentIds] }),
    trimUnused(),
    beforePaintPlugin(),
    iconInPage(),
    bootPrepared(),
    previewAsStaticHost(),
    yamlParsed(),
    lucideIcons(),
    spaFallback(),
    demoFilesOnlyWhenMocking(),
  ],
  resolve: {
    alias: {
      '@': path.join(dirname, 'src'),
      '@mocks': path.join(dirname, 'mocks'),
    },
  },
  // The dev server pre-bundles what the app imports, found from its page alone: by default Vite
  // scans every HTML file under the root, public/api-reference.html (Redoc's 2.6 MB page) included,
  // fails to parse that one and pre-bundles nothing, discovering dependencies page by page instead.
  optimizeDeps: { entries: ['index.html'] },
  // The manifest lets the bundle-budget test follow each screen's chunks.
  build: { manifest: true },
  preview: { port: 4173, strictPort: true },
  test: {
    // Four workers on the 2-core CI machine: much of a screen test is waiting (the product's own
    // delays, the mocked server's answers), and two left the cores half idle. The unit, mock-api
    // and clock stage took 545 s with two, 240 s with four, 248 s with six.
    maxWorkers: 4,
    projects: [
      {
        extends: true,
        test: {
          ...unitTests,
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
          exclude: ['mocks/server/**', ...ISOLATED_FILES],
        },
      },
      {
        extends: true,
        test: { ...unitTests, name: 'unit: isolated', include: ISOLATED_FILES, isolate: true },
      },
      // `npm run test:clock`: the date-dependent files again at each instant (scripts/clock-matrix.mjs).
      ...CLOCK_INSTANTS.map(({ zone, now }) => ({
        extends: true as const,
        test: {
          ...unitTests,
          name: `clock: ${now} ${zone}`,
          include: CLOCK_FILES,
          env: { TZ: zone, TEST_NOW: now },
        },
      })),
      {
        extends: true,
        test: {
          // The repository's own scripts, in Node: `npm run new:screen` in a copy of it.
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
          testTimeout: 600_000,
        },
      },
      {
        extends: true,
        test: {
          // `npm run mock:api` in its own processes, as a developer starts it: Node, no page.
          name: 'mock-api',
          environment: 'node',
          include: ['mocks/server/**/*.test.ts'],
          testTimeout: 60000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          testTimeout: 30000,
          // Two pages (each its own browser context) at once: measured 10-15 % faster on the
          // 2-core CI machine than the default there, cores - 1 = one page.
          maxWorkers: 2,
          // After the others when all run at once: projects in one group share one worker count.
          sequence: { groupOrder: 1 },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
