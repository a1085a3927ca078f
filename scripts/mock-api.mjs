// `npm run mock:api`: the mocked API over HTTP in Node. Vite's module loader runs the mocked
// server's TypeScript as the app's build does (its `@/` paths from tsconfig.json), so Node serves
// the very handlers the browser runs; see mocks/server/main.ts and README ("The mocked API over HTTP").
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const vite = await createServer({
  root,
  configFile: false,
  appType: 'custom',
  logLevel: 'error',
  resolve: { tsconfigPaths: true },
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const { runMockApi } = await vite.ssrLoadModule('/mocks/server/main.ts');
await runMockApi(process.argv.slice(2));
