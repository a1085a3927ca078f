import { WifiOff } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { useToast } from '@/components/toast';
import { isMockingEnabled } from '@/lib/env';
import { ACTIVATE_MESSAGE, PAUSE_PRECACHE_MESSAGE, PRECACHE_MESSAGE } from '@/lib/offline';

/**
 * The demo's service worker, once the mocked API has registered it (it answers `/api` and keeps the
 * build: src/worker/api-worker.ts). Never settles on a page that has not started the API (a
 * visitor who only reads), and null in a build with mocking off or a browser without workers.
 */
const demoWorker = (): Promise<ServiceWorkerRegistration> | null =>
  isMockingEnabled && 'serviceWorker' in navigator ? navigator.serviceWorker.ready : null;

/**
 * How long the visitor must leave the page alone (no input, none of its requests) before the
 * worker fetches the rest of the build for offline use: someone who has not touched the page for
 * five seconds is reading it, and their next tap's files do not queue behind the fill on a phone's
 * link (issue 58: the first visit pays nothing for being kept).
 */
export const QUIET_BEFORE_FILL_MS = 5000;

/** The visitor using the page: each starts the wait again, and stops a fill under way. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Has `worker` keep the whole build for offline use whenever the page has been left alone for
 * `QUIET_BEFORE_FILL_MS`, stopping it while the visitor uses the page (the worker fetches one file
 * at a time, taking what the browser has already from its HTTP cache), until it answers that it
 * has everything. Returns a function that stops.
 */
export function keepWhenQuiet(worker: ServiceWorker): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = false;
  const ask = () => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ done: boolean }>) => {
      channel.port1.close();
      if (event.data.done) stop();
    };
    asked = true;
    worker.postMessage(PRECACHE_MESSAGE, [channel.port2]);
  };
  const waitForQuiet = () => {
    clearTimeout(timer);
    timer = setTimeout(ask, QUIET_BEFORE_FILL_MS);
  };
  const busy = () => {
    if (asked) worker.postMessage(PAUSE_PRECACHE_MESSAGE);
    asked = false;
    waitForQuiet();
  };
  // The page's own requests (its chunks, images, the mocked API's answers) are its activity too.
  const requests =
    typeof PerformanceObserver === 'undefined' ? null : new PerformanceObserver(waitForQuiet);
  requests?.observe({ type: 'resource' });
  INPUT_EVENTS.forEach((type) =>
    window.addEventListener(type, busy, { capture: true, passive: true }),
  );
  waitForQuiet();
  function stop() {
    clearTimeout(timer);
    requests?.disconnect();
    INPUT_EVENTS.forEach((type) => window.removeEventListener(type, busy, { capture: true }));
  }
  return stop;
}

/** Once signed in, keeps the whole build for offline use while the visitor leaves the page alone. */
export function useKeepForOffline(): void {
  useEffect(() => {
    let stop = () => {};
    let current = true;
    void demoWorker()?.then((registration) => {
      if (current && registration.active) stop = keepWhenQuiet(registration.active);
    });
    return () => {
      current = false;
      stop();
    };
  }, []);
}

/**
 * Calls `onReady` once a new version of the demo has been installed beside the running one and
 * waits for the visitor (the worker keeps it waiting: it never takes over a page by itself).
 * The browser looks for one as a page opens and the API starts, often before this watches: a
 * version found then is still installing, or waiting already. This looks again whenever the
 * browser comes back online. Returns a function that stops watching.
 */
export function watchForUpdate(onReady: () => void): () => void {
  const stops: (() => void)[] = [];
  let stopped = false;
  let offered = false;
  void demoWorker()?.then((registration) => {
    if (stopped) return;
    const offer = () => {
      // The page's own version is in control: a first install (no controller yet) is no update.
      if (offered || !registration.waiting || !navigator.serviceWorker.controller) return;
      offered = true;
      onReady();
    };
    const watchInstalling = () => {
      const installing = registration.installing;
      if (!installing) return;
      const installed = () => installing.state === 'installed' && offer();
      installing.addEventListener('statechange', installed);
      stops.push(() => installing.removeEventListener('statechange', installed));
    };
    const online = () => void registration.update().catch(() => {});
    offer();
    watchInstalling();
    registration.addEventListener('updatefound', watchInstalling);
    window.addEventListener('online', online);
    stops.push(
      () => registration.removeEventListener('updatefound', watchInstalling),
      () => window.removeEventListener('online', online),
    );
  });
  return () => {
    stopped = true;
    stops.splice(0).forEach((stop) => stop());
  };
}

/** The visitor's Reload: the waiting version takes over, then the page opens in it. */
export async function reloadIntoUpdate(): Promise<void> {
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  if (!waiting) return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage(ACTIVATE_MESSAGE);
}

/** Offers the update in an ordinary toast that stays until the visitor acts on it or closes it. */
function UpdateOffer() {
  const { toast } = useToast();
  useEffect(
    () =>
      watchForUpdate(() =>
        toast({
          title: 'A new version of the demo is ready.',
          duration: Infinity,
          action: {
            label: 'Reload',
            altText: 'Reload the page into the new version of the demo',
            onAction: () => void reloadIntoUpdate(),
          },
        }),
      ),
    [toast],
  );
  return null;
}

const subscribeToNetwork = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser says it is online; online at build time. */
export const useOnline = () =>
  useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  );

const Notice = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.info};
  background: ${({ theme }) => theme.color.infoSoft};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  &:empty {
    display: none;
  }
`;

/**
 * What every page shows of the network and the demo's versions: a notice while the browser is
 * offline (a status region, there from the start so a screen reader hears it appear), and the
 * offer of a new version.
 */
export function OfflineAndUpdates() {
  const online = useOnline();
  return (
    <>
      <Notice role="status">
        {!online && (
          <>
            <WifiOff size={16} aria-hidden="true" />
            Offline — the demo keeps working.
          </>
        )}
      </Notice>
      <UpdateOffer />
    </>
  );
}
