import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The mocked resources' declarations (mocks/<resource>/resource.ts), read afresh on each run. */
const resourceDeclarations = readdirSync(path.join(root, 'mocks'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => `mocks/${entry.name}/resource.ts`)
  .filter((file) => readdirSync(path.dirname(path.join(root, file))).includes('resource.ts'));

/** Every folder under src/features, read afresh on each run so a new feature gets its own zone. */
const features = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Import boundaries, checked on the resolved file, so relative paths ('../../mocks/db') are caught
 * as well as the aliases. The entry, the test helpers and the tests drive the mocked server, so
 * only they may import `mocks`; the test helpers and the tests may also render stories.
 */
function boundaryZones({ srcMayImportMocks }) {
  return [
    ...(srcMayImportMocks
      ? []
      : [
          {
            target: 'src',
            from: 'mocks',
            message:
              'The app never imports the mocked server; only src/main.tsx, src/testing and tests do.',
          },
        ]),
    {
      target: 'src',
      from: srcMayImportMocks ? ['e2e'] : ['stories', 'e2e'],
      message: srcMayImportMocks
        ? 'Tests render stories (src/testing/render-story.tsx) but never import browser tests.'
        : 'The app never imports stories or browser tests.',
    },
    {
      target: ['src/components', 'src/lib', 'src/theme'],
      from: ['src/features', 'src/app'],
      message: 'Shared code (components, lib, theme) must not import features or the app.',
    },
    {
      target: 'src/features',
      from: 'src/app',
      message: 'Features must not import the app layer.',
    },
    ...features.map((feature) => ({
      target: `src/features/${feature}`,
      from: 'src/features',
      except: [`./${feature}`],
      message: `The ${feature} feature must not import another feature; share through src/lib or src/components.`,
    })),
    {
      target: 'mocks',
      from: 'src',
      except: ['./lib'],
      message: 'The mocked server may import only src/lib from src.',
    },
    {
      // The database is built from the declarations as mocks/resources.ts loads them: a module
      // that imported one could have it read half-evaluated.
      target: ['mocks', 'src'],
      from: resourceDeclarations,
      message:
        'Only mocks/resources.ts imports a resource declaration: read it from RESOURCES or TABLES.',
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Other modules are parsed as TypeScript, so rules that follow imports (no-cycle) read them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves the tsconfig.json paths (@/ → src/, @mocks/ → mocks/) and relative imports alike.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'],
          tsconfig: { configFile: path.join(root, 'tsconfig.json') },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: boundaryZones({ srcMayImportMocks: false }) },
      ],
      // Modules form a tree: a cycle makes load order (and so `undefined` imports) depend on
      // which module is imported first.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A unit-test worker loads a module once for all its files (`isolate: false`, vite.config.ts):
    // a hook a helper module registers as it loads runs in the first file only.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/testing/setup-tests.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Program > ExpressionStatement > CallExpression[callee.name=/^(before|after)(Each|All)$/]',
          message:
            'Register the hook from the test or a function it calls (onTestFinished): a module loads once per worker.',
        },
      ],
    },
  },
  {
    files: ['src/main.tsx', 'src/testing/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: boundaryZones({ srcMayImportMocks: true }) },
      ],
    },
  },
);
