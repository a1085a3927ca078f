/** 500 XP per level. */
export const XP_PER_LEVEL = 500;

/**
 * Level = floor(XP of unlocked achievements / 500); the bar is the XP
 * beyond the current level's floor as a percent of 500; the next level is one more.
 */
export function levelOf(xp: number) {
  const level = Math.floor(xp / XP_PER_LEVEL);
  const intoLevel = xp - level * XP_PER_LEVEL;
  return {
    level,
    nextLevel: level + 1,
    xpIntoLevel: intoLevel,
    xpToNextLevel: XP_PER_LEVEL - intoLevel,
    levelProgress: Math.round((intoLevel / XP_PER_LEVEL) * 100),
  };
}

/** Progress as a whole percent, 0 to 100 (between 0 and the maximum). */
export function progressPercent(value: number, target: number): number {
  if (target <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((value / target) * 100)));
}

export type BadgeLevel = 'bronze' | 'silver' | 'gold' | 'platinum';

/** The badges: earned by unlocking this many achievements. */
export const BADGE_THRESHOLDS: readonly { level: BadgeLevel; name: string; unlocked: number }[] = [
  { level: 'bronze', name: 'First Steps', unlocked: 1 },
  { level: 'silver', name: 'Building Habits', unlocked: 3 },
  { level: 'gold', name: 'Dedicated', unlocked: 6 },
  { level: 'platinum', name: 'Vitalis Champion', unlocked: 8 },
];
