// clock-matrix: the history is generated back from now: weekdays, weekends, and today stopping at now.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { average } from '@/lib/health/formulas';
import { decodePoints } from '@/lib/health/series';
import { DEMO_PERSONA, DATE_FORMAT, generateDay, historyDays } from './generate';

const seriesOf = (day: ReturnType<typeof generateDay>, name: string) => {
  const found = day.series.find((series) => series.series === name);
  return found ? decodePoints(found.values) : null;
};
const total = (points: (number | null)[] | null) =>
  points?.reduce<number>((sum, value) => sum + (value ?? 0), 0) ?? null;

describe('the generated history', () => {
  // A year of days, so the texture is measured on enough of them.
  const year = [...historyDays(DEMO_PERSONA, 364, dayjs('2026-11-21T23:59'))];

  it('is the same for the same calendar date, whenever it is generated', () => {
    const once = generateDay(DEMO_PERSONA, '2026-03-14');
    expect(generateDay(DEMO_PERSONA, '2026-03-14')).toEqual(once);
    const inHistory = [...historyDays(DEMO_PERSONA, 30, dayjs('2026-03-20T23:59'))].find(
      (day) => day.date === '2026-03-14',
    );
    expect(inHistory).toEqual(once);
    expect(generateDay(DEMO_PERSONA, '2026-03-15')).not.toEqual(once);
  });

  it('has weekend rhythms: longer nights', () => {
    const hours = (weekend: boolean) =>
      average(
        year
          .filter((day) => [0, 6].includes(dayjs(day.date).day()) === weekend)
          .map((day) => {
            const [deep, light, rem] = seriesOf(day, 'sleep')!;
            return ((deep ?? 0) + (light ?? 0) + (rem ?? 0)) / 60;
          }),
      )!;
    expect(hours(true) - hours(false)).toBeGreaterThan(0.4);
  });

  it('has a few bad nights, and gaps where the watch or the sensor was off', () => {
    const shortNights = year.filter((day) => {
      const [deep, light, rem] = seriesOf(day, 'sleep')!;
      return (deep ?? 0) + (light ?? 0) + (rem ?? 0) < 6 * 60;
    });
    expect(shortNights.length).toBeGreaterThan(15);
    expect(shortNights.length).toBeLessThan(70);
    expect(year.filter((day) => seriesOf(day, 'steps') === null).length).toBeGreaterThan(2);
    expect(year.filter((day) => seriesOf(day, 'glucose')!.includes(null)).length).toBeGreaterThan(
      5,
    );
  });

  it('holds a blood-pressure reading in every 7 days, at any hour of the last one', () => {
    const measured = (day: ReturnType<typeof generateDay>) => seriesOf(day, 'bloodPressure');
    for (let end = 6; end < year.length; end++) {
      const week = year.slice(end - 6, end + 1);
      // The week's last day as it stands before waking: its cuff has not come out yet.
      const beforeWaking = generateDay(DEMO_PERSONA, week[6].date, 6 * 60);
      expect(
        [...week.slice(0, 6), beforeWaking].some(measured),
        `the 7 days to ${week[6].date}`,
      ).toBe(true);
    }
    // Not every day: a home cuff comes out a few times a week.
    expect(year.filter(measured).length / year.length).toBeLessThan(0.6);
  });

  it('puts steps in the day: weekday commutes and lunch walks, nothing at night', () => {
    const weekday = year.find((day) => dayjs(day.date).day() === 3 && seriesOf(day, 'steps'))!;
    const steps = seriesOf(weekday, 'steps')!;
    expect(steps[3]).toBe(0);
    expect(steps[8]!).toBeGreaterThan(steps[15]!);
    expect(total(steps)!).toBeGreaterThan(4000);
  });

  it('stops today at now: no steps, heart rate or glucose from the future, no meal not yet eaten', () => {
    const [todayAt10] = [...historyDays(DEMO_PERSONA, 1, dayjs('2026-11-21T10:02'))];
    expect(
      seriesOf(todayAt10, 'steps')
        ?.slice(10)
        .every((value) => value === null),
    ).toBe(true);
    expect(
      seriesOf(todayAt10, 'glucose')!
        .slice(121)
        .every((value) => value === null),
    ).toBe(true);
    expect(todayAt10.meals.map((meal) => meal.type)).toEqual(['breakfast']);
  });

  it('brings the night and the morning readings at waking, not before', () => {
    const overnight = ['sleep', 'restingHeartRate', 'hrv', 'bloodOxygen'];
    // 2026-11-18 is a Wednesday: up at 07:00.
    const [before] = [...historyDays(DEMO_PERSONA, 1, dayjs('2026-11-18T06:40'))];
    expect(overnight.filter((name) => seriesOf(before, name) !== null)).toEqual([]);
    const [after] = [...historyDays(DEMO_PERSONA, 1, dayjs('2026-11-18T07:05'))];
    expect(overnight.filter((name) => seriesOf(after, name) !== null)).toEqual(overnight);
    expect(seriesOf(after, 'activeMinutes')![0]).toBeGreaterThanOrEqual(0);
  });

  it('keeps glucose physiological: after-meal rises settle, nights stay in range', () => {
    const glucoseOf = (day: (typeof year)[number]) =>
      seriesOf(day, 'glucose')!.filter((value): value is number => value !== null);
    const day = year[100];
    expect(Math.min(...glucoseOf(day))).toBeGreaterThan(60);
    expect(Math.max(...glucoseOf(day))).toBeLessThan(200);
    expect(day.meals.map((meal) => meal.type)).toEqual(['breakfast', 'lunch', 'snack', 'dinner']);
    // A few days have a low (below 70), a few of them below 54; a full day has all 288 readings.
    const lows = year.filter((entry) => Math.min(...glucoseOf(entry)) < 70);
    expect(lows.length).toBeGreaterThan(15);
    expect(lows.length).toBeLessThan(60);
    expect(year.some((entry) => Math.min(...glucoseOf(entry)) < 54)).toBe(true);
    expect(year.filter((entry) => glucoseOf(entry).length === 288).length).toBeGreaterThan(300);
  });

  describe("the demo's today", () => {
    // Every day of a year as today, each at another minute of the day (97 is prime to 1440).
    const todays = Array.from({ length: 365 }, (_, i) =>
      dayjs('2026-01-01T00:00')
        .add(i, 'day')
        .add((i * 97) % 1440, 'minute'),
    );
    const minuteOf = (now: dayjs.Dayjs) => now.hour() * 60 + now.minute();
    const watchSeries = ['heartRate', 'steps', 'activeMinutes', 'glucose'];

    it('has no device gap, whatever now is: every reading due by now is there', () => {
      for (const now of todays) {
        const [today] = [...historyDays(DEMO_PERSONA, 1, now)];
        for (const name of watchSeries) {
          const points = seriesOf(today, name);
          expect(points, `${name} on ${now.format('YYYY-MM-DDTHH:mm')}`).not.toBeNull();
          const due = points!.filter((_, i) => ((i + 1) * 1440) / points!.length <= minuteOf(now));
          expect(due.includes(null), `${name} on ${now.format('YYYY-MM-DDTHH:mm')}`).toBe(false);
        }
        if (seriesOf(today, 'sleep')) expect(seriesOf(today, 'bloodOxygen')).not.toBeNull();
      }
    });

    it('keeps its gaps on the other days: the same dates as full days have them', () => {
      const fullDays = todays.map((now) => generateDay(DEMO_PERSONA, now.format(DATE_FORMAT)));
      expect(fullDays.filter((day) => seriesOf(day, 'steps') === null).length).toBeGreaterThan(2);
      expect(
        fullDays.filter((day) => seriesOf(day, 'glucose')!.includes(null)).length,
      ).toBeGreaterThan(5);
    });

    it("is the date's own day: every reading it shares with the full day is the same", () => {
      for (const now of todays) {
        const date = now.format(DATE_FORMAT);
        const today = generateDay(DEMO_PERSONA, date, 1439);
        const full = generateDay(DEMO_PERSONA, date);
        // Active minutes are today's running total, not a reading of the day's end.
        for (const { series } of full.series.filter(({ series }) => series !== 'activeMinutes')) {
          const [part, whole] = [seriesOf(today, series)!, seriesOf(full, series)!];
          const differ = part.filter(
            (value, i) => value !== null && whole[i] !== null && value !== whole[i],
          );
          expect(differ, `${series} on ${date}`).toEqual([]);
        }
      }
    });
  });
});
