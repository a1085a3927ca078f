import dayjs from 'dayjs';
import dayOfYear from 'dayjs/plugin/dayOfYear';
import { round } from '@/lib/health/formulas';
import { encodePoints, type DataSource, type Points, type SeriesName } from '@/lib/health/series';

/** A calendar day as every record stores it. */
export const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * A person's generated days: deterministic per calendar date (the same date always gives the same
 * numbers), with the texture of a real week. Weeknights are shorter than weekend nights, weekdays
 * have commutes and a lunchtime walk, weekends a long walk or a lazy day; about one night in
 * twelve is bad and the next day shows it (lower HRV, higher resting heart rate, fewer steps,
 * higher glucose); about one day in twelve has a glucose low, and a walk after a meal blunts its rise;
 * three weeks in every nine are a good run; the watch is sometimes left on the charger and the
 * glucose sensor sometimes drops out.
 */

export interface GeneratedDay {
  date: string;
  series: { series: SeriesName; source: DataSource; values: string }[];
  meals: GeneratedMeal[];
}

export interface GeneratedMeal {
  type: 'breakfast' | 'lunch' | 'dinner' | 'snack';
  time: string;
  description: string;
  calories: number;
  carbs: number;
  protein: number;
  fat: number;
}

/** The devices a persona wears, by the series they deliver. */
export interface Persona {
  key: string;
  sources: Partial<Record<SeriesName, DataSource>>;
  /**
   * The demo's: its devices miss nothing of today, whatever the date drew, as a demo opens on
   * today's dashboard; the watch on the charger and the sensor's drop-outs stay on other days.
   */
  todayComplete?: boolean;
  /** Resting heart rate and HRV at rest, weight at the start of the record. */
  restingHeartRate: number;
  hrv: number;
  weight: number;
}

/** The demo user: an Oura ring for sleep, a Fitbit for the day, a Dexcom CGM, a home scale and cuff. */
export const DEMO_PERSONA: Persona = {
  key: 'alex',
  sources: {
    sleep: 'oura',
    hrv: 'oura',
    restingHeartRate: 'oura',
    heartRate: 'fitbit',
    steps: 'fitbit',
    activeMinutes: 'fitbit',
    bloodOxygen: 'fitbit',
    glucose: 'dexcom',
    weight: 'manual',
    bloodPressure: 'manual',
  },
  todayComplete: true,
  restingHeartRate: 61,
  hrv: 52,
  weight: 78.6,
};

/** The Free demo user: a Fitbit only. */
export const FREE_PERSONA: Persona = {
  key: 'jamie',
  sources: {
    sleep: 'fitbit',
    restingHeartRate: 'fitbit',
    hrv: 'fitbit',
    heartRate: 'fitbit',
    steps: 'fitbit',
    activeMinutes: 'fitbit',
    bloodOxygen: 'fitbit',
  },
  restingHeartRate: 66,
  hrv: 41,
  weight: 64.2,
};

dayjs.extend(dayOfYear);

/** FNV-1a, so each (persona, date, stream) has its own seed. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast, well-distributed PRNG. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function streamFor(persona: Persona, date: string, stream: string) {
  const next = random(hash(`${persona.key}|${date}|${stream}`));
  /** Roughly normal noise (sum of uniforms) with the given spread. */
  const noise = (spread: number) => (next() + next() + next() - 1.5) * spread;
  return { next, noise };
}

/** Facts about a calendar day that several series share. */
function dayFacts(persona: Persona, date: string) {
  const day = dayjs(date);
  const { next } = streamFor(persona, date, 'day');
  const weekend = day.day() === 0 || day.day() === 6;
  // Three weeks in every nine are a good run (more training, better sleep).
  const weekNumber = Math.floor(day.diff(dayjs('2024-01-01'), 'day') / 7);
  const goodRun = weekNumber % 9 >= 3 && weekNumber % 9 <= 5;
  const badNight = next() < 0.085;
  const watchOff = next() < 0.03;
  const sensorGap = next() < 0.07;
  // About one day in twelve has a low: mid-afternoon after a long gap since lunch, or overnight.
  const low = next() < 0.085 ? (next() < 0.5 ? ('afternoon' as const) : ('night' as const)) : null;
  return { day, weekend, goodRun, badNight, watchOff, sensorGap, low };
}

function sleepNight(persona: Persona, date: string, facts: ReturnType<typeof dayFacts>) {
  const { noise } = streamFor(persona, date, 'sleep');
  const hours = facts.badNight
    ? 4.9 + noise(0.8)
    : (facts.weekend ? 7.9 : 7.0) + (facts.goodRun ? 0.3 : 0) + noise(0.9);
  const asleep = Math.round(hours * 60);
  const deepShare = 0.16 + noise(0.04) + (facts.goodRun ? 0.02 : 0);
  const remShare = 0.22 + noise(0.04);
  const deep = Math.round(asleep * deepShare);
  const rem = Math.round(asleep * remShare);
  const awake = Math.max(4, Math.round((facts.badNight ? 55 : 22) + noise(16)));
  return { deep, rem, light: asleep - deep - rem, awake };
}

/** Hourly steps: commutes and a lunchtime walk on weekdays, one long walk on some weekends. */
function hourlySteps(persona: Persona, date: string, facts: ReturnType<typeof dayFacts>): Points {
  const { next, noise } = streamFor(persona, date, 'steps');
  const longWalk = facts.weekend && next() < 0.5;
  const scale = (facts.goodRun ? 1.2 : 1) * (facts.badNight ? 0.7 : 1);
  const steps = Array.from({ length: 24 }, (_, hour) => {
    let base = hour < 7 || hour > 22 ? 0 : 250;
    if (!facts.weekend && (hour === 8 || hour === 18)) base = 1700;
    if (!facts.weekend && hour === 12) base = 1300;
    if (longWalk && (hour === 10 || hour === 11)) base = 3600;
    if (facts.weekend && !longWalk && hour >= 9 && hour <= 20) base = 380;
    return Math.max(0, Math.round((base + noise(base * 0.5)) * scale));
  });
  // On some evenings a walk after dinner.
  if (next() < 0.3) steps[20] += Math.round(2600 + noise(800));
  return steps;
}

function hourlyHeartRate(persona: Persona, date: string, resting: number, steps: Points): Points {
  const { noise } = streamFor(persona, date, 'heartRate');
  return steps.map((count, hour) => {
    const asleep = hour < 7 || hour === 23;
    const activity = Math.min(55, (count ?? 0) / 60);
    return Math.round((asleep ? resting + 3 : resting + 14) + activity + noise(4));
  });
}

/**
 * How strongly a meal's carbohydrate raises glucose, beside its amount: refined starch and sugar
 * more, fibre, protein and fat less (the glycaemic index, Atkinson et al., Diabetes Care 2008).
 */
const GLYCAEMIC: Record<string, number> = {
  'Greek yogurt with berries and granola': 1,
  'Oatmeal with banana and walnuts': 0.9,
  'Two eggs on wholegrain toast': 0.8,
  'Chicken salad with quinoa': 0.8,
  'Turkey and avocado sandwich': 0.9,
  'Lentil soup with a bread roll': 0.75,
  'Salmon, brown rice and broccoli': 0.9,
  'Pasta with tomato sauce and a side salad': 1.1,
  'Stir-fried tofu with vegetables and noodles': 1,
  'Apple with peanut butter': 0.7,
  'Chocolate chip cookies': 1.2,
  Banana: 1.1,
};

/**
 * A Dexcom-like day: circadian baseline, a rise after each meal that settles within 2 to 3
 * hours (smaller when a walk follows the meal: muscle takes up glucose), and on some days a low.
 */
function glucoseDay(
  persona: Persona,
  date: string,
  facts: ReturnType<typeof dayFacts>,
  meals: GeneratedMeal[],
  steps: Points,
  sensorGap: boolean,
): Points {
  const { next, noise } = streamFor(persona, date, 'glucose');
  // Drawn as the date drew its gap even when it is not kept, so the readings stay the date's own.
  const gapStart = facts.sensorGap ? Math.floor(next() * 240) : -1;
  const gapLength = 18 + Math.floor(next() * 30);
  const fasting = 88 + (facts.badNight ? 6 : 0) + noise(6);
  const lowCentre = facts.low === 'afternoon' ? 930 + next() * 60 : 150 + next() * 120;
  // Deep enough to reach 48–64 mg/dL at its lowest.
  const lowDepth = fasting - 48 - next() * 16;
  const responses = meals.map((meal) => {
    const [h, m] = meal.time.split(':').map(Number);
    const walked = steps[Math.min(23, h + 1)] ?? 0;
    const walk = 1 - Math.min(0.35, walked / 6000);
    const load = GLYCAEMIC[meal.description] ?? 1;
    return { at: h * 60 + m, peak: meal.carbs * 0.7 * load * walk * (facts.badNight ? 1.2 : 1) };
  });
  // Sensor noise carries over from one reading to the next (AR(1)), as a real CGM trace does.
  let drift = 0;
  return Array.from({ length: 288 }, (_, slot) => {
    drift = drift * 0.85 + noise(2.5);
    if (sensorGap && slot >= gapStart && slot < gapStart + gapLength) return null;
    const minute = slot * 5;
    // The dawn phenomenon: a small rise from 04:00 that fades out again by 10:00.
    let value = fasting + 8 * Math.max(0, Math.sin((Math.PI * (minute - 240)) / 360));
    for (const { at, peak } of responses) {
      const since = minute - at;
      if (since < 0 || since > 180) continue;
      // Rises to its peak at about 45 minutes, back near baseline by 2–3 hours.
      value += peak * (since / 45) * Math.exp(1 - since / 45);
    }
    if (facts.low) value -= lowDepth * Math.exp(-(((minute - lowCentre) / 40) ** 2));
    return Math.round(value + drift);
  });
}

const MENUS: Record<'breakfast' | 'lunch' | 'dinner', Omit<GeneratedMeal, 'type' | 'time'>[]> = {
  breakfast: [
    {
      description: 'Greek yogurt with berries and granola',
      calories: 380,
      carbs: 48,
      protein: 22,
      fat: 10,
    },
    {
      description: 'Oatmeal with banana and walnuts',
      calories: 420,
      carbs: 62,
      protein: 12,
      fat: 14,
    },
    { description: 'Two eggs on wholegrain toast', calories: 390, carbs: 30, protein: 22, fat: 19 },
  ],
  lunch: [
    { description: 'Chicken salad with quinoa', calories: 540, carbs: 42, protein: 38, fat: 22 },
    { description: 'Turkey and avocado sandwich', calories: 610, carbs: 55, protein: 32, fat: 27 },
    { description: 'Lentil soup with a bread roll', calories: 480, carbs: 68, protein: 24, fat: 9 },
  ],
  dinner: [
    {
      description: 'Salmon, brown rice and broccoli',
      calories: 640,
      carbs: 52,
      protein: 42,
      fat: 24,
    },
    {
      description: 'Pasta with tomato sauce and a side salad',
      calories: 720,
      carbs: 96,
      protein: 24,
      fat: 22,
    },
    {
      description: 'Stir-fried tofu with vegetables and noodles',
      calories: 590,
      carbs: 70,
      protein: 28,
      fat: 20,
    },
  ],
};

const SNACKS: Omit<GeneratedMeal, 'type' | 'time'>[] = [
  { description: 'Apple with peanut butter', calories: 190, carbs: 25, protein: 4, fat: 8 },
  { description: 'Chocolate chip cookies', calories: 220, carbs: 30, protein: 2, fat: 10 },
  { description: 'Banana', calories: 105, carbs: 27, protein: 1, fat: 0 },
];

function mealsOf(
  persona: Persona,
  date: string,
  facts: ReturnType<typeof dayFacts>,
): GeneratedMeal[] {
  const { next } = streamFor(persona, date, 'meals');
  const time = (hour: number, spread: number) => {
    const minutes = hour * 60 + Math.round((next() - 0.5) * spread);
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  };
  const pick = (type: 'breakfast' | 'lunch' | 'dinner') =>
    MENUS[type][Math.floor(next() * MENUS[type].length)];
  const meals: GeneratedMeal[] = [
    { type: 'breakfast', time: time(facts.weekend ? 9 : 7.5, 40), ...pick('breakfast') },
    { type: 'lunch', time: time(12.5, 50), ...pick('lunch') },
    { type: 'dinner', time: time(19, 60), ...pick('dinner') },
  ];
  // An afternoon snack on about one day in three.
  if (next() < 0.35) {
    const snack = SNACKS[Math.floor(next() * SNACKS.length)];
    meals.splice(2, 0, { type: 'snack', time: time(15.75, 40), ...snack });
  }
  return meals;
}

/** The weekdays (0 is Sunday) the blood-pressure cuff always comes out. */
const CUFF_DAYS = [0, 3];

/** Hourly and 5-minute points after `untilMinute` (today's "now") have not happened yet. */
function upTo(points: Points | null, untilMinute: number): Points | null {
  if (!points) return points;
  const minutesPerPoint = 1440 / points.length;
  return points.map((value, i) => ((i + 1) * minutesPerPoint <= untilMinute ? value : null));
}

/**
 * One generated day of the persona's devices and meals; today's stops at `untilMinute` (a day
 * that stops before 24:00 is today). The overnight readings (the night's sleep, resting heart
 * rate, HRV, blood oxygen) and the morning weighing and cuff arrive at waking, 07:00 on weekdays
 * and 08:30 at weekends.
 */
export function generateDay(persona: Persona, date: string, untilMinute = 1440): GeneratedDay {
  const facts = dayFacts(persona, date);
  const keepGaps = !(persona.todayComplete && untilMinute < 1440);
  const watchOff = keepGaps && facts.watchOff;
  const awake = untilMinute >= (facts.weekend ? 510 : 420);
  const morning = <T>(value: T) => (awake ? value : null);
  const { noise, next } = streamFor(persona, date, 'vitals');
  // The watch's readings on a day the date put it on the charger (the demo's today keeps them)
  // draw from a stream of their own, so the weighing and the cuff after them stay the date's.
  const watchNoise = facts.watchOff ? streamFor(persona, date, 'watch').noise : noise;
  const night = sleepNight(persona, date, facts);
  const resting = Math.round(
    persona.restingHeartRate + (facts.badNight ? 4 : 0) - (facts.goodRun ? 2 : 0) + noise(2),
  );
  const hrv = Math.round(
    persona.hrv - (facts.badNight ? 10 : 0) + (facts.goodRun ? 6 : 0) + noise(6),
  );
  const steps = hourlySteps(persona, date, facts);
  const totalSteps = (upTo(steps, untilMinute) ?? []).reduce<number>(
    (sum, value) => sum + (value ?? 0),
    0,
  );
  const glucoseMeals = mealsOf(persona, date, facts);

  const values: Partial<Record<SeriesName, Points | null>> = {
    sleep: morning([night.deep, night.light, night.rem, night.awake]),
    restingHeartRate: morning([resting]),
    hrv: morning([hrv]),
    heartRate: watchOff ? null : upTo(hourlyHeartRate(persona, date, resting, steps), untilMinute),
    steps: watchOff ? null : upTo(steps, untilMinute),
    activeMinutes: watchOff
      ? null
      : [Math.max(0, Math.round((totalSteps / 190) * (1 + watchNoise(0.15))))],
    // Measured overnight by the watch, so not on the nights it stayed on the charger.
    bloodOxygen: watchOff ? null : morning([round(97.2 + watchNoise(1.6), 1)]),
    // A seasonal swing of about ±1.2 kg (heavier in winter); weighed on most mornings, not all.
    weight:
      next() < 0.6 && awake
        ? [
            round(
              persona.weight +
                1.2 * Math.cos((2 * Math.PI * (facts.day.dayOfYear() - 15)) / 365) +
                noise(0.5),
              1,
            ),
          ]
        : null,
    // The cuff comes out on Sunday and Wednesday mornings (never more than four days apart, so
    // every week's overview holds a reading, as the persona promises) and now and then besides.
    bloodPressure:
      (next() < 0.3 || CUFF_DAYS.includes(facts.day.day())) && awake
        ? [Math.round(117 + noise(9)), Math.round(76 + noise(6))]
        : null,
    glucose: upTo(
      glucoseDay(persona, date, facts, glucoseMeals, steps, keepGaps && facts.sensorGap),
      untilMinute,
    ),
  };

  const series = (Object.entries(values) as [SeriesName, Points | null][])
    .filter(([name, points]) => points !== null && persona.sources[name])
    .map(([name, points]) => ({
      series: name,
      source: persona.sources[name]!,
      values: encodePoints(points!),
    }));
  const eaten = glucoseMeals.filter(({ time }) => {
    const [hour, minute] = time.split(':').map(Number);
    return hour * 60 + minute <= untilMinute;
  });
  return { date, series, meals: persona.sources.glucose ? eaten : [] };
}

/** The persona's last `days` days, ending now, one at a time (the seed yields between them). */
export function* historyDays(
  persona: Persona,
  days: number,
  now = dayjs(),
): Generator<GeneratedDay, void, void> {
  for (let daysAgo = days - 1; daysAgo >= 0; daysAgo--) {
    const date = now.subtract(daysAgo, 'day').format(DATE_FORMAT);
    yield generateDay(persona, date, daysAgo === 0 ? now.hour() * 60 + now.minute() : 1440);
  }
}
