import { api } from '../api-handler';
import * as yup from 'yup';
import type { ApiReply } from '@/lib/api/contract';
import { today } from '../health/daily-metrics';
import { dietaryInsightsOf, glucoseInsightsOf, requireInsights } from './insights';
import {
  RANGE_DAY_OPTIONS,
  glucoseDayOf,
  glucoseRangeOf,
  mealImpactOf,
  type RangeDays,
} from './reports';
import { handle } from '../http';
import { dateQuery } from '../meals/handlers';

const daysQuery = yup.object({
  days: yup
    .string()
    .oneOf(RANGE_DAY_OPTIONS.map(String), 'days must be one of 7, 14, 30 or 90')
    .default('14'),
});

export const handlers = [
  api.get(
    '/api/glucose-data',
    handle({ query: dateQuery }, ({ user, query }): ApiReply<'getGlucoseDay'> =>
      glucoseDayOf(user.id, query.date ?? today()),
    ),
  ),

  api.get(
    '/api/glucose-data/range',
    handle({ query: daysQuery }, ({ user, query }): ApiReply<'getGlucoseRange'> =>
      glucoseRangeOf(user.id, Number(query.days) as RangeDays),
    ),
  ),

  api.get(
    '/api/glucose-insights',
    handle({}, ({ user }): ApiReply<'getGlucoseInsights'> => {
      requireInsights(user);
      return glucoseInsightsOf(user.id);
    }),
  ),

  api.get(
    '/api/dietary-insights',
    handle({}, ({ user }): ApiReply<'getDietaryInsights'> => {
      requireInsights(user);
      return dietaryInsightsOf(user.id);
    }),
  ),

  api.get(
    '/api/meal-impact',
    handle({ query: daysQuery }, ({ user, query }): ApiReply<'getMealImpact'> =>
      mealImpactOf(user.id, Number(query.days) as RangeDays),
    ),
  ),
];
