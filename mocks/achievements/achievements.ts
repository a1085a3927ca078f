import dayjs from 'dayjs';
import type { Schema } from '@/lib/api/contract';
import {
  BADGE_THRESHOLDS,
  levelOf,
  progressPercent,
  XP_PER_LEVEL,
} from '@/lib/achievements/levels';
import { db } from '../db';
import { devicesOf } from '../devices/sync';
import { dailyMetrics, readDays, today } from '../health/daily-metrics';
import { DATE_FORMAT } from '../health/generate';
import { formatNumber } from '@/lib/format-number';

type Achievements = Schema<'Achievements'>;
type Category = Schema<'Achievement'>['category'];

/** What the evaluation of one achievement found: how far along, and the day it was reached. */
interface Evaluation {
  value: number;
  reachedOn: string | null;
}

interface UserData {
  metrics: ReturnType<typeof dailyMetrics>;
  deviceDates: string[];
  manualDates: string[];
  mealDates: string[];
  firstConnection: string | null;
}

interface Definition {
  id: string;
  name: string;
  description: string;
  /** What to do next, shown while it is in progress. */
  hint: string;
  category: Category;
  xp: number;
  target: number;
  evaluate: (data: UserData) => Evaluation;
}

/**
 * Steps: the mortality benefit levels off at 8,000–10,000 a day for adults under 60 (Paluch et al.,
 * Lancet Public Health 2022); the streak asks for the top of that range.
 */
const STEP_DAY = 10_000;
/** Sleep: adults need 7 hours or more a night (Watson et al., AASM/SRS consensus, Sleep 2015). */
const GOOD_NIGHT_HOURS = 7;
/** Activity: 150 minutes of moderate activity a week (WHO guidelines on physical activity, 2020). */
const WEEKLY_ACTIVE_MINUTES = 150;
/** A health score (src/lib/health/formulas.ts) of 90 or more: a very good day. */
const GOOD_HEALTH_SCORE = 90;

/** The longest run of consecutive dates passing the test, and the date the run first reached `target`. */
function streak(dates: { date: string; ok: boolean }[], target: number): Evaluation {
  let run = 0;
  let best = 0;
  let reachedOn: string | null = null;
  let previous: string | null = null;
  for (const { date, ok } of dates) {
    if (!ok) {
      run = 0;
      previous = null;
      continue;
    }
    run = previous && dayjs(date).diff(dayjs(previous), 'day') === 1 ? run + 1 : 1;
    previous = date;
    best = Math.max(best, run);
    if (run >= target && !reachedOn) reachedOn = date;
  }
  return { value: best, reachedOn };
}

/** How many dates pass, and the date the count reached `target`. */
function count(dates: string[], target: number): Evaluation {
  const sorted = [...dates].sort();
  return { value: sorted.length, reachedOn: sorted[target - 1] ?? null };
}

/** The eight XP values in order: 200, 150, 100, 120, 180, 250, 150, 100. */
const DEFINITIONS: Definition[] = [
  {
    id: 'step-streak',
    name: 'Step Streak',
    description: `Walk ${formatNumber(STEP_DAY)} steps a day, 7 days in a row.`,
    hint: 'Keep your tracker on and aim for a walk every day.',
    category: 'activity',
    xp: 200,
    target: 7,
    evaluate: ({ metrics }) =>
      streak(
        metrics.map((day) => ({ date: day.date, ok: (day.steps ?? 0) >= STEP_DAY })),
        7,
      ),
  },
  {
    id: 'sound-sleeper',
    name: 'Sound Sleeper',
    description: `Sleep ${GOOD_NIGHT_HOURS} hours or more on 10 nights.`,
    hint: 'Wear your sleep tracker at night, or add your sleep hours with Add Data.',
    category: 'sleep',
    xp: 150,
    target: 10,
    evaluate: ({ metrics }) =>
      count(
        metrics.filter((day) => (day.sleepHours ?? 0) >= GOOD_NIGHT_HOURS).map((day) => day.date),
        10,
      ),
  },
  {
    id: 'first-connection',
    name: 'Connected',
    description: 'Connect a health device.',
    hint: 'Open Connected Devices and link your tracker, ring or glucose monitor.',
    category: 'devices',
    xp: 100,
    target: 1,
    evaluate: ({ firstConnection }) => ({
      value: firstConnection ? 1 : 0,
      reachedOn: firstConnection,
    }),
  },
  {
    id: 'meal-logger',
    name: 'Meal Logger',
    description: 'Log your meals on 7 different days.',
    hint: 'Log what you eat with Log Meal on the Nutrition or Glucose screen.',
    category: 'nutrition',
    xp: 120,
    target: 7,
    evaluate: ({ mealDates }) => count(mealDates, 7),
  },
  {
    id: 'hands-on',
    name: 'Hands-on Tracker',
    description: 'Record 10 measurements yourself.',
    hint: 'Use Add Data on the Dashboard for your weight, blood pressure or resting heart rate.',
    category: 'tracking',
    xp: 180,
    target: 10,
    evaluate: ({ manualDates }) => count(manualDates, 10),
  },
  {
    id: 'health-champion',
    name: 'Health Champion',
    description: `Reach a health score of ${GOOD_HEALTH_SCORE} or more on 30 days.`,
    hint: 'Sleep, recovery, steps and a steady resting heart rate all raise your health score.',
    category: 'wellness',
    xp: 250,
    target: 30,
    evaluate: ({ metrics }) =>
      count(
        metrics.filter((day) => (day.healthScore ?? 0) >= GOOD_HEALTH_SCORE).map((day) => day.date),
        30,
      ),
  },
  {
    id: 'synced-week',
    name: 'In Sync',
    description: 'Have a device deliver data 7 days in a row.',
    hint: 'Connect a device and let it sync every day.',
    category: 'devices',
    xp: 150,
    target: 7,
    evaluate: ({ deviceDates }) =>
      streak(
        deviceDates.map((date) => ({ date, ok: true })),
        7,
      ),
  },
  {
    id: 'active-week',
    name: 'Active Week',
    description: `Be active for ${WEEKLY_ACTIVE_MINUTES} minutes within 7 days.`,
    hint: 'Brisk walks count: 30 minutes on five days is enough.',
    category: 'activity',
    xp: 100,
    target: WEEKLY_ACTIVE_MINUTES,
    evaluate: ({ metrics }) => {
      let best = 0;
      let reachedOn: string | null = null;
      // The 7 calendar days ending with each day that has data (metrics skip days without).
      let start = 0;
      let week = 0;
      metrics.forEach((day) => {
        const weekStart = dayjs(day.date).subtract(6, 'day').format(DATE_FORMAT);
        week += day.activeMinutes ?? 0;
        for (; metrics[start].date < weekStart; start++) week -= metrics[start].activeMinutes ?? 0;
        best = Math.max(best, week);
        if (week >= WEEKLY_ACTIVE_MINUTES && !reachedOn) reachedOn = day.date;
      });
      return { value: best, reachedOn };
    },
  },
];

export const ACHIEVEMENT_CATEGORIES: Category[] = [
  'activity',
  'sleep',
  'nutrition',
  'tracking',
  'devices',
  'wellness',
];

/** Everything the achievements need from the user's own records. */
function userData(userId: string): UserData {
  const days = readDays(userId);
  const records = db.healthSeries.findMany({ where: { userId: { equals: userId } } });
  // Only the days with data: a day without any is no step, night or streak, and walking every
  // calendar day since the oldest record would cost as much as that record is old.
  const metrics = dailyMetrics(days, [...days.keys()].sort());
  const deviceDates = [
    ...new Set(records.filter((r) => r.source !== 'manual').map((r) => r.date)),
  ].sort();
  const connected = devicesOf(userId).map((device) =>
    dayjs(device.connectedAt).format(DATE_FORMAT),
  );
  // A device that delivered data counts even once disconnected: the data it brought stays.
  const firstConnection = [...connected, ...deviceDates.slice(0, 1)].sort()[0] ?? null;
  return {
    metrics,
    deviceDates,
    manualDates: records.filter((r) => r.source === 'manual').map((r) => r.date),
    mealDates: [
      ...new Set(db.meal.findMany({ where: { userId: { equals: userId } } }).map((m) => m.date)),
    ],
    firstConnection,
  };
}

/** The user's achievements, level and badges, computed from their data on every read. */
export function achievementsOf(userId: string): Achievements {
  const data = userData(userId);
  const achievements = DEFINITIONS.map((definition) => {
    const { value, reachedOn } = definition.evaluate(data);
    const progress = progressPercent(value, definition.target);
    const unlocked = progress === 100;
    return {
      id: definition.id,
      name: definition.name,
      description: definition.description,
      hint: definition.hint,
      category: definition.category,
      xp: definition.xp,
      progress,
      current: Math.min(value, definition.target),
      target: definition.target,
      unlocked,
      unlockDate: unlocked ? reachedOn : null,
    };
  });
  const unlockedDates = achievements
    .filter((a) => a.unlocked)
    .map((a) => a.unlockDate ?? today())
    .sort();
  const xp = achievements.filter((a) => a.unlocked).reduce((sum, a) => sum + a.xp, 0);
  return {
    xp,
    xpPerLevel: XP_PER_LEVEL,
    ...levelOf(xp),
    categories: ACHIEVEMENT_CATEGORIES,
    achievements,
    badges: BADGE_THRESHOLDS.map((badge) => ({
      id: badge.level,
      name: badge.name,
      level: badge.level,
      category: 'milestones',
      description: `Unlock ${badge.unlocked === DEFINITIONS.length ? 'all' : badge.unlocked} achievement${badge.unlocked === 1 ? '' : 's'}.`,
      achieved: unlockedDates.length >= badge.unlocked,
      unlockDate: unlockedDates[badge.unlocked - 1] ?? null,
    })),
  };
}
