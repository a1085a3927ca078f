import dayjs from 'dayjs';
import {
  SERIES_ARRIVAL,
  providerById,
  seriesAssignment,
  type ProviderId,
} from '@/lib/devices/catalogue';
import { SERIES, decodePoints, encodePoints, type SeriesName } from '@/lib/health/series';
import { db } from '../db';
import {
  DATE_FORMAT,
  DEMO_PERSONA,
  FREE_PERSONA,
  generateDay,
  type Persona,
} from '../health/generate';
import { formatNumber } from '@/lib/format-number';

export type DeviceRecord = NonNullable<ReturnType<typeof db.connectedDevice.findFirst>>;

/** A device never synced brings its last 7 days on its first sync, as a cloud-linked one does. */
export const BACKFILL_DAYS = 7;
/** A catch-up after a long gap reaches back at most this far (the demo's history). */
export const CATCH_UP_LIMIT_DAYS = 90;

/** The seeded people keep generating their own data; anyone else gets a person of their own. */
const SEEDED_PERSONAS: Record<string, Persona> = {
  local_demo: DEMO_PERSONA,
  local_free: FREE_PERSONA,
};

export function personaOf(userId: string, sources: Persona['sources']): Persona {
  const base = SEEDED_PERSONAS[userId] ?? {
    key: userId,
    restingHeartRate: 64,
    hrv: 45,
    weight: 72,
  };
  return { ...base, sources };
}

/** The devices a user has connected, oldest first. */
export function devicesOf(userId: string): DeviceRecord[] {
  return db.connectedDevice
    .findMany({ where: { userId: { equals: userId } } })
    .sort((a, b) => a.connectedAt - b.connectedAt);
}

/** The series each of the user's connected devices delivers. */
export function assignmentOf(userId: string) {
  return seriesAssignment(devicesOf(userId).map((device) => device.provider));
}

/** The series one device delivers, given every device the user has connected. */
export function seriesDeliveredBy(device: DeviceRecord): SeriesName[] {
  const assignment = assignmentOf(device.userId);
  return (Object.keys(assignment) as SeriesName[]).filter(
    (series) => assignment[series] === device.provider,
  );
}

export interface Delivery {
  series: SeriesName;
  count: number;
}

interface SeriesWrite {
  id: string;
  userId: string;
  series: SeriesName;
  date: string;
  source: ProviderId;
  values: string;
}

/** What one device's sync writes and reports; computed first, written in a transaction after. */
export interface SyncPlan {
  device: DeviceRecord;
  writes: SeriesWrite[];
  delivered: Delivery[];
  syncedAt: number;
  summary: string;
}

const minuteOf = (time: dayjs.Dayjs) => time.hour() * 60 + time.minute();

/** A day's stages or a single value count once ("1 night of sleep"); hourly and 5-minute points one by one. */
const isDaily = (series: SeriesName) => SERIES[series].points <= 4;

export function summarize(delivered: Delivery[]): string {
  const parts = delivered
    .filter(({ count }) => count > 0)
    .map(({ series, count }) => {
      const words = SERIES_ARRIVAL[series];
      return `${formatNumber(count)} new ${count === 1 ? words.one : words.many}`;
    });
  return parts.length ? parts.join(', ') : 'No new data since the last sync';
}

/**
 * What the device has measured since it last synced (or over its backfill, the first time), up to
 * `now`: its series' points generated per calendar date as the person's devices recorded them,
 * and each point the server did not hold yet counted. A stored point is kept; the generator gives
 * the same value for the same date and time anyway. A gap before `lastSynced` stays a gap: the
 * device had nothing to send for it then. This is the only path that delivers device data (the
 * devices screen's Sync, the glucose screen's Sync Device and the catch-up on app open).
 */
export function planSync(device: DeviceRecord, now = Date.now()): SyncPlan {
  const until = dayjs(now);
  const earliest = until.subtract(CATCH_UP_LIMIT_DAYS, 'day');
  const from =
    device.lastSynced === null
      ? until.subtract(BACKFILL_DAYS - 1, 'day').startOf('day')
      : dayjs(Math.max(device.lastSynced, earliest.valueOf()));
  const series = seriesDeliveredBy(device);
  const provider = providerById(device.provider)!.id;
  const persona = personaOf(
    device.userId,
    Object.fromEntries(series.map((name) => [name, provider])),
  );
  const counts = new Map<SeriesName, number>(series.map((name) => [name, 0]));
  const writes: SeriesWrite[] = [];

  for (let day = from.startOf('day'); !day.isAfter(until, 'day'); day = day.add(1, 'day')) {
    const date = day.format(DATE_FORMAT);
    const untilMinute = day.isSame(until, 'day') ? minuteOf(until) : 1440;
    // Before the last sync the device already sent what it had: a gap there stays a gap.
    const sentUntil = device.lastSynced !== null && day.isSame(from, 'day') ? minuteOf(from) : 0;
    for (const { series: name, values } of generateDay(persona, date, untilMinute).series) {
      const id = `${device.userId}:${name}:${date}:${provider}`;
      const stored = db.healthSeries.findFirst({ where: { id: { equals: id } } });
      const storedPoints = stored ? decodePoints(stored.values) : [];
      const slot = 1440 / SERIES[name].points;
      const sent = (i: number) => !isDaily(name) && (i + 1) * slot <= sentUntil;
      const points = decodePoints(values).map((value, i) =>
        sent(i) ? (storedPoints[i] ?? null) : (value ?? storedPoints[i] ?? null),
      );
      const fresh = points.filter(
        (value, i) => value !== null && (storedPoints[i] ?? null) === null,
      );
      // Today's running totals (active minutes) change without a new point: saved, not counted.
      const changed = points.some((value, i) => value !== (storedPoints[i] ?? null));
      if (!changed) continue;
      if (fresh.length) counts.set(name, counts.get(name)! + (isDaily(name) ? 1 : fresh.length));
      writes.push({
        id,
        userId: device.userId,
        series: name,
        date,
        source: provider,
        values: encodePoints(points),
      });
    }
  }
  const delivered = [...counts].map(([name, count]) => ({ series: name, count }));
  return { device, writes, delivered, syncedAt: now, summary: summarize(delivered) };
}

/** Writes a planned sync; call it inside a transaction. */
export function applySync(plan: SyncPlan): DeviceRecord {
  for (const write of plan.writes) {
    db.healthSeries.delete({ where: { id: { equals: write.id } } });
    db.healthSeries.create({ ...write, updatedAt: plan.syncedAt });
  }
  return db.connectedDevice.update({
    where: { id: { equals: plan.device.id } },
    data: { lastSynced: plan.syncedAt, lastSyncSummary: plan.summary },
  })!;
}
