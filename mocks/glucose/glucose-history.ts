import dayjs from 'dayjs';
import type { Schema } from '@/lib/api/contract';
import {
  MEAL_BASELINE_MINUTES,
  MEAL_WINDOW_MINUTES,
  MINUTES_PER_READING,
  READINGS_PER_DAY,
  mealResponse,
} from '@/lib/health/glucose';
import { decodePoints, type Points } from '@/lib/health/series';
import type { GlucoseUnit } from '@/lib/settings/units';
import { db } from '../db';
import { today } from '../health/daily-metrics';
import { DATE_FORMAT } from '../health/generate';

export type MealRecord = NonNullable<ReturnType<typeof db.meal.findFirst>>;
type Meal = Schema<'Meal'>;

/** The sources that are glucose monitors. */
const CGM_SOURCES = ['dexcom', 'freestyle_libre'];

export interface GlucoseHistory {
  /** The day's 288 readings by date (a gap is null). */
  byDate: Map<string, Points>;
  /** The monitor that delivered the latest day, or null for a user without one. */
  source: string | null;
}

/** The user's stored glucose readings, by date. */
export function readGlucose(userId: string): GlucoseHistory {
  const records = db.healthSeries
    .findMany({ where: { userId: { equals: userId }, series: { equals: 'glucose' } } })
    .filter((record) => CGM_SOURCES.includes(record.source))
    .sort((a, b) => a.date.localeCompare(b.date));
  const byDate = new Map<string, Points>();
  for (const record of records) byDate.set(record.date, decodePoints(record.values));
  return { byDate, source: records.at(-1)?.source ?? null };
}

/** The user's saved glucose unit, mg/dL until they choose. */
export function unitOf(userId: string): GlucoseUnit {
  const saved = db.unitSettings.findFirst({ where: { id: { equals: userId } } });
  return (saved?.glucoseUnit as GlucoseUnit | undefined) ?? 'mg/dL';
}

const shift = (date: string, days: number) => dayjs(date).add(days, 'day').format(DATE_FORMAT);

/** The readings of the day before, the day and the day after, end to end (864 slots). */
export function threeDays(history: GlucoseHistory, date: string): Points {
  const day = (at: string) =>
    history.byDate.get(at) ?? Array.from({ length: READINGS_PER_DAY }, () => null);
  return [...day(shift(date, -1)), ...day(date), ...day(shift(date, 1))];
}

/** The slot (in `threeDays`) of a meal eaten at HH:mm on the middle day. */
export function mealSlot(time: string): number {
  const [hour, minute] = time.split(':').map(Number);
  return READINGS_PER_DAY + Math.floor((hour * 60 + minute) / MINUTES_PER_READING);
}

/** Readings from 30 minutes before a meal to 2 hours after it: 31 points. */
export const CURVE_BEFORE = MEAL_BASELINE_MINUTES / MINUTES_PER_READING;
export const CURVE_AFTER = MEAL_WINDOW_MINUTES / MINUTES_PER_READING;

export function mealCurve(readings: Points, slot: number): Points {
  return readings.slice(slot - CURVE_BEFORE, slot + CURVE_AFTER + 1);
}

/** Whether the 2 hours after a meal are still to come. */
function isPending(meal: MealRecord): boolean {
  const ends = dayjs(`${meal.date}T${meal.time}`).add(MEAL_WINDOW_MINUTES, 'minute');
  return ends.isAfter(dayjs());
}

/** A stored meal as the API answers it, with its glucose response from the readings around it. */
export function mealWithResponse(meal: MealRecord, history: GlucoseHistory): Meal {
  const readings = threeDays(history, meal.date);
  const response = mealResponse(readings, mealSlot(meal.time));
  return {
    id: meal.id,
    date: meal.date,
    time: meal.time,
    type: meal.type as Meal['type'],
    description: meal.description,
    calories: meal.calories,
    carbs: meal.carbs,
    protein: meal.protein,
    fat: meal.fat,
    photo: meal.photo,
    response,
    responseStatus: isPending(meal) ? 'pending' : response ? 'complete' : 'noReadings',
  };
}

export function mealsOn(userId: string, date: string): MealRecord[] {
  return db.meal
    .findMany({ where: { userId: { equals: userId }, date: { equals: date } } })
    .sort((a, b) => a.time.localeCompare(b.time) || a.createdAt - b.createdAt);
}

/** The user's meals of the `days` days ending today (every meal without `days`), oldest first. */
export function mealsOfLast(userId: string, days?: number): MealRecord[] {
  const from = days === undefined ? '' : shift(today(), -(days - 1));
  return db.meal
    .findMany({ where: { userId: { equals: userId } } })
    .filter((meal) => meal.date >= from && meal.date <= today())
    .sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
}

/** How many days hold any health data of the user (insights need 7). */
export function daysOfData(userId: string): number {
  const dates = new Set(
    db.healthSeries.findMany({ where: { userId: { equals: userId } } }).map((r) => r.date),
  );
  for (const meal of db.meal.findMany({ where: { userId: { equals: userId } } })) {
    dates.add(meal.date);
  }
  return dates.size;
}
