import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '@/features/auth/test-helpers';
import { ACTIVATE_MESSAGE, PAUSE_PRECACHE_MESSAGE, PRECACHE_MESSAGE } from '@/lib/offline';
import { renderInApp } from '@/testing/render-app';
import { App } from './app';
import { keepWhenQuiet, OfflineAndUpdates, QUIET_BEFORE_FILL_MS, watchForUpdate } from './offline';

/** A worker of the registration, in one of its states; the messages it was sent. */
class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  ports: MessagePort[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown, transfer: MessagePort[] = []) {
    this.messages.push(message);
    this.ports.push(...transfer);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** The demo's registration as the browser keeps it: the running version, and a new one. */
class FakeRegistration extends EventTarget {
  active = new FakeWorker('activated');
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  /** The browser finds a new version: it installs, then waits (the demo's worker never skips). */
  found() {
    this.installing = new FakeWorker('installing');
    this.dispatchEvent(new Event('updatefound'));
    return this.installing;
  }
  installed() {
    const worker = this.installing!;
    this.installing = null;
    this.waiting = worker;
    worker.become('installed');
  }
}

let registration: FakeRegistration;

/** The page's service worker container; `controlled`: the page runs a version already. */
function stubContainer(controlled = true) {
  const container = Object.assign(new EventTarget(), {
    ready: Promise.resolve(registration),
    controller: controlled ? registration.active : null,
    getRegistration: () => Promise.resolve(registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
}

/** Lets the watch read the registration (`ready` settles). */
const registrationRead = () => act(() => Promise.resolve());

beforeEach(() => {
  registration = new FakeRegistration();
});

afterEach(() => {
  // jsdom has no service workers.
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('keepWhenQuiet', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const press = () => window.dispatchEvent(new Event('pointerdown'));

  it('asks for the fill once the page has been left alone for the wait, not before', () => {
    const worker = new FakeWorker('activated');
    const stop = keepWhenQuiet(worker as unknown as ServiceWorker);
    vi.advanceTimersByTime(QUIET_BEFORE_FILL_MS - 1);
    expect(worker.messages).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(worker.messages).toEqual([PRECACHE_MESSAGE]);
    stop();
  });

  it('waits again from each input, and stops a fill under way as the visitor comes back', () => {
    const worker = new FakeWorker('activated');
    const stop = keepWhenQuiet(worker as unknown as ServiceWorker);
    vi.advanceTimersByTime(QUIET_BEFORE_FILL_MS - 1000);
    press();
    vi.advanceTimersByTime(QUIET_BEFORE_FILL_MS - 1000);
    expect(worker.messages).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(worker.messages).toEqual([PRECACHE_MESSAGE]);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    press();
    expect(worker.messages).toEqual([PRECACHE_MESSAGE, PAUSE_PRECACHE_MESSAGE]);
    vi.advanceTimersByTime(QUIET_BEFORE_FILL_MS);
    expect(worker.messages).toEqual([PRECACHE_MESSAGE, PAUSE_PRECACHE_MESSAGE, PRECACHE_MESSAGE]);
    stop();
  });

  it('does nothing more once the worker answers that it has the whole build', async () => {
    const worker = new FakeWorker('activated');
    keepWhenQuiet(worker as unknown as ServiceWorker);
    vi.advanceTimersByTime(QUIET_BEFORE_FILL_MS);
    const [port] = worker.ports;
    // The page closes its end once it has the answer.
    const read = new Promise((resolve) => port.addEventListener('close', resolve));
    port.postMessage({ done: true });
    await read;
    press();
    vi.advanceTimersByTime(QUIET_BEFORE_FILL_MS * 2);
    expect(worker.messages).toEqual([PRECACHE_MESSAGE]);
  });
});

describe('watchForUpdate', () => {
  it('offers a version found while the page runs, once it has installed', async () => {
    stubContainer();
    const ready = vi.fn();
    watchForUpdate(ready);
    await registrationRead();
    registration.found();
    expect(ready).not.toHaveBeenCalled();
    registration.installed();
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('offers a version the browser found before the page watched, still installing then', async () => {
    stubContainer();
    registration.found();
    const ready = vi.fn();
    watchForUpdate(ready);
    await registrationRead();
    registration.installed();
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('offers a version waiting already as the page opens, once', async () => {
    stubContainer();
    registration.found();
    registration.installed();
    const ready = vi.fn();
    watchForUpdate(ready);
    await registrationRead();
    registration.found();
    registration.installed();
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('offers nothing on a first install, as no version runs the page yet', async () => {
    stubContainer(false);
    const ready = vi.fn();
    watchForUpdate(ready);
    await registrationRead();
    registration.found();
    registration.installed();
    expect(ready).not.toHaveBeenCalled();
  });

  it('looks for a new version each time the browser is back online', async () => {
    stubContainer();
    watchForUpdate(() => {});
    await registrationRead();
    expect(registration.update).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('stops watching when told, the version installing included', async () => {
    stubContainer();
    const ready = vi.fn();
    const stop = watchForUpdate(ready);
    await registrationRead();
    registration.found();
    stop();
    registration.installed();
    window.dispatchEvent(new Event('online'));
    expect(ready).not.toHaveBeenCalled();
    expect(registration.update).not.toHaveBeenCalled();
  });
});

describe('OfflineAndUpdates', () => {
  it('says the demo keeps working while the browser is offline, and nothing once it is back', async () => {
    stubContainer();
    const onLine = vi.spyOn(Navigator.prototype, 'onLine', 'get').mockReturnValue(true);
    renderInApp(<OfflineAndUpdates />);
    // Empty, it is there but not shown, so a screen reader hears it as it fills.
    const status = screen.getByRole('status', { hidden: true });
    expect(status).toHaveTextContent(/^$/);

    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(status).toHaveTextContent('Offline — the demo keeps working.');

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(status).toHaveTextContent(/^$/);
  });

  it('offers the new version in a toast whose Reload hands the page to it', async () => {
    stubContainer();
    const { user } = renderInApp(<OfflineAndUpdates />);
    await registrationRead();
    act(() => {
      registration.found();
      registration.installed();
    });
    const toast = await toasts();
    expect(await toast.findByText('A new version of the demo is ready.')).toBeVisible();
    const waiting = registration.waiting!;
    expect(waiting.messages).toEqual([]);

    // By keyboard (jsdom has no pointer capture, which the toast's swipe asks of a click).
    toast.getByRole('button', { name: 'Reload' }).focus();
    await user.keyboard('{Enter}');
    expect(waiting.messages).toEqual([ACTIVATE_MESSAGE]);
  });
});

describe('App', () => {
  const notice = () => screen.queryByRole('status', { hidden: true });

  it('loads the notice and the offer once a service worker runs the page, and not before', async () => {
    stubContainer(false);
    render(<App startup={null}>page</App>);
    await registrationRead();
    expect(notice()).toBeNull();

    // The mocked API's worker takes the page over (msw's claims it as it activates).
    Object.assign(navigator.serviceWorker, { controller: registration.active });
    act(() => void navigator.serviceWorker.dispatchEvent(new Event('controllerchange')));
    expect(await screen.findByRole('status', { hidden: true })).toBeInTheDocument();
  });
});
