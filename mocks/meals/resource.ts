import { nullable, primaryKey } from '@mswjs/data';
import { MEAL_LIMITS, MEAL_PHOTO_PATTERN, MEAL_TYPES } from '@/lib/meals/rules';
import { randomToken } from '../crypto';
import { between, day, id, instant, matching, oneOf, text, time } from '../record-rules';
import { defineResource } from '../resource';

/** Logged meals (the demo's come with its generated days, mocks/health/seed.ts) and the waitlist. */
const meals = defineResource({
  tables: {
    meal: {
      model: {
        id: primaryKey(String),
        userId: String,
        date: String,
        /** HH:mm. */
        time: String,
        /** breakfast, lunch, dinner or snack. */
        type: String,
        description: String,
        calories: nullable(Number),
        carbs: nullable(Number),
        protein: nullable(Number),
        fat: nullable(Number),
        /** A small JPEG data URL, or null. */
        photo: nullable(String),
        createdAt: Number,
      },
      rules: {
        id,
        userId: id,
        date: day,
        time,
        type: oneOf(MEAL_TYPES),
        description: text(MEAL_LIMITS.description, 1),
        calories: between(0, MEAL_LIMITS.calories),
        carbs: between(0, MEAL_LIMITS.grams),
        protein: between(0, MEAL_LIMITS.grams),
        fat: between(0, MEAL_LIMITS.grams),
        photo: matching(MEAL_PHOTO_PATTERN, MEAL_LIMITS.photoChars),
        createdAt: instant,
      },
      label: 'Meals',
      example: (userId, fields) => ({
        id: `meal_${randomToken(6)}`,
        userId,
        date: '2026-01-15',
        time: '08:00',
        type: 'breakfast',
        description: 'Toast',
        calories: null,
        carbs: null,
        protein: null,
        fat: null,
        photo: null,
        createdAt: 0,
        ...fields,
      }),
    },
    mealPlanWaitlist: {
      model: {
        /** The user's id: one record per user who joined the Meal Planning waitlist. */
        id: primaryKey(String),
        userId: String,
        joinedAt: Number,
      },
      rules: { id, userId: id, joinedAt: instant },
      label: 'Meal planning waitlist sign-ups',
      example: (userId, fields) => ({ id: userId, userId, joinedAt: 0, ...fields }),
    },
  },
});

export default meals;

declare module '../resources' {
  interface Resources {
    meals: typeof meals;
  }
}
