import { isRealDate } from '@/lib/health/measurements';
import { TIME_PATTERN } from '@/lib/medications/schedule';
import { EARLIEST_DATE, EMAIL_MAX } from '@/lib/validation';
import type { Rule } from './resource';

/**
 * The rules a table's fields are declared with (`rules` in each mocks/<resource>/resource.ts):
 * docs/openapi.yaml's limits, and the forms'.
 */

/** Ids, owners and keys: never empty; an address fits in the longest (`login:{e-mail}`). */
export const ID_MAX = EMAIL_MAX + 50;
/**
 * Time stamps from 1900 to a year ahead: a file saved on a machine whose clock ran ahead. Without
 * a "now" (a database as loaded), up to the last instant `new Date()` prints.
 */
export const EARLIEST_INSTANT = Date.parse(`${EARLIEST_DATE}T00:00:00Z`);
const LATEST_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;
const LATEST_INSTANT = 8.64e15;
export const latest = (now: number | null, aheadMs = LATEST_AHEAD_MS) =>
  now === null ? LATEST_INSTANT : now + aheadMs;

export const text =
  (max: number, min = 0): Rule =>
  (value: string) =>
    value.length >= min && value.length <= max;
export const matching =
  (pattern: RegExp, max: number): Rule =>
  (value: string) =>
    value.length <= max && pattern.test(value);
export const oneOf =
  (options: readonly unknown[]): Rule =>
  (value) =>
    options.includes(value);
export const isBetween = (value: number, min: number, max: number) =>
  Number.isFinite(value) && value >= min && value <= max;
export const isWhole = (value: number, min: number, max: number) =>
  Number.isInteger(value) && isBetween(value, min, max);
export const between =
  (min: number, max: number): Rule =>
  (value: number) =>
    isBetween(value, min, max);
export const whole =
  (min: number, max: number): Rule =>
  (value: number) =>
    isWhole(value, min, max);
/** A boolean: its type, checked before its range, is all it can get wrong. */
export const anyBoolean: Rule = () => true;

export const id = text(ID_MAX, 1);
export const instant: Rule = (value: number, _, now) =>
  isWhole(value, EARLIEST_INSTANT, latest(now));
/** YYYY-MM-DD, a real day, from 1900 (as the forms accept it). */
const isDay = (value: string) => isRealDate(value) && value >= EARLIEST_DATE;
export const day: Rule = isDay;
export const dayOrEmpty: Rule = (value: string) => value === '' || isDay(value);
export const time = matching(TIME_PATTERN, 5);
export const email = matching(/^[^@\s]+@[^@\s]+$/, EMAIL_MAX);
export const sha256 = matching(/^[0-9a-f]{64}$/, 64);

/** A list stored comma-separated ('' for none): at most `max` items, each once and fitting. */
export const list =
  (fits: (item: string) => boolean, max: number): Rule =>
  (value: string) => {
    if (value === '') return true;
    const items = value.split(',');
    return items.length <= max && new Set(items).size === items.length && items.every(fits);
  };
/** Choices: known ids, each once. */
export const choices = (options: readonly string[]) =>
  list((item) => options.includes(item), options.length);

export const ids = <T extends { id: string }>(items: readonly T[]) => items.map((item) => item.id);
export const values = <T extends { value: string }>(items: readonly T[]) =>
  items.map((item) => item.value);
