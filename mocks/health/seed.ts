import dayjs from 'dayjs';
import type { Db } from '../db';
import type { SeedContext } from '../resource';
import { DEMO_PERSONA, FREE_PERSONA, historyDays, type Persona } from './generate';

/**
 * The persona's generated days, ending now, as the user's health series and meals; a step a day.
 * A day's meals come from the same generated day as its series (its glucose answers them), so
 * this seed writes both tables.
 */
function* seedHistory(
  db: Db,
  userId: string,
  persona: Persona,
  days: number,
  now: number,
): Generator<void, void, void> {
  for (const day of historyDays(persona, days, dayjs(now))) {
    for (const { series, source, values } of day.series) {
      db.healthSeries.create({
        id: `${userId}:${series}:${day.date}:${source}`,
        userId,
        series,
        date: day.date,
        source,
        values,
        updatedAt: now,
      });
    }
    day.meals.forEach((meal, index) =>
      db.meal.create({
        id: `${userId}:meal:${day.date}:${index}`,
        userId,
        date: day.date,
        photo: null,
        createdAt: now,
        ...meal,
      }),
    );
    yield;
  }
}

/** The demo user's days and the Free user's. */
export function* seedHealthHistory({ db, days, now }: SeedContext): Generator<void, void, void> {
  yield* seedHistory(db, 'local_demo', DEMO_PERSONA, days.demo, now);
  yield* seedHistory(db, 'local_free', FREE_PERSONA, days.free, now);
}
