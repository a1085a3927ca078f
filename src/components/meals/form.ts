import dayjs from 'dayjs';
import * as yup from 'yup';
import type { Meal, MealRequest } from './api';
import {
  MEAL_LIMITS,
  MEAL_MESSAGES,
  MEAL_TYPES,
  isFutureMeal,
  type MealType,
} from '@/lib/meals/rules';

/**
 * The meal dialog's fields as the inputs hold them: numbers as typed text, or as numbers once
 * Formik has read a number input.
 */
export interface MealFormValues {
  type: MealType;
  date: string;
  time: string;
  description: string;
  calories: string | number;
  carbs: string | number;
  protein: string | number;
  fat: string | number;
  photo: string | null;
}

const optionalNumber = (max: number, message: string) =>
  yup
    .string()
    .test('number', MEAL_MESSAGES.number, (value) => !value || Number.isFinite(Number(value)))
    .test('range', message, (value) => !value || (Number(value) >= 0 && Number(value) <= max));

/** The dialog's rules, with the server's messages (src/lib/meals/rules.ts). */
export const mealFormSchema = yup.object({
  type: yup
    .string()
    .required(MEAL_MESSAGES.type)
    .oneOf([...MEAL_TYPES], MEAL_MESSAGES.type),
  date: yup
    .string()
    .required(MEAL_MESSAGES.date)
    .matches(/^\d{4}-\d{2}-\d{2}$/, MEAL_MESSAGES.date),
  time: yup
    .string()
    .required(MEAL_MESSAGES.time)
    .matches(/^\d{2}:\d{2}$/, MEAL_MESSAGES.timeFormat)
    .test('past', MEAL_MESSAGES.future, function (time) {
      const { date } = this.parent as MealFormValues;
      return !time || !date || !isFutureMeal(date, time);
    }),
  description: yup
    .string()
    .trim()
    .required(MEAL_MESSAGES.description)
    .max(MEAL_LIMITS.description, MEAL_MESSAGES.descriptionLength),
  calories: optionalNumber(MEAL_LIMITS.calories, MEAL_MESSAGES.calories),
  carbs: optionalNumber(MEAL_LIMITS.grams, MEAL_MESSAGES.grams),
  protein: optionalNumber(MEAL_LIMITS.grams, MEAL_MESSAGES.grams),
  fat: optionalNumber(MEAL_LIMITS.grams, MEAL_MESSAGES.grams),
});

/** The type a meal logged now most likely is, by the clock. */
export function typeForTime(time: string): MealType {
  const hour = Number(time.slice(0, 2));
  if (hour >= 5 && hour < 11) return 'breakfast';
  if (hour >= 11 && hour < 15) return 'lunch';
  if (hour >= 17 && hour < 22) return 'dinner';
  return 'snack';
}

/** A new meal on `date`: now on today, midday on an earlier day. */
export function emptyMeal(date: string, now = dayjs()): MealFormValues {
  const time = date === now.format('YYYY-MM-DD') ? now.format('HH:mm') : '12:00';
  return {
    type: typeForTime(time),
    date,
    time,
    description: '',
    calories: '',
    carbs: '',
    protein: '',
    fat: '',
    photo: null,
  };
}

const text = (value: number | null) => (value === null ? '' : String(value));

export function mealToForm(meal: Meal): MealFormValues {
  return {
    type: meal.type,
    date: meal.date,
    time: meal.time,
    description: meal.description,
    calories: text(meal.calories),
    carbs: text(meal.carbs),
    protein: text(meal.protein),
    fat: text(meal.fat),
    photo: meal.photo,
  };
}

const number = (value: string | number) => (String(value).trim() === '' ? null : Number(value));

export function toMealRequest(values: MealFormValues): MealRequest {
  return {
    type: values.type,
    date: values.date,
    time: values.time,
    description: values.description.trim(),
    calories: number(values.calories),
    carbs: number(values.carbs),
    protein: number(values.protein),
    fat: number(values.fat),
    photo: values.photo,
  };
}
