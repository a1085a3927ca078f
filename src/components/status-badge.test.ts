import { describe, expect, it } from 'vitest';
import { statusLabel, statusTone } from './status-badge';

describe('statusTone', () => {
  it.each([
    ['normal', 'success'],
    ['good', 'success'],
    ['Good', 'success'],
    ['low', 'warning'],
    ['monitor', 'warning'],
    ['caution', 'warning'],
    ['high', 'danger'],
    ['critical', 'danger'],
    ['active', 'danger'],
    ['managed', 'warning'],
    ['resolved', 'success'],
    ['unknown', 'neutral'],
    ['', 'neutral'],
  ])("%s is %s (the health rules' colours)", (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});

describe('statusLabel', () => {
  it('capitalises the status word', () => {
    expect(statusLabel('monitor')).toBe('Monitor');
    expect(statusLabel('')).toBe('Unknown');
  });
});
