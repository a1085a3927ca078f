// clock-matrix: a day's readings end now, and today, past and future dates are told apart by the date.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { Schema } from '@/lib/api/contract';
import { agpProfile, glucoseStats, mealResponse } from '@/lib/health/glucose';
import { decodePoints, encodePoints } from '@/lib/health/series';
import { db } from '../db';
import { today } from '../health/daily-metrics';
import { DATE_FORMAT } from '../health/generate';
import { call } from '../testing/api';
import { persistDuringTest, reloadDatabase } from '../testing/persistence';
import { describeResourceContract } from '../testing/resource-contract';
import { personaId, record, sessionToken } from '../testing/fixtures';

const yesterday = () => dayjs().subtract(1, 'day').format(DATE_FORMAT);
const storedGlucose = (date: string) =>
  decodePoints(
    db.healthSeries.findFirst({
      where: {
        userId: { equals: 'local_demo' },
        series: { equals: 'glucose' },
        date: { equals: date },
      },
    })!.values,
  );

const lunch = {
  type: 'lunch',
  time: '12:30',
  description: 'Chicken salad with quinoa',
  calories: 540,
  carbs: 42,
  protein: 38,
  fat: 22,
};

describe('GET /api/glucose-data', () => {
  it("answers the day's 288 readings with the module's statistics and the meals' responses", async () => {
    const token = await sessionToken('demo');
    const date = yesterday();
    const { status, body } = await call('GET', `/api/glucose-data?date=${date}`, { token });
    const day = body as Schema<'GlucoseDay'>;
    expect(status).toBe(200);
    expect(day).toMatchObject({ date, hasCgm: true, source: 'dexcom' });
    const readings = storedGlucose(date);
    expect(day.readings).toEqual(readings);
    expect(day.stats).toEqual(glucoseStats(readings, 1));
    expect(day.meals.length).toBeGreaterThanOrEqual(3);
    const [breakfast] = day.meals;
    const [hour, minute] = breakfast.time.split(':').map(Number);
    const slot = Math.floor((hour * 60 + minute) / 5);
    // The response from the readings around the meal, computed by the shared module.
    expect(breakfast.response).toEqual(mealResponse(readings, slot));
    expect(breakfast.responseStatus).toBe('complete');
  });

  it('defaults to today, refuses a future or unreal date, and tells a user without a CGM', async () => {
    const token = await sessionToken('demo');
    const todayReply = (await call('GET', '/api/glucose-data', { token }))
      .body as Schema<'GlucoseDay'>;
    expect(todayReply.date).toBe(today());
    const future = dayjs().add(1, 'day').format(DATE_FORMAT);
    expect((await call('GET', `/api/glucose-data?date=${future}`, { token })).status).toBe(400);
    const unreal = await call('GET', '/api/glucose-data?date=2026-02-30', { token });
    expect(unreal).toMatchObject({ status: 400, body: { errors: { date: 'Use a real date' } } });
    const free = await call('GET', '/api/glucose-data', { token: await sessionToken('free') });
    expect(free.body).toMatchObject({ hasCgm: false, source: null, meals: [] });
    expect((free.body as Schema<'GlucoseDay'>).stats.mean).toBeNull();
  });
});

describe('GET /api/glucose-data/range', () => {
  it('answers statistics, the AGP and a summary per day, without raw readings', async () => {
    const token = await sessionToken('demo');
    const { body } = await call('GET', '/api/glucose-data/range?days=14', { token });
    const range = body as Schema<'GlucoseRange'>;
    expect(range.days).toBe(14);
    expect(range.daily).toHaveLength(14);
    expect(range.to).toBe(today());
    const days = range.daily.map((day) => storedGlucose(day.date));
    expect(range.agp).toEqual(agpProfile(days));
    expect(range.stats.mean).toBe(glucoseStats(days.flat(), 14).mean);
    expect(range.stats.readings).toBe(days.flat().filter((value) => value !== null).length);
    // A fraction of the readings' size: no array of thousands of points.
    expect(JSON.stringify(body).length).toBeLessThan(20_000);
    expect(JSON.stringify(body)).not.toContain('"readings":[');
  });

  it('refuses another period, naming it', async () => {
    const token = await sessionToken('demo');
    const bad = await call('GET', '/api/glucose-data/range?days=60', { token });
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: { days: 'days must be one of 7, 14, 30 or 90' } },
    });
  });
});

describe('meals', () => {
  it('logs a meal, answers its computed rise, lists it on its day and keeps it after a reload', async () => {
    persistDuringTest();
    const token = await sessionToken('demo');
    const date = yesterday();
    const created = await call('POST', '/api/meals', {
      token,
      body: { ...lunch, date, time: '15:10' },
    });
    expect(created.status).toBe(201);
    const meal = created.body as Schema<'Meal'>;
    expect(meal.response).toEqual(
      mealResponse(storedGlucose(date), Math.floor((15 * 60 + 10) / 5)),
    );
    reloadDatabase();
    const listed = (await call('GET', `/api/meals?date=${date}`, { token }))
      .body as Schema<'Meal'>[];
    expect(listed.find((item) => item.id === meal.id)).toEqual(meal);
    const day = (await call('GET', `/api/glucose-data?date=${date}`, { token }))
      .body as Schema<'GlucoseDay'>;
    expect(day.meals.map((item) => item.id)).toContain(meal.id);
  });

  it('answers "no readings" honestly for a meal in a sensor gap', async () => {
    const token = await sessionToken('demo');
    const date = yesterday();
    const gap = storedGlucose(date).map((value, i) => (i >= 120 && i < 180 ? null : value));
    db.healthSeries.update({
      where: { id: { equals: `local_demo:glucose:${date}:dexcom` } },
      data: { values: encodePoints(gap) },
    });
    const reply = await call('POST', '/api/meals', {
      token,
      body: { ...lunch, date, time: '12:30' },
    });
    expect(reply.body).toMatchObject({ response: null, responseStatus: 'noReadings' });
  });

  it('edits, keeps the photo unless told, and deletes, saying which meal', async () => {
    const token = await sessionToken('demo');
    const photo = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
    // Yesterday's lunch: today's 12:30 is still to come in the morning, and refused.
    const date = yesterday();
    const meal = (await call('POST', '/api/meals', { token, body: { ...lunch, date, photo } }))
      .body as Schema<'Meal'>;
    const edited = await call('PUT', `/api/meals/${meal.id}`, {
      token,
      body: { ...lunch, date, description: 'Chicken salad, no quinoa', carbs: 12 },
    });
    expect(edited.body).toMatchObject({
      description: 'Chicken salad, no quinoa',
      carbs: 12,
      photo,
    });
    const removed = await call('DELETE', `/api/meals/${meal.id}`, { token });
    expect(removed.body).toEqual({ message: 'Chicken salad, no quinoa was deleted.' });
    expect(db.meal.findFirst({ where: { id: { equals: meal.id } } })).toBeNull();
  });

  it('refuses a photo too large or not an image, and a meal in the future, with a clear 400', async () => {
    const token = await sessionToken('demo');
    const big = `data:image/jpeg;base64,${'A'.repeat(90_000)}`;
    const large = await call('POST', '/api/meals', { token, body: { ...lunch, photo: big } });
    expect(large).toMatchObject({
      status: 400,
      body: {
        errors: {
          photo: 'The photo is too large: keep it under 60 KB (the app shrinks photos to 320 px)',
        },
      },
    });
    const text = await call('POST', '/api/meals', {
      token,
      body: { ...lunch, photo: 'data:text/html;base64,PGI+' },
    });
    expect(text.body).toMatchObject({
      errors: { photo: 'The photo must be a JPEG, PNG or WebP image' },
    });
    const later = dayjs().add(2, 'hour');
    const future = await call('POST', '/api/meals', {
      token,
      body: { ...lunch, date: later.format(DATE_FORMAT), time: later.format('HH:mm') },
    });
    // Past 22:00 two hours ahead is tomorrow, refused as a future date instead.
    expect(future.status).toBe(400);
  });

  it('exports the meals as CSV for Premium, and tells a Free user why not', async () => {
    const csv = await call('GET', '/api/meals/export', { token: await sessionToken('demo') });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Type')).toContain('text/csv');
    const lines = (csv.body as string).trim().split('\n');
    expect(lines[0]).toBe(
      'date,time,type,description,calories,carbs_g,protein_g,fat_g,baseline_mg_dl,peak_mg_dl,rise_mg_dl,response',
    );
    expect(lines).toHaveLength(
      db.meal.findMany({ where: { userId: { equals: 'local_demo' } } }).length + 1,
    );
    const free = await call('GET', '/api/meals/export', { token: await sessionToken('free') });
    expect(free.status).toBe(403);
    expect((free.body as { message: string }).message).toMatch(/^Data export is part of Premium/);
  });
});

describe('insights', () => {
  it("computes three cards and three recommendations from the demo data, in the user's unit", async () => {
    const token = await sessionToken('demo');
    const { status, body } = await call('GET', '/api/glucose-insights', { token });
    const insights = body as Schema<'GlucoseInsights'>;
    expect(status).toBe(200);
    expect(insights.cards.map((card) => card.id)).toEqual(['sleep', 'exercise', 'food']);
    expect(insights.recommendations).toHaveLength(3);
    expect(insights.cards[2].description).toMatch(/raised your glucose the most: \+\d+ mg\/dL/);
    await call('PUT', '/api/settings/units', { token, body: { glucoseUnit: 'mmol/L' } });
    const mmol = (await call('GET', '/api/glucose-insights', { token }))
      .body as Schema<'GlucoseInsights'>;
    expect(mmol.cards[2].description).toMatch(/\+\d+\.\d mmol\/L/);
    const dietary = (await call('GET', '/api/dietary-insights', { token }))
      .body as Schema<'Insight'>[];
    expect(dietary.length).toBeGreaterThan(0);
  });

  it('locks them for a Free user, and for fewer than 7 days of data, saying why', async () => {
    const free = await call('GET', '/api/dietary-insights', {
      token: await sessionToken('free'),
    });
    expect(free.status).toBe(403);
    expect((free.body as { message: string }).message).toMatch(/Premium/);
    db.user.update({ where: { id: { equals: 'local_free' } }, data: { plan: 'premium' } });
    const few = await call('GET', '/api/glucose-insights', {
      token: await sessionToken('free'),
    });
    expect(few).toMatchObject({
      status: 403,
      body: {
        message:
          'Insights need at least 7 days of data; you have 5 so far. Keep your devices syncing and log your meals.',
      },
    });
  });
});

describe('GET /api/meal-impact', () => {
  it('ranks the meals by rise, each with its curve from 30 minutes before to 2 hours after', async () => {
    const token = await sessionToken('demo');
    const impact = (await call('GET', '/api/meal-impact?days=7', { token }))
      .body as Schema<'MealImpact'>;
    const rises = impact.meals.map((meal) => meal.response.rise);
    expect(rises.length).toBeGreaterThan(10);
    expect(rises).toEqual([...rises].sort((a, b) => b - a));
    expect(impact.meals[0].curve).toHaveLength(31);
  });
});

describe('GET /api/nutrition', () => {
  it("adds up the day's meals and splits their energy against the SPEC targets", async () => {
    const token = await sessionToken('demo');
    const date = yesterday();
    const nutrition = (await call('GET', `/api/nutrition?date=${date}`, { token }))
      .body as Schema<'Nutrition'>;
    const meals = db.meal.findMany({
      where: { userId: { equals: 'local_demo' }, date: { equals: date } },
    });
    expect(nutrition.day.calories).toBe(meals.reduce((sum, meal) => sum + (meal.calories ?? 0), 0));
    expect(nutrition.targets).toEqual({
      calories: 2200,
      carbs: { min: 45, max: 65 },
      protein: { min: 10, max: 35 },
      fat: { min: 20, max: 35 },
    });
    expect(nutrition.week).toHaveLength(7);
    const split = nutrition.day.split!;
    expect(split.carbs + split.protein + split.fat).toBeGreaterThanOrEqual(99);
    const tips = await call('GET', '/api/nutrition/recommendations', { token });
    expect(
      (tips.body as Schema<'NutritionRecommendations'>).spikingMeals[0].averageRise,
    ).toBeGreaterThan(0);
  });
});

describe('the Meal Planning waitlist', () => {
  it('records the user once and remembers it after a reload', async () => {
    persistDuringTest();
    const token = await sessionToken('demo');
    expect((await call('GET', '/api/meal-planning/waitlist', { token })).body).toEqual({
      joined: false,
      joinedAt: null,
    });
    const joined = (await call('POST', '/api/meal-planning/waitlist', { token }))
      .body as Schema<'MealPlanWaitlist'>;
    expect(joined.joined).toBe(true);
    reloadDatabase();
    expect((await call('POST', '/api/meal-planning/waitlist', { token })).body).toEqual(joined);
  });
});

const othersMeal = () => record.meal(personaId('admin'), { date: today() }).id;

describeResourceContract({
  operation: 'GET /api/glucose-data',
  invalid: { query: { date: 'yesterday' }, field: 'date' },
});
describeResourceContract({
  operation: 'GET /api/glucose-data/range',
  invalid: { query: { days: '3' }, field: 'days' },
});
describeResourceContract({ operation: 'GET /api/glucose-insights' });
describeResourceContract({ operation: 'GET /api/dietary-insights' });
describeResourceContract({
  operation: 'GET /api/meal-impact',
  invalid: { query: { days: '365' }, field: 'days' },
});
describeResourceContract({
  operation: 'GET /api/meals',
  invalid: { query: { date: '2026-13-01' }, field: 'date' },
});
describeResourceContract({
  operation: 'POST /api/meals',
  validBody: lunch,
  invalid: { body: { ...lunch, type: 'brunch' }, field: 'type' },
});
describeResourceContract({
  operation: 'PUT /api/meals/:id',
  othersRecordId: othersMeal,
  // Yesterday's: today's 12:30 is still to come just after midnight, and refused with 400.
  validBody: { ...lunch, date: yesterday() },
  invalid: { body: { ...lunch, carbs: 900 }, field: 'carbs' },
});
describeResourceContract({ operation: 'DELETE /api/meals/:id', othersRecordId: othersMeal });
describeResourceContract({ operation: 'GET /api/meals/export' });
describeResourceContract({
  operation: 'GET /api/nutrition',
  invalid: { query: { date: 'today' }, field: 'date' },
});
describeResourceContract({ operation: 'GET /api/nutrition/recommendations' });
describeResourceContract({ operation: 'GET /api/meal-planning/waitlist' });
describeResourceContract({ operation: 'POST /api/meal-planning/waitlist' });
