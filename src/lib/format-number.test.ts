import { describe, expect, it } from 'vitest';
import { formatNumber, type NumberFormatOptions } from './format-number';

const OPTIONS: NumberFormatOptions[] = [
  {},
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { maximumFractionDigits: 2 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
];

/** Fixed cases: ties, groups, signs, zeros, and what is not a number. */
const CASES = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.5,
  2.5,
  -2.5,
  0.05,
  0.15,
  0.25,
  1.005,
  1.0005,
  2.675,
  72.45,
  999.95,
  999.9999,
  1000,
  1234.5678,
  -1234.5678,
  12345,
  123456,
  1234567.891,
  10000,
  1e15,
  -0.0001,
  0.0004,
  0.00049,
  NaN,
  Infinity,
  -Infinity,
  5.7,
  3.8999999,
  10.049999,
  181 / 18.016,
];

/** A deterministic spread of magnitudes and fractions (a linear congruential sequence). */
function* spread(count: number) {
  let seed = 12345;
  for (let i = 0; i < count; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const magnitude = 10 ** ((seed % 8) - 2);
    yield ((seed / 2 ** 31) * 2 - 1) * magnitude;
  }
}

describe('formatNumber', () => {
  it('writes what Intl.NumberFormat writes for en-US, for every option the app uses', () => {
    for (const options of OPTIONS) {
      const intl = new Intl.NumberFormat('en-US', options);
      for (const value of [...CASES, ...spread(2000)]) {
        expect({ value, options, text: formatNumber(value, options) }).toEqual({
          value,
          options,
          text: intl.format(value),
        });
      }
    }
  });

  it('groups thousands and keeps the fraction asked for', () => {
    expect(formatNumber(8432)).toBe('8,432');
    expect(formatNumber(-1234567.5, { maximumFractionDigits: 0 })).toBe('-1,234,568');
    expect(formatNumber(5, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('5.0');
    expect(formatNumber(72.46, { maximumFractionDigits: 1 })).toBe('72.5');
  });
});
