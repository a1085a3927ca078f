/**
 * How the mocked database came up: from the saved store, from a first seed, re-seeded because the
 * saved store could not be read ('corrupt') or was written by a schema it cannot migrate
 * ('outdated'), with only some tables reset ('tables-reset'), or read but never written because a
 * newer version of the demo saved it ('superseded'). Shared by the mocked server, which reports
 * it, and the app, which shows a notice. `backup` is what a recovery replaced, as stored (JSON),
 * offered for download.
 */
export type DatabaseOrigin =
  | { state: 'restored' | 'seeded' | 'superseded' }
  | { state: 'reseeded-corrupt' | 'reseeded-outdated'; backup: string }
  | { state: 'tables-reset'; tables: string[]; backup: string };

/**
 * What the mocked server sets on the page's `window` (to true) once it answers. Its worker may
 * control the page a moment before msw has started, and passes requests on to the host meanwhile:
 * the app's own requests wait for the start (`whenApiReady`), a test's own fetch waits for this.
 * (Not a User Timing mark: Playwright's installed clock stubs the page's `performance`.)
 */
export const API_READY_KEY = '__vitalisApiReady';

const supersededListeners = new Set<() => void>();

/** The mocked server stops writing once a newer version of the demo saves in another tab. */
export function reportSuperseded(): void {
  supersededListeners.forEach((listener) => listener());
}

/** Calls `listener` when the mocked server stops writing after start-up; returns the unsubscribe. */
export function onSuperseded(listener: () => void): () => void {
  supersededListeners.add(listener);
  return () => supersededListeners.delete(listener);
}
