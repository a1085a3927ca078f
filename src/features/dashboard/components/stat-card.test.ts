import { describe, expect, it } from 'vitest';
import { changeText } from './stat-card';

describe("a stat card's change", () => {
  it('is the whole percent with its sign, none on a zero', () => {
    expect(changeText({ percent: 5, direction: 'up' })).toBe('+5%');
    expect(changeText({ percent: -2, direction: 'down' })).toBe('-2%');
    expect(changeText({ percent: 0, direction: 'flat' })).toBe('0%');
    expect(changeText({ percent: -0, direction: 'flat' })).toBe('0%');
    expect(changeText({ percent: 1250, direction: 'up' })).toBe('+1,250%');
  });
});
