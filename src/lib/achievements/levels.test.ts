import { describe, expect, it } from 'vitest';
import { levelOf, progressPercent } from './levels';

describe('levels', () => {
  it('starts a new user at level 0 with level 1 next and an empty bar', () => {
    expect(levelOf(0)).toEqual({
      level: 0,
      nextLevel: 1,
      xpIntoLevel: 0,
      xpToNextLevel: 500,
      levelProgress: 0,
    });
  });

  it('floors XP / 500 and fills the bar with what is beyond the floor', () => {
    // 200 + 150 + 100 + 120 = 570 XP: level 1, 70 of 500 (14 %) into level 2's way.
    expect(levelOf(570)).toMatchObject({
      level: 1,
      nextLevel: 2,
      xpIntoLevel: 70,
      levelProgress: 14,
    });
    expect(levelOf(1250)).toMatchObject({ level: 2, xpIntoLevel: 250, levelProgress: 50 });
    expect(levelOf(500)).toMatchObject({ level: 1, xpIntoLevel: 0, levelProgress: 0 });
  });

  it('keeps progress between 0 and 100', () => {
    expect(progressPercent(3, 7)).toBe(42);
    expect(progressPercent(9, 7)).toBe(100);
    expect(progressPercent(-1, 7)).toBe(0);
  });
});
