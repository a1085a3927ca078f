import { BIOMARKERS, type BiomarkerId, type BiomarkerStatus, type ShownResult } from './biomarkers';
import { formatNumber } from '@/lib/format-number';

/**
 * What the product suggests for an out-of-range result: the recommendation the server lists, the
 * foods of the dietary block and the supplement of the supplement block. General wellness
 * guidance, not medical advice (the screens say so); supplements only where a deficiency is
 * common and self-care is usual, and always "ask your doctor".
 */
export interface Advice {
  title: string;
  /** The action, after the sentence that states the result. */
  action: string;
  foods: readonly string[];
  supplement?: { name: string; detail: string };
}

type Key = `${BiomarkerId}:${BiomarkerStatus}`;

const ADVICE: Partial<Record<Key, Advice>> = {
  'vitaminD:Low': {
    title: 'Raise your vitamin D',
    action:
      'Get some midday sun when you can, eat oily fish and fortified foods, and ask your doctor about a vitamin D3 supplement.',
    foods: ['Salmon, sardines and trout', 'Egg yolks', 'Fortified milk, yoghurt and cereals'],
    // Adults 600–800 IU a day, upper limit 4,000 IU (NIH Office of Dietary Supplements, Vitamin D
    // fact sheet).
    supplement: {
      name: 'Vitamin D3',
      detail: '1,000–2,000 IU a day with a meal; stay under the 4,000 IU adult upper limit.',
    },
  },
  'iron:Low': {
    title: 'Build up your iron',
    action:
      'Eat iron-rich foods with a source of vitamin C, keep tea and coffee away from meals, and ask your doctor whether you need an iron supplement.',
    foods: [
      'Lean red meat, poultry and fish',
      'Lentils, beans and spinach',
      'Citrus or peppers with meals',
    ],
    // Vitamin C raises non-haem iron absorption; calcium and tea lower it (NIH Office of Dietary
    // Supplements, Iron fact sheet).
    supplement: {
      name: 'Iron (ferrous bisglycinate)',
      detail: 'Only once your doctor confirms a deficiency; take it apart from calcium and coffee.',
    },
  },
  'iron:High': {
    title: 'Check your iron intake',
    action: 'Avoid iron supplements and iron-fortified foods until your doctor has reviewed this.',
    foods: ['Fewer iron-fortified cereals', 'Tea or coffee with meals'],
  },
  'hemoglobin:Low': {
    title: 'Support healthy hemoglobin',
    action: 'Eat iron, folate and vitamin B12 rich foods, and ask your doctor about anaemia tests.',
    foods: ['Leafy greens and legumes', 'Eggs, dairy and fish'],
  },
  'totalCholesterol:High': {
    title: 'Bring your cholesterol down',
    action:
      'Swap saturated fats for unsaturated ones, add soluble fibre and stay active most days.',
    foods: ['Oats and barley', 'Nuts and olive oil', 'Beans and lentils'],
  },
  'ldl:High': {
    title: 'Lower your LDL cholesterol',
    action:
      'Cut back on saturated and trans fats, eat more soluble fibre, and review it with your doctor.',
    foods: ['Oats, barley and psyllium', 'Nuts and olive oil', 'Oily fish instead of red meat'],
  },
  'hdl:Low': {
    title: 'Raise your HDL cholesterol',
    action:
      'Regular aerobic exercise and not smoking raise HDL; replace refined carbohydrates with unsaturated fats.',
    foods: ['Olive oil and avocado', 'Nuts and seeds', 'Oily fish'],
  },
  'triglycerides:High': {
    title: 'Lower your triglycerides',
    action: 'Cut back on sugar, refined carbohydrates and alcohol, and eat oily fish twice a week.',
    foods: ['Oily fish', 'Whole grains instead of white bread', 'Water instead of sugary drinks'],
    supplement: {
      name: 'Omega-3 (fish oil)',
      detail: 'Ask your doctor first; food sources come before supplements.',
    },
  },
  'fastingGlucose:High': {
    title: 'Steady your blood sugar',
    action:
      'Choose whole grains and fibre, walk after meals, and ask your doctor about a diabetes screening.',
    foods: ['Vegetables and legumes', 'Whole grains', 'Protein with every meal'],
  },
  'hba1c:High': {
    title: 'Lower your long-term blood sugar',
    action:
      'An HbA1c of 5.7 % or more calls for a talk with your doctor; more activity and fewer refined carbohydrates help.',
    foods: ['Vegetables and legumes', 'Whole grains', 'Fewer sugary drinks and sweets'],
  },
};

/** The advice for a result, or null when it is in range. */
export function adviceFor(biomarker: BiomarkerId, status: BiomarkerStatus): Advice | null {
  if (status === 'Normal') return null;
  return (
    ADVICE[`${biomarker}:${status}`] ?? {
      title: `Review your ${BIOMARKERS[biomarker].name}`,
      action: 'Discuss this result with your doctor at your next visit.',
      foods: [],
    }
  );
}

/**
 * The sentence that states a result against its range, in the unit it is shown in: "Your Vitamin
 * D is 22 ng/mL, below the reference range of 30–100 ng/mL."
 */
export function resultSentence(result: ShownResult & { status: BiomarkerStatus }) {
  const { name } = BIOMARKERS[result.biomarker];
  const where = result.status === 'Low' ? 'below' : result.status === 'High' ? 'above' : 'within';
  return `Your ${name} is ${formatNumber(result.value)} ${result.unit}, ${where} the reference range of ${result.referenceRange}.`;
}
