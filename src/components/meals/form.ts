import dayjs from 'dayjs';
import { yupToFormErrors, type FormikErrors } from 'formik';
import type { Meal, MealRequest } from './api';
import { mealSchema } from '@/lib/meals/meal-schema';
import type { MealType } from '@/lib/meals/rules';

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

/**
 * The dialog's check: the request its fields make, against the server's own rules
 * (`@/lib/meals/meal-schema`), each message on its field. A number field holding no number is
 * sent as NaN, which the rules refuse as "Enter a number".
 */
export async function validateMealForm(
  values: MealFormValues,
): Promise<FormikErrors<MealFormValues>> {
  try {
    await mealSchema.validate(toMealRequest(values), { abortEarly: false });
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

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
