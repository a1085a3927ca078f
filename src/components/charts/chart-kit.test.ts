import { describe, expect, it } from 'vitest';
import { hourTicks, inPixels, pickTicks } from './chart-kit';

describe('axis ticks', () => {
  it('puts minute axes on whole hours', () => {
    expect(hourTicks(450)).toEqual([0, 120, 240, 360, 480]);
    expect(hourTicks(250)).toEqual([0, 120, 240, 360]);
    expect(hourTicks(200)).toEqual([0, 60, 120, 180, 240]);
    expect(hourTicks(600)).toEqual([0, 180, 360, 540, 720]);
  });

  const days = Array.from({ length: 90 }, (_, i) => `d${i}`);
  const hours = Array.from({ length: 24 }, (_, i) => `${String(i).padStart(2, '0')}:00`);

  it('keeps every label that fits', () => {
    expect(pickTicks(days.slice(0, 7), 800, 'day')).toHaveLength(7);
  });

  it('thins days from the latest back, so today is labelled', () => {
    // 300 px fit 4 labels of 72 px: every 23rd day, counted back from the 90th.
    const ticks = pickTicks(days, 300, 'day');
    expect(ticks).toEqual(['d20', 'd43', 'd66', 'd89']);
  });

  it('puts hours on round steps from midnight', () => {
    expect(pickTicks(hours, 300, 'hour')).toEqual(['00:00', '06:00', '12:00', '18:00']);
    expect(pickTicks(hours, 800, 'hour')).toEqual(hours.filter((_, i) => i % 2 === 0));
  });
});

describe("a canvas chart's theme", () => {
  it('gives every font size in pixels, as a canvas takes it, and leaves the rest', () => {
    const theme = inPixels(
      { text: { fontSize: '0.75rem', fill: 'red' }, axis: { ticks: { text: { fontSize: 11 } } } },
      16,
    );
    expect(theme).toEqual({
      text: { fontSize: 12, fill: 'red' },
      axis: { ticks: { text: { fontSize: 11 } } },
    });
  });
});
