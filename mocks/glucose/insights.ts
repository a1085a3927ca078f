import type { Schema } from '@/lib/api/contract';
import { average, minutesAsleep } from '@/lib/health/formulas';
import {
  formatGlucose,
  formatGlucoseChange,
  glucoseStats,
  mealResponse,
  type GlucoseUnit,
  type MealResponse,
} from '@/lib/health/glucose';
import { MEAL_TYPE_LABELS, type MealType } from '@/lib/meals/rules';
import { datesEnding, readDays, sleepOf, today } from '../health/daily-metrics';
import { HttpError } from '../http-error';
import type { UserRecord } from '../sessions';
import {
  daysOfData,
  mealSlot,
  mealsOfLast,
  readGlucose,
  threeDays,
  unitOf,
  type MealRecord,
} from './glucose-history';
import { formatNumber } from '@/lib/format-number';

type Insight = Schema<'Insight'>;
type MealRank = Schema<'MealRank'>;

/** Insights read the last 30 days (each says which numbers it used). */
export const INSIGHT_DAYS = 30;
/** A night shorter than this is a short night (adults need 7 h or more; under 6 h is short). */
const SHORT_NIGHT_HOURS = 6;
/** Steps in the hour after a meal that count as a walk after it. */
const WALK_STEPS = 1500;
/** Insights need Premium and at least 7 days of data. */
export const INSIGHT_MIN_DAYS = 7;

const period = `over the last ${INSIGHT_DAYS} days`;

/** 403 with the reason when the user may not see AI insights yet. */
export function requireInsights(user: UserRecord): void {
  if (user.plan !== 'premium') {
    throw new HttpError(
      403,
      'Insights need a Premium plan. Upgrade in Settings or on the Pricing page (demo, no payment) to see what your own data says.',
    );
  }
  const days = daysOfData(user.id);
  if (days < INSIGHT_MIN_DAYS) {
    throw new HttpError(
      403,
      `Insights need at least ${INSIGHT_MIN_DAYS} days of data; you have ${days} so far. Keep your devices syncing and log your meals.`,
    );
  }
}

interface MealFact {
  meal: MealRecord;
  response: MealResponse;
  /** Steps in the hour after the meal's hour, null when the watch was off. */
  stepsAfter: number | null;
}

interface Facts {
  unit: GlucoseUnit;
  meals: MealFact[];
  /** Each day's mean glucose and the night before it, for days with readings. */
  days: { date: string; mean: number; sleepHours: number | null }[];
}

function factsOf(userId: string): Facts {
  const history = readGlucose(userId);
  const health = readDays(userId);
  const meals: MealFact[] = [];
  for (const meal of mealsOfLast(userId, INSIGHT_DAYS)) {
    const response = mealResponse(threeDays(history, meal.date), mealSlot(meal.time));
    if (!response) continue;
    const hour = Number(meal.time.slice(0, 2));
    const stepsAfter = health.get(meal.date)?.steps?.[Math.min(23, hour + 1)] ?? null;
    meals.push({ meal, response, stepsAfter });
  }
  const days: Facts['days'] = [];
  for (const date of datesEnding(today(), INSIGHT_DAYS)) {
    const readings = history.byDate.get(date);
    const mean = readings ? glucoseStats(readings, 1).mean : null;
    if (mean === null) continue;
    const night = sleepOf(health.get(date));
    days.push({ date, mean, sleepHours: night ? minutesAsleep(night) / 60 : null });
  }
  return { unit: unitOf(userId), meals, days };
}

const meanRise = (facts: MealFact[]) => average(facts.map((fact) => fact.response.rise));

/** Foods eaten at least twice, by average rise, highest first. */
function rankFoods(meals: MealFact[]): MealRank[] {
  const groups = new Map<string, number[]>();
  for (const { meal, response } of meals) {
    const key = meal.description.trim();
    groups.set(key, [...(groups.get(key) ?? []), response.rise]);
  }
  return [...groups]
    .filter(([, rises]) => rises.length >= 2)
    .map(([description, rises]) => ({
      description,
      averageRise: Math.round(average(rises)! * 10) / 10,
      count: rises.length,
    }))
    .sort((a, b) => b.averageRise - a.averageRise);
}

const NO_MEALS = `No meals with glucose readings around them ${period} yet: log your meals while your glucose monitor is connected.`;

function sleepImpact({ days, unit }: Facts): Insight & { difference: number | null } {
  const short = days.filter((day) => day.sleepHours !== null && day.sleepHours < SHORT_NIGHT_HOURS);
  const rest = days.filter((day) => day.sleepHours !== null && day.sleepHours >= SHORT_NIGHT_HOURS);
  const base = { id: 'sleep', title: 'Sleep Impact', icon: 'moon' as const };
  if (short.length === 0 || rest.length === 0) {
    return {
      ...base,
      difference: null,
      description: `${short.length === 0 ? `No night under ${SHORT_NIGHT_HOURS} h` : 'No longer night'} with glucose readings ${period}, so there is nothing to compare yet.`,
    };
  }
  const difference = average(short.map((day) => day.mean))! - average(rest.map((day) => day.mean))!;
  const amount = formatGlucose(Math.abs(difference), unit);
  return {
    ...base,
    difference,
    description: `Your average glucose was ${amount} ${difference >= 0 ? 'higher' : 'lower'} on days after less than ${SHORT_NIGHT_HOURS} h of sleep (${short.length} days) than after longer nights (${rest.length} days), ${period}.`,
  };
}

function exerciseEffect({ meals, unit }: Facts): Insight & { difference: number | null } {
  const base = { id: 'exercise', title: 'Exercise Effect', icon: 'footprints' as const };
  const known = meals.filter((fact) => fact.stepsAfter !== null);
  const walked = known.filter((fact) => fact.stepsAfter! >= WALK_STEPS);
  const still = known.filter((fact) => fact.stepsAfter! < WALK_STEPS);
  if (walked.length === 0 || still.length === 0) {
    return {
      ...base,
      difference: null,
      description:
        meals.length === 0
          ? NO_MEALS
          : `${walked.length === 0 ? 'No meal was followed by a walk' : 'Every meal was followed by a walk'} (${formatNumber(WALK_STEPS)}+ steps in the next hour) ${period}, so there is nothing to compare yet.`,
    };
  }
  const after = meanRise(walked)!;
  const without = meanRise(still)!;
  return {
    ...base,
    difference: without - after,
    description: `After meals followed by a walk (${formatNumber(WALK_STEPS)}+ steps in the next hour, ${walked.length} meals) your glucose rose ${formatGlucoseChange(after, unit)} on average, against ${formatGlucoseChange(without, unit)} after the other ${still.length} meals, ${period}.`,
  };
}

function foodSensitivity({ meals, unit }: Facts): Insight & { food: MealRank | null } {
  const base = { id: 'food', title: 'Food Sensitivity', icon: 'utensils' as const };
  const [top] = rankFoods(meals);
  if (!top) {
    return meals.length === 0
      ? { ...base, food: null, description: NO_MEALS }
      : {
          ...base,
          food: null,
          description: `No meal was logged twice with readings around it ${period}; the same meal twice shows how it affects you.`,
        };
  }
  return {
    ...base,
    food: top,
    description: `${top.description} raised your glucose the most: ${formatGlucoseChange(top.averageRise, unit)} on average over ${top.count} meals, against ${formatGlucoseChange(meanRise(meals)!, unit)} for all your meals, ${period}.`,
  };
}

/** The Insights tab: three cards and three recommendations drawn from them. */
export function glucoseInsightsOf(userId: string): Schema<'GlucoseInsights'> {
  const facts = factsOf(userId);
  const { unit } = facts;
  const sleep = sleepImpact(facts);
  const exercise = exerciseEffect(facts);
  const food = foodSensitivity(facts);
  const recommendations: Insight[] = [
    food.food
      ? {
          id: 'food',
          title: `Rethink ${food.food.description.toLowerCase()}`,
          icon: 'utensils',
          description: `It is your biggest riser (${formatGlucoseChange(food.food.averageRise, unit)}). Try a smaller portion, a wholegrain version, or vegetables and protein first.`,
        }
      : {
          id: 'food',
          title: 'Log your regular meals',
          icon: 'utensils',
          description: 'Meals logged more than once show which foods raise your glucose most.',
        },
    exercise.difference !== null && exercise.difference >= 3
      ? {
          id: 'exercise',
          title: 'Walk after your largest meal',
          icon: 'footprints',
          description: `A walk after eating lowered your rise by ${formatGlucose(exercise.difference, unit)} on average. Ten to fifteen minutes is enough.`,
        }
      : {
          id: 'exercise',
          title: 'Try a walk after dinner',
          icon: 'footprints',
          description:
            'A 10–15 minute walk after a meal usually blunts its rise; your own data shows no clear effect yet.',
        },
    sleep.difference !== null && sleep.difference >= 3
      ? {
          id: 'sleep',
          title: 'Protect your sleep',
          icon: 'moon',
          description: `Short nights raised your next day's average by ${formatGlucose(sleep.difference, unit)}. Aim for 7 hours or more.`,
        }
      : {
          id: 'sleep',
          title: 'Keep your sleep steady',
          icon: 'moon',
          description:
            'Short nights did not change your glucose noticeably; a regular 7 hours or more keeps it that way.',
        },
  ];
  const card = ({ id, title, description, icon }: Insight): Insight => ({
    id,
    title,
    description,
    icon,
  });
  return {
    days: INSIGHT_DAYS,
    cards: [card(sleep), card(exercise), card(food)],
    recommendations,
  };
}

/** The Daily View's Dietary Insights. */
export function dietaryInsightsOf(userId: string): Insight[] {
  const { meals, unit } = factsOf(userId);
  if (meals.length === 0) {
    return [{ id: 'meals', title: 'Start logging meals', icon: 'utensils', description: NO_MEALS }];
  }
  const insights: Insight[] = [];
  const foods = rankFoods(meals);
  const steadiest = foods.at(-1);
  if (steadiest && foods.length > 1) {
    insights.push({
      id: 'steadiest',
      title: 'Your steadiest meal',
      icon: 'leaf',
      description: `${steadiest.description} raised your glucose only ${formatGlucoseChange(steadiest.averageRise, unit)} on average over ${steadiest.count} meals ${period}.`,
    });
  }
  const large = meals.filter(({ meal }) => (meal.carbs ?? 0) > 60);
  const small = meals.filter(({ meal }) => meal.carbs !== null && meal.carbs < 40);
  if (large.length && small.length) {
    insights.push({
      id: 'carbs',
      title: 'Carbohydrate load',
      icon: 'wheat',
      description: `Meals with more than 60 g of carbohydrate raised your glucose ${formatGlucoseChange(meanRise(large)!, unit)} on average (${large.length} meals), meals under 40 g ${formatGlucoseChange(meanRise(small)!, unit)} (${small.length} meals).`,
    });
  }
  const byType = (['breakfast', 'lunch', 'dinner', 'snack'] as MealType[])
    .map((type) => ({ type, facts: meals.filter(({ meal }) => meal.type === type) }))
    .filter(({ facts }) => facts.length > 0)
    .map(({ type, facts }) => ({ type, rise: meanRise(facts)!, count: facts.length }))
    .sort((a, b) => b.rise - a.rise);
  if (byType.length > 1) {
    const [most] = byType;
    const least = byType.at(-1)!;
    insights.push({
      id: 'timing',
      title: 'Meal timing',
      icon: 'trending-up',
      description: `Your ${MEAL_TYPE_LABELS[most.type].toLowerCase()}s raised your glucose most (${formatGlucoseChange(most.rise, unit)} on average), your ${MEAL_TYPE_LABELS[least.type].toLowerCase()}s least (${formatGlucoseChange(least.rise, unit)}), ${period}.`,
    });
  }
  return insights;
}

/** Nutrition's Recommendations: tips and meal lists from the meals' responses. */
export function nutritionRecommendationsOf(userId: string): Schema<'NutritionRecommendations'> {
  const { meals, unit } = factsOf(userId);
  const foods = rankFoods(meals);
  const spiking = foods.slice(0, 5);
  const steady = [...foods].reverse().slice(0, 5);
  const tips: Insight[] = [];
  if (spiking[0]) {
    tips.push({
      id: 'swap',
      title: `Go easy on ${spiking[0].description.toLowerCase()}`,
      icon: 'trending-up',
      description: `Your largest average rise (${formatGlucoseChange(spiking[0].averageRise, unit)}, ${spiking[0].count} meals): a smaller portion, or vegetables and protein eaten first, blunt it.`,
    });
  }
  if (steady[0] && foods.length > 1) {
    tips.push({
      id: 'keep',
      title: `Keep ${steady[0].description.toLowerCase()} on the menu`,
      icon: 'leaf',
      description: `It kept your glucose steady (${formatGlucoseChange(steady[0].averageRise, unit)} on average over ${steady[0].count} meals).`,
    });
  }
  const late = meals.filter(({ meal }) => meal.time >= '20:00');
  const early = meals.filter(({ meal }) => meal.time < '20:00');
  if (late.length && early.length) {
    tips.push({
      id: 'late',
      title: 'Mind late meals',
      icon: 'moon',
      description: `Meals after 20:00 raised your glucose ${formatGlucoseChange(meanRise(late)!, unit)} on average (${late.length} meals), earlier meals ${formatGlucoseChange(meanRise(early)!, unit)}.`,
    });
  } else {
    tips.push({
      id: 'fibre',
      title: 'Start with vegetables',
      icon: 'lightbulb',
      description:
        'Eating vegetables and protein before starch lowers the rise of a meal; compare your responses over the next weeks.',
    });
  }
  return { days: INSIGHT_DAYS, tips, steadyMeals: steady, spikingMeals: spiking };
}
