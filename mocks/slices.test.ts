import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeSlice } from './slices';

/** `performance.now()` moving on by `ms` at each reading. */
function eachReadingTakes(ms: number) {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += ms));
}

/** `count` steps, counting those taken. */
function counted(count: number) {
  let taken = 0;
  const steps = (function* () {
    for (let i = 0; i < count; i++) {
      taken++;
      yield;
    }
  })();
  return { steps, taken: () => taken };
}

describe('takeSlice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes steps until the slice is used up, then says whether any is left', () => {
    eachReadingTakes(4);
    const { steps, taken } = counted(5);
    // Readings 4 ms apart: steps begun 0, 4 and 8 ms into a 10 ms slice.
    expect(takeSlice(steps, 10)).toBe(false);
    expect(taken()).toBe(3);
    expect(takeSlice(steps, 10)).toBe(true);
    expect(taken()).toBe(5);
  });

  it('takes one step at least, however long it takes', () => {
    eachReadingTakes(50);
    const { steps, taken } = counted(2);
    expect(takeSlice(steps, 10)).toBe(false);
    expect(taken()).toBe(1);
  });
});
