import dayjs from 'dayjs';
import type { Schema } from '@/lib/api/contract';
import {
  MINUTES_PER_READING,
  READINGS_PER_DAY,
  agpProfile,
  glucoseStats,
  mealResponse,
} from '@/lib/health/glucose';
import { CALORIE_TARGET, MACRO_RANGES, macroSplit } from '@/lib/health/nutrition';
import type { Points } from '@/lib/health/series';
import { csvCell } from '../csv';
import { datesEnding, today } from '../health/daily-metrics';
import {
  mealCurve,
  mealSlot,
  mealWithResponse,
  mealsOfLast,
  mealsOn,
  readGlucose,
  threeDays,
  type GlucoseHistory,
} from './glucose-history';

type GlucoseDay = Schema<'GlucoseDay'>;
type GlucoseRange = Schema<'GlucoseRange'>;
type MealImpact = Schema<'MealImpact'>;
type Nutrition = Schema<'Nutrition'>;
type NutritionTotals = Schema<'NutritionTotals'>;

/** Readings a day should have: 288, and today only those up to now. */
function expectedOn(date: string): number {
  if (date !== today()) return READINGS_PER_DAY;
  const now = dayjs();
  return Math.max(1, Math.floor((now.hour() * 60 + now.minute()) / MINUTES_PER_READING));
}

const emptyDay = (): Points => Array.from({ length: READINGS_PER_DAY }, () => null);

/** When the latest stored reading was taken. */
function lastReadingAt(history: GlucoseHistory): string | null {
  const dates = [...history.byDate.keys()];
  for (let d = dates.length - 1; d >= 0; d--) {
    const points = history.byDate.get(dates[d])!;
    for (let i = points.length - 1; i >= 0; i--) {
      if (points[i] !== null) {
        return dayjs(dates[d])
          .add(i * MINUTES_PER_READING, 'minute')
          .toISOString();
      }
    }
  }
  return null;
}

/** The day of GET /api/glucose-data. */
export function glucoseDayOf(userId: string, date: string): GlucoseDay {
  const history = readGlucose(userId);
  const readings = history.byDate.get(date) ?? emptyDay();
  return {
    date,
    hasCgm: history.source !== null,
    source: history.source,
    lastReadingAt: lastReadingAt(history),
    readings,
    stats: glucoseStats(readings, 1, expectedOn(date)),
    meals: mealsOn(userId, date).map((meal) => mealWithResponse(meal, history)),
  };
}

export const RANGE_DAY_OPTIONS = [7, 14, 30, 90] as const;
export type RangeDays = (typeof RANGE_DAY_OPTIONS)[number];

/** Statistics, AGP and a summary per day of the `days` days ending today. */
export function glucoseRangeOf(userId: string, days: RangeDays): GlucoseRange {
  const history = readGlucose(userId);
  const dates = datesEnding(today(), days);
  const dayReadings = dates.map((date) => history.byDate.get(date) ?? emptyDay());
  const expected = dates.reduce((sum, date) => sum + expectedOn(date), 0);
  return {
    days,
    from: dates[0],
    to: dates[dates.length - 1],
    hasCgm: history.source !== null,
    stats: glucoseStats(dayReadings.flat(), days, expected),
    agp: agpProfile(dayReadings),
    daily: dates.map((date, i) => {
      const stats = glucoseStats(dayReadings[i], 1, expectedOn(date));
      return {
        date,
        readings: stats.readings,
        coveragePercent: stats.coveragePercent,
        mean: stats.mean,
        bands: stats.bands,
      };
    }),
  };
}

/** The period's meals with readings around them, highest rise first, with their curves. */
export function mealImpactOf(userId: string, days: RangeDays): MealImpact {
  const history = readGlucose(userId);
  const ranked: MealImpact['meals'] = [];
  let withoutReadings = 0;
  for (const meal of mealsOfLast(userId, days)) {
    const readings = threeDays(history, meal.date);
    const slot = mealSlot(meal.time);
    const response = mealResponse(readings, slot);
    if (!response) {
      withoutReadings += 1;
      continue;
    }
    ranked.push({
      id: meal.id,
      date: meal.date,
      time: meal.time,
      type: meal.type as MealImpact['meals'][number]['type'],
      description: meal.description,
      response,
      curve: mealCurve(readings, slot),
    });
  }
  ranked.sort((a, b) => b.response.rise - a.response.rise);
  return { days, meals: ranked, withoutReadings };
}

function totalsOf(userId: string, date: string): NutritionTotals {
  const meals = mealsOn(userId, date);
  const add = (key: 'calories' | 'carbs' | 'protein' | 'fat') =>
    meals.reduce((sum, meal) => sum + (meal[key] ?? 0), 0);
  const grams = { carbs: add('carbs'), protein: add('protein'), fat: add('fat') };
  return {
    date,
    meals: meals.length,
    calories: add('calories'),
    ...grams,
    split: macroSplit(grams),
  };
}

/** A day's calories and macro split against the daily targets, and the week ending with it. */
export function nutritionOf(userId: string, date: string): Nutrition {
  const range = (macro: keyof typeof MACRO_RANGES) => ({
    min: MACRO_RANGES[macro].min,
    max: MACRO_RANGES[macro].max,
  });
  return {
    date,
    targets: {
      calories: CALORIE_TARGET,
      carbs: range('carbs'),
      protein: range('protein'),
      fat: range('fat'),
    },
    day: totalsOf(userId, date),
    week: datesEnding(date, 7).map((day) => totalsOf(userId, day)),
  };
}

/** The CSV of every meal of the user, oldest first, with its glucose response in mg/dL. */
export function mealsCsv(userId: string): string {
  const history = readGlucose(userId);
  const rows = mealsOfLast(userId).map((record) => {
    const meal = mealWithResponse(record, history);
    return [
      meal.date,
      meal.time,
      meal.type,
      meal.description,
      meal.calories,
      meal.carbs,
      meal.protein,
      meal.fat,
      meal.response?.baseline,
      meal.response?.peak,
      meal.response?.rise,
      meal.responseStatus,
    ]
      .map(csvCell)
      .join(',');
  });
  const header =
    'date,time,type,description,calories,carbs_g,protein_g,fat_g,baseline_mg_dl,peak_mg_dl,rise_mg_dl,response';
  return [header, ...rows].join('\n') + '\n';
}
