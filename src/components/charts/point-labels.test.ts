import { describe, expect, it } from 'vitest';
import { longLabel, shortLabel } from './point-labels';

describe('point labels', () => {
  it('labels days with dayjs and leaves hours as they are', () => {
    expect(shortLabel('2026-11-14', 'day')).toBe('Nov 14');
    expect(longLabel('2026-11-14', 'day')).toBe('Sat, Nov 14');
    expect(shortLabel('14:00', 'hour')).toBe('14:00');
  });
});
