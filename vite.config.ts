/// <reference types="vitest/config" />
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Static hosts without rewrites (GitHub Pages and the like) serve 404.html for unknown paths. */
function spaFallback(): Plugin {
  let outDir = 'dist';
  return {
    name: 'spa-fallback',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      copyFileSync(path.join(outDir, 'index.html'), path.join(outDir, '404.html'));
    },
  };
}

/**
 * Keeps out of the mocked API's chunk what it pulls in but this app never runs, redirecting only
 * the imports made by those libraries themselves (see the replacement modules in mocks/vendor):
 * - @mswjs/data's REST and GraphQL handler generators (with graphql and pluralize), and the whole
 *   of lodash and date-fns, of which it calls `isFunction` and `compareAsc`;
 * - the public-suffix list (tldts) that msw's cookie store consults only for `Domain` cookies.
 */
function trimMockedApi(): Plugin {
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
  ];
  return {
    name: 'trim-mocked-api',
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
 * The landing is a lazy route, so its chunks would be requested only after the entry has run. An
 * inline script in index.html preloads them beside the entry when the visitor opens `/`, so its
 * first paint waits for one round of downloads, not two.
 */
function preloadLanding(): Plugin {
  const screen = 'src/features/marketing/landing-screen.tsx';
  return {
    name: 'preload-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const landing = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(screen));
        if (!landing) return html;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          chunk?.imports.forEach(visit);
        };
        visit(landing.fileName);
        const base = process.env.BASE_PATH ?? '/';
        const hrefs = [...files].filter((file) => !html.includes(file)).map((file) => base + file);
        const script = `<script>if(location.pathname===${JSON.stringify(base)})for(const h of ${JSON.stringify(hrefs)}){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)}</script>`;
        return html.replace('</head>', `    ${script}\n  </head>`);
      },
    },
  };
}

export default defineConfig({
  base: process.env.BASE_PATH ?? '/',
  plugins: [react(), trimMockedApi(), preloadLanding(), spaFallback()],
  resolve: {
    alias: {
      '@': path.join(dirname, 'src'),
      '@mocks': path.join(dirname, 'mocks'),
    },
  },
  // The manifest lets the bundle-budget test follow each screen's chunks.
  build: { manifest: true },
  preview: { port: 4173, strictPort: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
          exclude: ['mocks/server/**'],
          setupFiles: ['src/testing/setup-tests.ts'],
          testTimeout: 15000,
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
