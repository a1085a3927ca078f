import dayjs from 'dayjs';
import * as yup from 'yup';
import { isRealDate } from '../health/measurements';
import { notBeforeEarliest } from '../validation';
import { MEAL_LIMITS, MEAL_MESSAGES, MEAL_PHOTO_PATTERN, MEAL_TYPES, isFutureMeal } from './rules';

const today = () => dayjs().format('YYYY-MM-DD');

/** An optional day (a meal's, or the day a screen reads): real, not in the future; today when left out. */
export const mealDay = () =>
  yup
    .string()
    .matches(/^\d{4}-\d{2}-\d{2}$/, MEAL_MESSAGES.date)
    .test('real', 'Use a real date', (value) => !value || isRealDate(value))
    .test('past', 'The date cannot be in the future', (value) => !value || value <= today())
    .test(notBeforeEarliest());

const grams = () =>
  yup
    .number()
    .typeError(MEAL_MESSAGES.number)
    .nullable()
    .min(0, MEAL_MESSAGES.grams)
    .max(MEAL_LIMITS.grams, MEAL_MESSAGES.grams);

/**
 * A logged meal's rules, shared by the meal dialog (which checks the request its fields make) and
 * the mocked server: the dialog refuses what the server would, with the same words.
 */
export const mealSchema = yup.object({
  type: yup
    .string()
    .required(MEAL_MESSAGES.type)
    .oneOf([...MEAL_TYPES], MEAL_MESSAGES.type),
  time: yup
    .string()
    .required(MEAL_MESSAGES.time)
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, MEAL_MESSAGES.timeFormat)
    // A meal cannot be later than now; without a date it is today's.
    .test('past', MEAL_MESSAGES.future, function past(time) {
      const date = (this.parent as { date?: string }).date ?? today();
      return !isRealDate(date) || !isFutureMeal(date, time);
    }),
  date: mealDay(),
  description: yup
    .string()
    .trim()
    .required(MEAL_MESSAGES.description)
    .max(MEAL_LIMITS.description, MEAL_MESSAGES.descriptionLength),
  calories: yup
    .number()
    .typeError(MEAL_MESSAGES.number)
    .nullable()
    .min(0, MEAL_MESSAGES.calories)
    .max(MEAL_LIMITS.calories, MEAL_MESSAGES.calories),
  carbs: grams(),
  protein: grams(),
  fat: grams(),
  photo: yup
    .string()
    .nullable()
    .max(MEAL_LIMITS.photoChars, MEAL_MESSAGES.photoSize)
    .matches(MEAL_PHOTO_PATTERN, { message: MEAL_MESSAGES.photo, excludeEmptyString: true }),
});
