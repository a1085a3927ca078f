import type { MockedApi } from '@mocks/browser';
import type { StartupState } from './app/data-notice';
import { onIntent, startOnNeed } from './app/api-on-need';
import { preloadSignedIn } from './lib/signed-in-files';
import { startApiWith } from './lib/api/transport';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Imports the parts in order, each in a task of its own. */
async function importInTasks(parts: (() => Promise<unknown>)[]): Promise<void> {
  for (const part of parts) {
    await part();
    await nextTask();
  }
}

/**
 * The mocked API's code before the mocked server's own (its handlers, schemas and health
 * formulas), one part per task, as the app's boot parts (below): msw, then the database's models
 * (@mswjs/data). Evaluated together they held the main thread for 100–120 ms at 4× CPU.
 */
const API_PARTS = [() => import('msw/browser'), () => import('@mocks/db')];

/** Loads and starts the mocked API; null when the browser blocks its worker. */
async function startMocking(): Promise<MockedApi | null> {
  try {
    await importInTasks(API_PARTS);
    const { startMockedApi } = await import('@mocks/browser');
    return await startMockedApi();
  } catch (error) {
    console.error('The mocked API could not start:', error);
    return null;
  }
}

/** The build setting itself, so a build with mocking off leaves the mocked API out (see lib/env). */
const mocking = import.meta.env.VITE_API_MOCKING !== 'off';

let startup: Promise<StartupState> | null = null;
/** Loads the mocked API's code, when the build mocks it. */
let apiCode: () => Promise<unknown> = () => Promise.resolve();
if (mocking) {
  // A notice tells how the database came up, once a request has needed it, or that the API could
  // not start at all: a browser that blocks its worker gets that, not a blank page.
  let settle: (state: StartupState) => void = () => {};
  startup = new Promise((resolve) => (settle = resolve));
  const failed = () => settle({ state: 'mocking-failed' });
  let api: Promise<MockedApi | null> | null = null;
  const start = () =>
    (api ??= startMocking().then((started) => {
      if (started) started.databaseLoaded.then(settle, failed);
      else failed();
      return started;
    }));
  // Requests wait for the worker (one readiness promise in the request helper); the page does not.
  // Set before the router exists: its loaders send the first screen's reads at once. Nothing else
  // starts it before something needs it: a session or the visitor's intent (`startOnNeed`), which
  // also loads the database, as they type rather than once they press (the live demo's dashboard
  // reads nothing stored: a visitor who only looks at it never loads it).
  startApiWith(start);
  startOnNeed(document, () => void start().then((started) => void started?.loadDatabase()));
  apiCode = start;
}

// While the visitor types, the code their sign-in will load, after the mocked API's, which the
// first request needs sooner: the press then waits for neither.
onIntent(document, () => void apiCode().then(() => preloadSignedIn(document)));

/**
 * The app's code in the order it runs, one part per task: on a phone's CPU, React DOM, the router
 * and the app evaluated together held the main thread for up to 235 ms after the first paint;
 * apart, the browser answers a tap or draws a frame between them. index.html preloads every part's
 * files (vite.config's `bootPrepared`), so each waits for the one before it, not for the network.
 * The theme brings styled-components, which as it loads takes over the styles of a page rendered
 * at build time (45 ms at 4× CPU on `/`, in the router's task before). (The theme and the app's
 * routes stand for the libraries: importing one itself would keep all its exports. See decision
 * 0014.)
 */
const BOOT_PARTS = [
  () => import('react-dom/client'),
  () => import('./theme/theme-mode'),
  () => import('./app/router'),
];

/**
 * Runs the parts, then mounts the app. (A function, not top-level await: chunks that import the
 * entry would otherwise have to be split out of it.)
 */
async function boot(root: HTMLElement) {
  await importInTasks(BOOT_PARTS);
  const { mount } = await import('./app/mount');
  await nextTask();
  await mount(root, startup);
}

void boot(document.getElementById('root')!);
