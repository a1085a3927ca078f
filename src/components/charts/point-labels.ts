import dayjs from 'dayjs';

/** How far apart a chart's points are: the API's hours ("HH:00") or days ("YYYY-MM-DD"). */
export type Granularity = 'hour' | 'day';

/**
 * A point's label as the charts show it: a day ("YYYY-MM-DD") as "Nov 14"; an hour ("HH:00") as
 * it is.
 */
export function shortLabel(label: string, granularity: Granularity): string {
  return granularity === 'hour' ? label : dayjs(label).format('MMM D');
}

/** A point's label in a table row or a tooltip: "Fri, Nov 14", or the hour "14:00". */
export function longLabel(label: string, granularity: Granularity): string {
  return granularity === 'hour' ? label : dayjs(label).format('ddd, MMM D');
}
