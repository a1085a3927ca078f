import { http } from 'msw';
import * as yup from 'yup';
import type { ResponseBody } from '@/lib/api-contract';
import { today } from '../health/daily-metrics';
import { dietaryInsightsOf, glucoseInsightsOf, requireInsights } from '../glucose/insights';
import {
  RANGE_DAY_OPTIONS,
  glucoseDayOf,
  glucoseRangeOf,
  mealImpactOf,
  type RangeDays,
} from '../glucose/reports';
import { handle } from '../http';
import { dateQuery, mealsAndNutritionHandlers } from './meals-and-nutrition';

const daysQuery = yup.object({
  days: yup
    .string()
    .oneOf(RANGE_DAY_OPTIONS.map(String), 'days must be one of 7, 14, 30 or 90')
    .default('14'),
});

export const glucoseAndInsightsHandlers = [
  http.get(
    '/api/glucose-data',
    handle({ query: dateQuery }, ({ user, query }): ResponseBody<'getGlucoseDay', 200> =>
      glucoseDayOf(user.id, query.date ?? today()),
    ),
  ),

  http.get(
    '/api/glucose-data/range',
    handle({ query: daysQuery }, ({ user, query }): ResponseBody<'getGlucoseRange', 200> =>
      glucoseRangeOf(user.id, Number(query.days) as RangeDays),
    ),
  ),

  http.get(
    '/api/glucose-insights',
    handle({}, ({ user }): ResponseBody<'getGlucoseInsights', 200> => {
      requireInsights(user);
      return glucoseInsightsOf(user.id);
    }),
  ),

  http.get(
    '/api/dietary-insights',
    handle({}, ({ user }): ResponseBody<'getDietaryInsights', 200> => {
      requireInsights(user);
      return dietaryInsightsOf(user.id);
    }),
  ),

  http.get(
    '/api/meal-impact',
    handle({ query: daysQuery }, ({ user, query }): ResponseBody<'getMealImpact', 200> =>
      mealImpactOf(user.id, Number(query.days) as RangeDays),
    ),
  ),

  ...mealsAndNutritionHandlers,
];
