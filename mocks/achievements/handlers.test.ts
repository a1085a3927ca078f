// clock-matrix: streaks and active weeks count calendar days back from today.
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Schema } from '@/lib/api/contract';
import { encodePoints } from '@/lib/health/series';
import { call } from '../testing/api';
import { describeResourceContract } from '../testing/resource-contract';
import { newAccount, record, sessionToken } from '../testing/fixtures';

type Achievements = Schema<'Achievements'>;

const read = async (token: string) =>
  (await call('GET', '/api/achievements', { token })).body as Achievements;

describe('GET /api/achievements', () => {
  it('gives eight achievements with their XP, and the level from the unlocked XP', async () => {
    const data = await read(await sessionToken('demo'));
    expect(data.achievements.map((a) => a.xp)).toEqual([200, 150, 100, 120, 180, 250, 150, 100]);
    const xp = data.achievements.filter((a) => a.unlocked).reduce((sum, a) => sum + a.xp, 0);
    expect(data.xp).toBe(xp);
    expect(data.level).toBe(Math.floor(xp / 500));
    expect(data.levelProgress).toBe(Math.round(((xp - data.level * 500) / 500) * 100));
    for (const achievement of data.achievements) {
      expect(achievement.unlocked).toBe(achievement.progress === 100);
      expect(achievement.unlockDate !== null).toBe(achievement.unlocked);
    }
    // The demo's devices, meals and manual readings are there from the seed.
    const unlocked = data.achievements.filter((a) => a.unlocked).map((a) => a.id);
    expect(unlocked).toEqual(
      expect.arrayContaining(['first-connection', 'meal-logger', 'synced-week']),
    );
    expect(data.badges.map((b) => b.level)).toEqual(['bronze', 'silver', 'gold', 'platinum']);
    expect(data.badges[0]).toMatchObject({ achieved: true });
  });

  it('starts a new user at level 0 with nothing unlocked, and unlocks on the next read after an action', async () => {
    const { token } = await newAccount();
    const fresh = await read(token);
    expect(fresh).toMatchObject({ xp: 0, level: 0, nextLevel: 1, levelProgress: 0 });
    expect(fresh.achievements.every((a) => a.progress === 0 && !a.unlocked)).toBe(true);
    expect(fresh.badges.every((b) => !b.achieved)).toBe(true);

    await call('POST', '/api/connect-device', {
      token,
      body: { provider: 'apple_health', auth: { type: 'manual' } },
    });
    for (let i = 0; i < 3; i++) {
      await call('POST', '/api/health-metrics', {
        token,
        body: {
          kind: 'weight',
          value: 70 + i,
          unit: 'kg',
          date: dayjs().subtract(i, 'day').format('YYYY-MM-DD'),
        },
      });
    }
    const after = await read(token);
    const byId = Object.fromEntries(after.achievements.map((a) => [a.id, a]));
    expect(byId['first-connection']).toMatchObject({
      unlocked: true,
      progress: 100,
      unlockDate: dayjs().format('YYYY-MM-DD'),
    });
    expect(byId['hands-on']).toMatchObject({ unlocked: false, progress: 30, current: 3 });
    expect(after).toMatchObject({ xp: 100, level: 0, levelProgress: 20 });
    expect(after.badges[0]).toMatchObject({
      achieved: true,
      unlockDate: dayjs().format('YYYY-MM-DD'),
    });
  });
});

describe('GET /api/achievements, with a record far older than the rest', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:00:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('costs what the data holds, not the age of the oldest record (no calendar walk from the year 1000)', async () => {
    const { token, userId } = await newAccount();
    // Stored before dates had a lower bound; the API no longer takes it (mocks/input.test.ts).
    record.healthSeries(userId, {
      series: 'steps',
      date: '1000-01-01',
      values: encodePoints([12_000]),
    });
    // It took over 10 minutes here when every day since the oldest record was computed: the test's
    // own timeout (60 s) fails it then. No tighter bound on the time: a busy machine is slow too.
    const reply = await call('GET', '/api/achievements', { token });
    expect(reply.status).toBe(200);
    const byId = Object.fromEntries(
      (reply.body as Achievements).achievements.map((a) => [a.id, a]),
    );
    expect(byId['hands-on']).toMatchObject({ current: 1 });
    expect(byId['step-streak']).toMatchObject({ current: 1, unlocked: false });
  });

  it('counts an active week over the 7 calendar days ending each day, across days without data', async () => {
    const { token, userId } = await newAccount();
    const active = (date: string, minutes: number) =>
      record.healthSeries(userId, {
        series: 'activeMinutes',
        date,
        values: encodePoints([minutes]),
      });
    // 100 + 60 minutes 7 days apart are not one week; 60 + 100 six days apart are.
    active('2026-02-01', 100);
    active('2026-02-08', 60);
    active('2026-02-14', 100);
    const reply = await call('GET', '/api/achievements', { token });
    const week = (reply.body as Achievements).achievements.find((a) => a.id === 'active-week');
    expect(week).toMatchObject({ current: 150, unlocked: true, unlockDate: '2026-02-14' });
  });
});

describeResourceContract({ operation: 'GET /api/achievements' });
