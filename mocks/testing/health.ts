import { decodePoints, encodePoints } from '@/lib/health/series';
import { db } from '../db';

const ASLEEP_MINUTES = 6 * 60;

/**
 * Makes the user's latest `count` nights 6 hours asleep (stages kept in proportion), so a test of
 * the sleep rules does not depend on which nights the seed's calendar gave that week.
 */
export function shortenNights(userId: string, count: number): void {
  const nights = db.healthSeries.findMany({
    where: { userId: { equals: userId }, series: { equals: 'sleep' } },
    orderBy: { date: 'desc' },
  });
  const dates = [...new Set(nights.map((night) => night.date))].slice(0, count);
  for (const night of nights.filter((record) => dates.includes(record.date))) {
    const [deep, light, rem, awake] = decodePoints(night.values).map((value) => value ?? 0);
    const scale = ASLEEP_MINUTES / (deep + light + rem);
    db.healthSeries.update({
      where: { id: { equals: night.id } },
      data: {
        values: encodePoints(
          [deep, light, rem].map((stage) => Math.floor(stage * scale)).concat(awake),
        ),
      },
    });
  }
}
