import dayjs, { type Dayjs } from 'dayjs';
import {
  SERIES,
  decodePoints,
  encodePoints,
  type DataSource,
  type SeriesName,
} from '@/lib/health/series';
import { db } from '../db';
import { transaction } from '../persistence';
import { DEMO_PERSONA, FREE_PERSONA, generateDay, type Persona } from './generate';
import { DATE_FORMAT } from './read';

/** The generated person behind each seeded account whose devices keep delivering. */
const PERSONAS: Record<string, Persona> = { local_demo: DEMO_PERSONA, local_free: FREE_PERSONA };

export function personaOf(userId: string): Persona | null {
  return PERSONAS[userId] ?? null;
}

export interface CatchUp {
  /** Points delivered per series. */
  added: Partial<Record<SeriesName, number>>;
  total: number;
}

const seriesId = (userId: string, series: SeriesName, date: string, source: DataSource) =>
  `${userId}:${series}:${date}:${source}`;

/**
 * What a cloud-linked device has measured since it last delivered, as a real sync would bring it:
 * for each series the persona wears `source` for, the generated points (deterministic per date,
 * see generate.ts) after the last stored point, up to `now`. A gap before the last stored point
 * stays a gap: the device had nothing to send for it. With nothing stored, delivery starts today
 * (or at `since`). Writes in one transaction; returns what arrived. Used by Sync Device on the
 * glucose screen, and meant for the devices screen's sync and catch-up on sign-in.
 */
export function catchUpSource(
  userId: string,
  persona: Persona,
  source: DataSource,
  now: Dayjs = dayjs(),
  since?: string,
): CatchUp {
  const today = now.format(DATE_FORMAT);
  const nowMinute = now.hour() * 60 + now.minute();
  const names = (Object.keys(persona.sources) as SeriesName[]).filter(
    (name) => persona.sources[name] === source,
  );
  const writes: { id: string; series: SeriesName; date: string; values: string }[] = [];
  const added: CatchUp['added'] = {};
  for (const series of names) {
    const stored = db.healthSeries
      .findMany({
        where: {
          userId: { equals: userId },
          series: { equals: series },
          source: { equals: source },
        },
      })
      .sort((a, b) => a.date.localeCompare(b.date));
    const last = stored.at(-1);
    let date = last?.date ?? since ?? today;
    if (date > today) continue;
    // Points up to and including this index of the first day were already delivered (or missed).
    let deliveredUpTo = -1;
    if (last) {
      const points = decodePoints(last.values);
      deliveredUpTo = points.reduce<number>((at, value, i) => (value === null ? at : i), -1);
    }
    let count = 0;
    while (date <= today) {
      const generated = generateDay(persona, date, date === today ? nowMinute : 1440);
      const fresh = generated.series.find((entry) => entry.series === series);
      const existing = stored.find((record) => record.date === date);
      if (fresh) {
        const points = decodePoints(fresh.values);
        const previous = existing
          ? decodePoints(existing.values)
          : Array.from({ length: SERIES[series].points }, () => null);
        const floor = existing && date === last?.date ? deliveredUpTo : -1;
        const merged = previous.map((value, i) => {
          if (value !== null || i <= floor || points[i] === null) return value;
          count += 1;
          return points[i];
        });
        if (encodePoints(merged) !== existing?.values) {
          writes.push({
            id: seriesId(userId, series, date, source),
            series,
            date,
            values: encodePoints(merged),
          });
        }
      }
      date = dayjs(date).add(1, 'day').format(DATE_FORMAT);
    }
    if (count > 0) added[series] = count;
  }
  const updatedAt = now.valueOf();
  transaction(() => {
    for (const write of writes) {
      db.healthSeries.delete({ where: { id: { equals: write.id } } });
      db.healthSeries.create({ ...write, userId, source, updatedAt });
    }
  });
  return { added, total: Object.values(added).reduce((sum, value) => sum + value, 0) };
}
