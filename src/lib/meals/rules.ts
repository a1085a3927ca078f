import { formatNumber } from '@/lib/format-number';

/**
 * What a logged meal may hold, for the meal dialog and the mocked server alike, with the messages
 * both show. The types are the product's; the limits are this prototype's (a meal of more than
 * 5,000 kcal or 500 g of one macro is a typing slip).
 */

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export const MEAL_TYPE_LABELS: Record<MealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

export const MEAL_LIMITS = {
  description: 200,
  calories: 5000,
  grams: 500,
  /** A photo is a small JPEG data URL; 320 px at quality 0.7 is usually 15–30 KB. */
  photoChars: 80_000,
  photoPixels: 320,
} as const;

export const MEAL_PHOTO_PATTERN = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/;

export const MEAL_MESSAGES = {
  type: 'Choose breakfast, lunch, dinner or snack',
  time: 'Enter the time of the meal',
  timeFormat: 'Use a time as HH:mm',
  date: 'Use a date as YYYY-MM-DD',
  future: 'A meal cannot be logged in the future',
  description: 'Describe the meal',
  descriptionLength: `Keep the description under ${MEAL_LIMITS.description} characters`,
  number: 'Enter a number',
  calories: `Calories must be between 0 and ${formatNumber(MEAL_LIMITS.calories)}`,
  grams: `Grams must be between 0 and ${MEAL_LIMITS.grams}`,
  photo: 'The photo must be a JPEG, PNG or WebP image',
  photoSize: 'The photo is too large: keep it under 60 KB (the app shrinks photos to 320 px)',
} as const;

/** Whether a meal on `date` at `time` (HH:mm) is still to come. */
export function isFutureMeal(date: string, time: string, now = new Date()): boolean {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(year, month - 1, day, hour, minute).getTime() > now.getTime();
}
