import dayjs from 'dayjs';
import type { Schema } from '../api/contract';
import { ingredientsOf } from '../medications/interactions';
import { CATALOGUE, type CatalogueSupplement } from './catalogue';

export type RecommendationBadge = Schema<'RecommendationBadge'>;

/** One lab result as the rules read it (the blood work reader's shape). */
export interface LabResult {
  biomarker: string;
  name: string;
  value: number;
  unit: string;
  /** As printed: "30–100 ng/mL". */
  referenceRange: string;
  status: 'Low' | 'Normal' | 'High';
}

export interface RecommendationInput {
  /** The latest blood draw, or null without any. */
  draw: { date: string; results: LabResult[] } | null;
  /** Hours asleep of each of the last nights (null: no record). */
  sleepHours: (number | null)[];
  /** The daily recovery score of the same days. */
  recovery: (number | null)[];
  /** The names on the user's medication list. */
  takenNames: string[];
}

export interface RecommendationPlan {
  badges: RecommendationBadge[];
  picks: { supplement: CatalogueSupplement; aiReason: string }[];
}

/** Six recommendation cards. */
export const RECOMMENDATION_COUNT = 6;

/**
 * Adults need at least 7 hours of sleep a night (Watson et al., joint consensus of the American
 * Academy of Sleep Medicine and the Sleep Research Society, Sleep 2015;38:843-4). Three short
 * nights in two weeks is a pattern rather than a bad night.
 */
export const SLEEP_TARGET_HOURS = 7;
export const SHORT_NIGHTS_FOR_BADGE = 3;
/** The dashboard's recovery reads "Ready to train" from 80 (mocks/health/dashboard.ts). */
export const READY_RECOVERY = 80;

/** The general choices that fill the six places, in order, when no finding calls for more. */
const GENERAL_CHOICES = [
  'probiotic',
  'omega-3',
  'zinc',
  'multivitamin',
  'vitamin-c',
  'magnesium-glycinate',
  'algal-omega-3',
  'elderberry',
  'b-complex',
];

const present = (values: (number | null)[]) => values.filter((v): v is number => v !== null);
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

function hoursText(hours: number): string {
  const whole = Math.floor(hours);
  const minutes = Math.round((hours - whole) * 60);
  return minutes ? `${whole} h ${minutes} min` : `${whole} h`;
}

const labText = (result: LabResult, date: string) =>
  `Your ${result.name.toLowerCase().replace('vitamin d', 'vitamin D')} was ${result.value} ${result.unit} on ${dayjs(date).format('MMMM D, YYYY')}, below the ${result.referenceRange} reference range`;

/**
 * The rule-based ("AI-assisted") recommendations: each finding in the user's own data
 * (a low vitamin D or iron in the latest blood work, short nights, low recovery) gives a badge and
 * the supplements that answer it, each with the number behind it. Supplements the user already
 * takes (by ingredient) are left out; general choices fill the six places, saying that no finding
 * called for them.
 */
export function recommendSupplements(input: RecommendationInput): RecommendationPlan {
  const badges: RecommendationBadge[] = [];
  const reasons = new Map<string, string>();
  const suggest = (id: string, reason: string) => {
    if (!reasons.has(id)) reasons.set(id, reason);
  };

  const low = (biomarker: string) =>
    input.draw?.results.find((result) => result.biomarker === biomarker && result.status === 'Low');
  const vitaminD = low('vitaminD');
  const iron = low('iron');
  const nights = present(input.sleepHours);
  const shortNights = nights.filter((hours) => hours < SLEEP_TARGET_HOURS).length;
  const recovery = present(input.recovery);
  const recoveryAverage = recovery.length ? Math.round(mean(recovery)) : null;

  if (vitaminD && input.draw) {
    const text = labText(vitaminD, input.draw.date);
    badges.push({ id: 'vitamin-d-low', label: 'Vitamin D low', detail: `${text}.` });
    suggest('vitamin-d3', `${text}; 2,000 IU a day is a common dose to bring it up.`);
  }
  if (iron && input.draw) {
    const text = labText(iron, input.draw.date);
    badges.push({ id: 'iron-low', label: 'Iron low', detail: `${text}.` });
    suggest('iron-bisglycinate', `${text}; a gentle chelated iron helps restore it.`);
    // Vitamin C taken with iron raises its absorption (NIH ODS Iron fact sheet).
    suggest(
      'vitamin-c',
      `Taken with iron, vitamin C raises how much is absorbed; your iron was ${iron.value} ${iron.unit}.`,
    );
  }
  if (nights.length && shortNights >= SHORT_NIGHTS_FOR_BADGE) {
    const text = `${shortNights} of your last ${nights.length} nights were under ${SLEEP_TARGET_HOURS} hours asleep (average ${hoursText(mean(nights))})`;
    badges.push({ id: 'sleep', label: 'Sleep optimization', detail: `${text}.` });
    suggest('magnesium-glycinate', `${text}; magnesium in the evening may help you sleep deeper.`);
    suggest('l-theanine', `${text}; L-theanine may help you wind down before bed.`);
  }
  if (recoveryAverage !== null && recoveryAverage < READY_RECOVERY) {
    const text = `Your recovery averaged ${recoveryAverage} over the last ${recovery.length} days, under the ${READY_RECOVERY} that reads "Ready to train"`;
    badges.push({ id: 'energy', label: 'Energy support', detail: `${text}.` });
    suggest('b-complex', `${text}; B vitamins support how your body turns food into energy.`);
    suggest('coq10', `${text}; CoQ10 supports energy production in your cells.`);
  }

  const basis = [
    input.draw
      ? `your latest blood work (${input.draw.results.length} ${input.draw.results.length === 1 ? 'result' : 'results'}, ${dayjs(input.draw.date).format('MMMM D, YYYY')})`
      : null,
    nights.length ? `your last ${nights.length} nights` : null,
  ].filter(Boolean);
  const general = `Nothing in ${basis.length ? basis.join(' or ') : 'your data yet'} calls for it; a common general choice.`;
  for (const id of GENERAL_CHOICES) {
    suggest(id, general);
  }

  const taken = new Set(input.takenNames.flatMap(ingredientsOf));
  const takenNames = new Set(input.takenNames.map((name) => name.toLowerCase()));
  const picks = [...reasons]
    .map(([id, aiReason]) => ({ supplement: CATALOGUE.find((item) => item.id === id)!, aiReason }))
    .filter(
      ({ supplement }) =>
        !takenNames.has(supplement.name.toLowerCase()) &&
        !ingredientsOf(supplement.name).some((ingredient) => taken.has(ingredient)),
    )
    .slice(0, RECOMMENDATION_COUNT);
  return { badges, picks };
}
