import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Fakes timers and animation frames for the tests of the describe block it is called in, so a
 * test paints frames itself (`nextPaint`); after each test, the frames asked for and not painted
 * are run, as a chart's turn left waiting would hold the next test's charts up.
 */
export function useFakeFrames(): void {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
  });
}

/** A frame (16 ms) painted, and the task after it. */
export const nextPaint = () => act(async () => vi.advanceTimersByTime(17));
