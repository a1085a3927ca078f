import { http } from 'msw';
import * as yup from 'yup';
import type { ResponseBody } from '@/lib/api-contract';
import type { DataSource } from '@/lib/health/series';
import { catchUpSource, personaOf } from '../health/catch-up';
import { today } from '../health/read';
import { dietaryInsightsOf, glucoseInsightsOf, requireInsights } from '../glucose/insights';
import { readGlucose } from '../glucose/read';
import {
  RANGE_DAY_OPTIONS,
  glucoseDayOf,
  glucoseRangeOf,
  lastReadingAt,
  mealImpactOf,
  type RangeDays,
} from '../glucose/reports';
import { HttpError, handle } from '../http';
import { dateQuery, mealHandlers } from './meals';

const daysQuery = yup.object({
  days: yup
    .string()
    .oneOf(RANGE_DAY_OPTIONS.map(String), 'days must be one of 7, 14, 30 or 90')
    .default('14'),
});

const numberFormat = new Intl.NumberFormat('en-US');

export const glucoseHandlers = [
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

  http.post(
    '/api/glucose-data/sync',
    handle({}, ({ user }): ResponseBody<'syncGlucose', 200> => {
      const { source } = readGlucose(user.id);
      if (!source) {
        throw new HttpError(
          409,
          'No glucose monitor is connected. Connect a Dexcom or FreeStyle Libre on Connected Devices, then sync.',
        );
      }
      const persona = personaOf(user.id);
      const delivered = persona
        ? (catchUpSource(user.id, persona, source as DataSource).added.glucose ?? 0)
        : 0;
      return {
        delivered,
        source,
        lastReadingAt: lastReadingAt(readGlucose(user.id)),
        message:
          delivered === 0
            ? 'Your glucose monitor is up to date: no new readings.'
            : `${numberFormat.format(delivered)} new glucose ${delivered === 1 ? 'reading' : 'readings'}`,
      };
    }),
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

  ...mealHandlers,
];
