/**
 * Where a test pins the stories' "now" (stories/support/pinned-clock.ts) to an instant of its own,
 * in milliseconds: set before the preview loads (the real-browser suite's E2E_NOW, so a screenshot
 * always shows one date), and set again to move "now" back there. Time moves on from it.
 */
export const PINNED_NOW_KEY = '__pinnedNow';
