import { describe, expect, it } from 'vitest';
import { extremes } from './extremes';

describe('extremes', () => {
  it('averages the values present and finds the first lowest, the first highest and the latest', () => {
    const points = [
      { label: 'a', v: 3 },
      { label: 'b', v: null },
      { label: 'c', v: 9 },
      { label: 'd', v: 3 },
      { label: 'e', v: null },
    ];
    expect(extremes(points, (point) => point.v)).toEqual({
      mean: 5,
      count: 3,
      low: { label: 'a', value: 3 },
      high: { label: 'c', value: 9 },
      latest: { label: 'd', value: 3 },
    });
    expect(extremes([{ label: 'a', v: null }], (point) => point.v)).toBeNull();
  });
});
