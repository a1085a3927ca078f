import { primaryKey } from '@mswjs/data';
import { PROVIDER_IDS } from '@/lib/devices/catalogue';
import { encodePoints, SERIES, SERIES_NAMES, type SeriesName } from '@/lib/health/series';
import { day, id, instant, oneOf } from '../record-rules';
import { defineResource, type Rule } from '../resource';
import { seedHealthHistory } from './seed';

/** A health series point: none of them (steps in an hour, glucose, minutes of sleep) comes near. */
const MAX_POINT = 100_000;

/** A day's points as text ("62,61,,64"): as many as the series has, each a gap or a number. */
const seriesPoints: Rule = (value: string, record) => {
  const series = SERIES[record.series as SeriesName];
  if (!series) return false;
  const points = value.split(',');
  return (
    points.length === series.points &&
    points.every((point) => point === '' || (/^\d+(\.\d+)?$/.test(point) && +point <= MAX_POINT))
  );
};

/** Every measured series (metrics, glucose, sleep, activity), a record per user, day and source. */
const health = defineResource({
  tables: {
    healthSeries: {
      model: {
        /** `{userId}:{series}:{date}:{source}`. */
        id: primaryKey(String),
        userId: String,
        /** A key of SERIES in src/lib/health/series.ts. */
        series: String,
        /** The calendar day, YYYY-MM-DD, in the user's time zone. */
        date: String,
        /** A device provider id, or 'manual'. */
        source: String,
        /** That day's points as text (see encodePoints). */
        values: String,
        updatedAt: Number,
      },
      rules: {
        // One record per user, series, day and source: the id says which, and is how it is found.
        id: (value: string, record) =>
          value === `${record.userId}:${record.series}:${record.date}:${record.source}`,
        userId: id,
        series: oneOf(SERIES_NAMES),
        date: day,
        source: oneOf([...PROVIDER_IDS, 'manual']),
        values: seriesPoints,
        updatedAt: instant,
      },
      label: 'Health data records',
      // A manual weight on the day (the id follows the fields, as the rule above wants).
      example: (
        userId,
        { series = 'weight', date = '2026-01-15', source = 'manual', ...fields },
      ) => ({
        id: `${userId}:${series}:${date}:${source}`,
        userId,
        series,
        date,
        source,
        values: encodePoints(Array(SERIES[series as SeriesName].points).fill(72.5)),
        updatedAt: 0,
        ...fields,
      }),
    },
  },
  seed: seedHealthHistory,
});

export default health;

declare module '../resources' {
  interface Resources {
    health: typeof health;
  }
}
