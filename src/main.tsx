import type { StartupState } from './app/data-notice';
import { startOnNeed } from './app/api-on-need';
import { startApiWith, whenApiReady } from './lib/api/transport';

/** Loads and starts the mocked API; a browser that blocks its worker gets a notice, not a blank page. */
async function startMocking(): Promise<StartupState> {
  try {
    const { startMockedApi } = await import('@mocks/browser');
    return await startMockedApi();
  } catch (error) {
    console.error('The mocked API could not start:', error);
    return { state: 'mocking-failed' };
  }
}

/** The build setting itself, so a build with mocking off leaves the mocked API out (see lib/env). */
const mocking = import.meta.env.VITE_API_MOCKING !== 'off';

let startup: Promise<StartupState> | null = null;
if (mocking) {
  // Requests wait for the worker (one readiness promise in the request helper); the page does not.
  // Set before the router exists: its loaders send the first screen's reads at once. Nothing else
  // starts it before something needs it (`startOnNeed`).
  let settle: (state: StartupState) => void = () => {};
  startup = new Promise((resolve) => (settle = resolve));
  startApiWith(() => startMocking().then(settle));
  startOnNeed(document, () => void whenApiReady());
}

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

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Runs the parts, then mounts the app. (A function, not top-level await: chunks that import the
 * entry would otherwise have to be split out of it.)
 */
async function boot(root: HTMLElement) {
  for (const part of BOOT_PARTS) {
    await part();
    await nextTask();
  }
  const { mount } = await import('./app/mount');
  await nextTask();
  await mount(root, startup);
}

void boot(document.getElementById('root')!);
