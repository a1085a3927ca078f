/**
 * Nutrition targets and the macro split, shared by the mocked server and the Nutrition screen.
 *
 * The sample targets: 2,200 calories a day; carbohydrates 45–65 %, protein
 * 10–35 % and fat 20–35 % of energy. These are the Acceptable Macronutrient Distribution Ranges
 * of the Institute of Medicine's Dietary Reference Intakes (2005), also used by the Dietary
 * Guidelines for Americans 2020–2025. Energy per gram (Atwater factors): carbohydrate and
 * protein 4 kcal, fat 9 kcal.
 */

export const CALORIE_TARGET = 2200;

export type Macro = 'carbs' | 'protein' | 'fat';
export const MACROS: readonly Macro[] = ['carbs', 'protein', 'fat'];

export const MACRO_RANGES: Record<Macro, { min: number; max: number; label: string }> = {
  carbs: { min: 45, max: 65, label: 'Carbohydrates' },
  protein: { min: 10, max: 35, label: 'Protein' },
  fat: { min: 20, max: 35, label: 'Fat' },
};

export const KCAL_PER_GRAM: Record<Macro, number> = { carbs: 4, protein: 4, fat: 9 };

export type MacroGrams = Record<Macro, number>;

/**
 * Each macro's share of the energy the three give, in whole percent; null when they give none.
 * The shares are of the macros' own energy, so they add up to 100 whatever calories were entered.
 */
export function macroSplit(grams: MacroGrams): MacroGrams | null {
  const energy = MACROS.map((macro) => grams[macro] * KCAL_PER_GRAM[macro]);
  const total = energy.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return null;
  const [carbs, protein, fat] = energy.map((value) => Math.round((value / total) * 100));
  return { carbs, protein, fat };
}

export type MacroStatus = 'below' | 'within' | 'above';

/** Where a macro's share sits against its range. */
export function macroStatus(macro: Macro, percent: number): MacroStatus {
  const { min, max } = MACRO_RANGES[macro];
  return percent < min ? 'below' : percent > max ? 'above' : 'within';
}
