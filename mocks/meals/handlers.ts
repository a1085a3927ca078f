import { HttpResponse } from 'msw';
import { api } from '../api-handler';
import * as yup from 'yup';
import type { ApiReply } from '@/lib/api/contract';
import { mealDay, mealSchema } from '@/lib/meals/meal-schema';
import { db } from '../db';
import {
  mealWithResponse,
  mealsOn,
  readGlucose,
  type MealRecord,
} from '../glucose/glucose-history';
import { mealsCsv, nutritionOf } from '../glucose/reports';
import { nutritionRecommendationsOf, requireInsights } from '../glucose/insights';
import { randomToken } from '../crypto';
import { today } from '../health/daily-metrics';
import { handle } from '../http';
import { idParams } from '../params';
import { HttpError } from '../http-error';
import { findOwned } from '../owned';
import { transaction } from '../persistence';

/** An optional date query: a real day, not in the future; today when left out. */
export const dateQuery = yup.object({ date: mealDay() });

type MealBody = yup.InferType<typeof mealSchema>;

/** The stored fields of a valid body. */
function mealFields(body: MealBody, previousPhoto: string | null) {
  return {
    type: body.type,
    time: body.time,
    date: body.date ?? today(),
    description: body.description,
    calories: body.calories ?? null,
    carbs: body.carbs ?? null,
    protein: body.protein ?? null,
    fat: body.fat ?? null,
    // Left out keeps the photo; null (or an empty text) removes it.
    photo: body.photo === undefined ? previousPhoto : body.photo || null,
  };
}

const answer = (meal: MealRecord) => mealWithResponse(meal, readGlucose(meal.userId));

export const handlers = [
  api.get(
    '/api/meals',
    handle({ query: dateQuery }, ({ user, query }): ApiReply<'listMeals'> => {
      const date = query.date ?? today();
      const history = readGlucose(user.id);
      return mealsOn(user.id, date).map((meal) => mealWithResponse(meal, history));
    }),
  ),

  api.get(
    '/api/meals/export',
    handle({}, ({ user }) => {
      if (user.plan !== 'premium') {
        throw new HttpError(
          403,
          'Data export is part of Premium. Upgrade in Settings or on the Pricing page (demo, no payment) to download your meals.',
        );
      }
      return new HttpResponse(mealsCsv(user.id), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="vitalis-meals-${today()}.csv"`,
        },
      });
    }),
  ),

  api.post(
    '/api/meals',
    handle({ body: mealSchema }, ({ user, body }) => {
      const fields = mealFields(body, null);
      const meal = transaction(() =>
        db.meal.create({
          id: `meal_${randomToken(12)}`,
          userId: user.id,
          createdAt: Date.now(),
          ...fields,
        }),
      );
      const reply: ApiReply<'createMeal'> = answer(meal);
      return HttpResponse.json(reply, { status: 201 });
    }),
  ),

  api.put(
    '/api/meals/:id',
    handle(
      { params: idParams, body: mealSchema },
      ({ user, params, body }): ApiReply<'updateMeal'> => {
        // Looked up in the transaction: another tab may have deleted it (404).
        const saved = transaction(() => {
          const meal = findOwned(db.meal, params.id, user, 'Meal');
          const fields = mealFields(body, meal.photo);
          return db.meal.update({ where: { id: { equals: meal.id } }, data: fields })!;
        });
        return answer(saved);
      },
    ),
  ),

  api.delete(
    '/api/meals/:id',
    handle({ params: idParams }, ({ user, params }): ApiReply<'deleteMeal'> => {
      const meal = findOwned(db.meal, params.id, user, 'Meal');
      transaction(() => db.meal.delete({ where: { id: { equals: meal.id } } }));
      return { message: `${meal.description} was deleted.` };
    }),
  ),

  api.get(
    '/api/nutrition',
    handle({ query: dateQuery }, ({ user, query }): ApiReply<'getNutrition'> =>
      nutritionOf(user.id, query.date ?? today()),
    ),
  ),

  api.get(
    '/api/nutrition/recommendations',
    handle({}, ({ user }): ApiReply<'getNutritionRecommendations'> => {
      requireInsights(user);
      return nutritionRecommendationsOf(user.id);
    }),
  ),

  api.get(
    '/api/meal-planning/waitlist',
    handle({}, ({ user }): ApiReply<'getMealPlanWaitlist'> => waitlistOf(user.id)),
  ),

  api.post(
    '/api/meal-planning/waitlist',
    handle({}, ({ user }): ApiReply<'joinMealPlanWaitlist'> => {
      // Checked in the transaction: another tab may have joined already.
      transaction(() => {
        if (!waitlistOf(user.id).joined) {
          db.mealPlanWaitlist.create({ id: user.id, userId: user.id, joinedAt: Date.now() });
        }
      });
      return waitlistOf(user.id);
    }),
  ),
];

function waitlistOf(userId: string): ApiReply<'getMealPlanWaitlist'> {
  const entry = db.mealPlanWaitlist.findFirst({ where: { id: { equals: userId } } });
  return { joined: !!entry, joinedAt: entry ? new Date(entry.joinedAt).toISOString() : null };
}
