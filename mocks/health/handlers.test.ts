// clock-matrix: the seeded days end now; the ranges, today's hours and the week's step goal move with the date.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { decodePoints } from '@/lib/health/series';
import { db } from '../db';
import { today } from './daily-metrics';
import { resetDatabase } from '../persistence';
import { call } from '../testing/api';
import { setNow } from '../testing/clock';
import { describeResourceContract } from '../testing/resource-contract';
import { sessionToken } from '../testing/fixtures';

interface DashboardReply {
  hasData: boolean;
  heartRate: number | null;
  steps: number | null;
  cards: { id: string; value: number | null; change: { percent: number } | null }[];
  bodySystems: { id: string; readings: { label: string; display: string }[] }[];
  alerts: { id: string; title: string; message: string }[];
}

interface MetricsReply {
  granularity: string;
  sleep: unknown[];
  activity: { label: string; steps: number | null }[];
  weight: { label: string; weight: number | null }[];
  cards: { id: string; average: string; statusLabel: string }[];
}

const stored = (userId: string, series: string, date = today()) =>
  db.healthSeries.findFirst({
    where: { userId: { equals: userId }, series: { equals: series }, date: { equals: date } },
  });

/** A verified account with no data at all, as a new sign-up has. */
async function newUserToken(): Promise<string> {
  const email = 'new.person@example.com';
  await call('POST', '/api/auth/register', {
    body: { username: 'newperson', email, password: 'secret12' },
  });
  db.user.update({ where: { email: { equals: email } }, data: { emailVerified: true } });
  const login = await call('POST', '/api/auth/login', { body: { email, password: 'secret12' } });
  return (login.body as { token: string }).token;
}

describe('GET /api/dashboard', () => {
  it("shows the user's own latest numbers", async () => {
    const token = await sessionToken('demo');
    const { status, body } = await call('GET', '/api/dashboard', { token });
    const dashboard = body as DashboardReply;
    expect(status).toBe(200);
    expect(dashboard.hasData).toBe(true);
    // The latest night's resting heart rate: before waking, today's is not measured yet.
    const nights = db.healthSeries.findMany({
      where: { userId: { equals: 'local_demo' }, series: { equals: 'restingHeartRate' } },
      orderBy: { date: 'desc' },
    });
    expect(dashboard.heartRate).toBe(decodePoints(nights[0].values)[0]);
    const steps = stored('local_demo', 'steps');
    // Hours still to come are gaps; a day with no hour counted yet has no steps at all.
    const counted = steps ? decodePoints(steps.values).filter((value) => value !== null) : [];
    const todaySteps = counted.length
      ? counted.reduce<number>((sum, value) => sum + value!, 0)
      : null;
    expect(dashboard.steps).toBe(todaySteps);
    expect(dashboard.cards.map((card) => card.id)).toEqual([
      'healthScore',
      'heartRate',
      'sleepScore',
      'steps',
      'recovery',
      'hrv',
    ]);
    // The step goal's alert waits for the week's first steps (tested on its own below).
    expect(dashboard.alerts.map((alert) => alert.id).filter((id) => id !== 'steps')).toEqual([
      'sleep',
      'hydration',
    ]);
    expect(dashboard.alerts[1].message).toBe(
      'Remember to drink water regularly. Target: 8 glasses daily.',
    );
  });

  it('answers a new user with no data, and the Free demo user with its five days', async () => {
    const empty = await call('GET', '/api/dashboard', { token: await newUserToken() });
    expect(empty.body).toMatchObject({ hasData: false, cards: [], bodySystems: [], alerts: [] });
    const free = await call('GET', '/api/dashboard', { token: await sessionToken('free') });
    expect((free.body as DashboardReply).hasData).toBe(true);
    // Five days hold no week to compare the sleep with, so there is no sleep alert.
    const alerts = (free.body as DashboardReply).alerts.map((alert) => alert.id);
    expect(alerts).not.toContain('sleep');
    expect(alerts).toContain('hydration');
    const days = db.healthSeries
      .findMany({ where: { userId: { equals: 'local_free' } } })
      .map((record) => record.date);
    expect(new Set(days).size).toBe(5);
  });
  it('shows the weekly step goal once the week has steps: not on Monday just after midnight', async () => {
    const alertsOn = async (at: dayjs.Dayjs) => {
      setNow(at.valueOf());
      resetDatabase('small');
      const reply = await call('GET', '/api/dashboard', { token: await sessionToken('free') });
      return (reply.body as DashboardReply).alerts.map((alert) => alert.id);
    };
    const monday = dayjs().day(1);
    expect(await alertsOn(monday.hour(0).minute(5))).not.toContain('steps');
    expect(await alertsOn(monday.hour(15).minute(30))).toContain('steps');
  });
});

describe('GET /api/health-metrics', () => {
  it('answers each range: by hour for 1d, by day otherwise', async () => {
    const token = await sessionToken('demo');
    for (const [range, points] of [
      ['7d', 7],
      ['30d', 30],
      ['90d', 90],
    ] as const) {
      const reply = (await call('GET', `/api/health-metrics?range=${range}`, { token }))
        .body as MetricsReply;
      expect(reply.granularity).toBe('day');
      expect(reply.sleep).toHaveLength(points);
      expect(reply.activity.at(-1)!.label).toBe(today());
    }
    const day = (await call('GET', '/api/health-metrics?range=1d', { token })).body as MetricsReply;
    expect(day.granularity).toBe('hour');
    // The last 24 hours, ending with the current one.
    expect(day.activity).toHaveLength(24);
    expect(day.activity.at(-1)!.label).toBe(dayjs().format('HH:00'));
    expect(day.activity[0].label).toBe(dayjs().subtract(23, 'hour').format('HH:00'));
    expect(day.cards.map((card) => card.id)).toEqual([
      'sleep',
      'heartRate',
      'activity',
      'weight',
      'bloodOxygen',
      'bloodPressure',
    ]);
  });

  it('defaults to 7 days and refuses another range, naming it', async () => {
    const token = await sessionToken('demo');
    expect(
      ((await call('GET', '/api/health-metrics', { token })).body as MetricsReply).sleep,
    ).toHaveLength(7);
    const bad = await call('GET', '/api/health-metrics?range=1y', { token });
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: { range: 'range must be one of 1d, 7d, 30d or 90d' } },
    });
  });

  it('shows "No data" cards to a user without data', async () => {
    const reply = (await call('GET', '/api/health-metrics', { token: await newUserToken() }))
      .body as MetricsReply;
    expect(reply.cards.every((card) => card.statusLabel === 'No data')).toBe(true);
  });
});

describe('POST /api/health-metrics', () => {
  const post = async (body: unknown, account: 'demo' | 'admin' = 'demo') =>
    call('POST', '/api/health-metrics', { body, token: await sessionToken(account) });

  it.each([
    [{ kind: 'weight', value: 500, unit: 'kg' }, 'value', 'Weight must be between 20 and 300 kg'],
    [{ kind: 'weight', value: 70, unit: 'mmHg' }, 'unit', 'Weight is measured in kg or lb'],
    [{ kind: 'weight', value: 30, unit: 'lb' }, 'value', 'Weight must be between 44 and 661 lb'],
    [
      { kind: 'bloodPressure', value: 120, unit: 'mmHg' },
      'diastolic',
      'Enter the diastolic pressure',
    ],
    [
      { kind: 'bloodPressure', value: 120, diastolic: 130, unit: 'mmHg' },
      'diastolic',
      'Diastolic pressure must be lower than systolic',
    ],
    [
      { kind: 'bloodOxygen', value: 101, unit: '%' },
      'value',
      'Blood oxygen must be between 70 and 100 %',
    ],
    [{ kind: 'temperature', value: 37, unit: 'C' }, 'kind', 'Choose what you measured'],
    [{ kind: 'weight', value: 'heavy', unit: 'kg' }, 'value', 'Enter a number'],
    [{ kind: 'weight', value: 70, unit: 'kg', date: '2025-02-30' }, 'date', 'Use a real date'],
    [
      { kind: 'weight', value: 70, unit: 'kg', date: '2999-01-01' },
      'date',
      'The date cannot be in the future',
    ],
  ])('refuses %j, naming %s', async (body, field, message) => {
    const before = db.healthSeries.count();
    const reply = await post(body);
    expect(reply.status).toBe(400);
    expect((reply.body as { errors: Record<string, string> }).errors[field]).toBe(message);
    expect(db.healthSeries.count()).toBe(before);
  });

  it('saves a weight that the dashboard and the metrics then show; a second one replaces it', async () => {
    expect((await post({ kind: 'weight', value: 176.4, unit: 'lb' })).status).toBe(201);
    const saved = await post({ kind: 'weight', value: 79.9, unit: 'kg' });
    expect(saved).toMatchObject({
      status: 201,
      body: { kind: 'weight', values: [79.9], source: 'manual' },
    });
    const token = await sessionToken('demo');
    const dashboard = (await call('GET', '/api/dashboard', { token })).body as DashboardReply;
    const metabolism = dashboard.bodySystems.find((system) => system.id === 'metabolism')!;
    expect(metabolism.readings).toContainEqual(
      expect.objectContaining({ label: 'Weight', display: '79.9 kg' }),
    );
    const metrics = (await call('GET', '/api/health-metrics', { token })).body as MetricsReply;
    expect(metrics.weight.at(-1)).toMatchObject({ label: today(), weight: 79.9 });
    // One manual weight for today: the second replaced the first.
    expect(stored('local_demo', 'weight')).toMatchObject({ source: 'manual', values: '79.9' });
    expect(
      db.healthSeries.findMany({
        where: {
          userId: { equals: 'local_demo' },
          series: { equals: 'weight' },
          date: { equals: today() },
          source: { equals: 'manual' },
        },
      }),
    ).toHaveLength(1);
  });

  it("is the user's own: another user does not see it", async () => {
    await post({ kind: 'bloodPressure', value: 150, diastolic: 95, unit: 'mmHg' });
    const admin = await sessionToken('admin');
    const metrics = (await call('GET', '/api/health-metrics', { token: admin }))
      .body as MetricsReply;
    expect(metrics.cards.find((card) => card.id === 'bloodPressure')!.statusLabel).toBe('No data');
  });

  describeResourceContract({
    operation: 'POST /api/health-metrics',
    validBody: { kind: 'weight', value: 70, unit: 'kg' },
    invalid: { body: { kind: 'weight', value: 0, unit: 'kg' }, field: 'value' },
  });
});

describeResourceContract({
  operation: 'GET /api/health-metrics',
  invalid: { query: { range: '2d' }, field: 'range' },
});
describeResourceContract({ operation: 'GET /api/dashboard' });

describe('the dashboard figures, recomputed from the stored records', () => {
  const values = (series: string, date: string) => {
    const record = db.healthSeries.findFirst({
      where: {
        userId: { equals: 'local_demo' },
        series: { equals: series },
        date: { equals: date },
      },
    });
    return record ? decodePoints(record.values) : null;
  };
  const dates = (count: number, endDaysAgo = 0) =>
    Array.from({ length: count }, (_, i) =>
      dayjs()
        .subtract(endDaysAgo + count - 1 - i, 'day')
        .format('YYYY-MM-DD'),
    );
  const mean = (numbers: (number | null)[]) => {
    const present = numbers.filter((n): n is number => n !== null);
    return present.reduce((a, b) => a + b, 0) / present.length;
  };

  it('resting heart rate: this week against the week before, in whole percent', async () => {
    const resting = (date: string) => values('restingHeartRate', date)?.[0] ?? null;
    const thisWeek = mean(dates(7).map(resting));
    const weekBefore = mean(dates(7, 7).map(resting));
    // A fall of under half a percent rounds to -0, which JSON sends as 0.
    const expected = Math.round(((thisWeek - weekBefore) / weekBefore) * 100) || 0;
    const { body } = await call('GET', '/api/dashboard', { token: await sessionToken('demo') });
    const card = (body as DashboardReply).cards.find((item) => item.id === 'heartRate')!;
    expect(card.change?.percent).toBe(expected);
  });

  it('steps: the week so far from Monday, against 70,000', async () => {
    const monday = dayjs().subtract((dayjs().day() + 6) % 7, 'day');
    const days = dayjs().diff(monday, 'day') + 1;
    const total = dates(days)
      .map((date) => values('steps', date))
      .reduce<number>(
        (sum, points) => sum + (points ?? []).reduce<number>((a, b) => a + (b ?? 0), 0),
        0,
      );
    const { body } = await call('GET', '/api/dashboard', { token: await sessionToken('demo') });
    const alert = (body as DashboardReply).alerts.find((item) => item.id === 'steps');
    // Early on a Monday no step may be counted yet, and then there is no goal alert.
    if (!alert) {
      expect(total).toBe(0);
      return;
    }
    const remaining = 70_000 - total;
    expect(alert.message).toContain(
      remaining > 0
        ? `Just ${remaining.toLocaleString('en-US')} more steps to go!`
        : 'You reached your weekly goal',
    );
  });
});
