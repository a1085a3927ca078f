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

/** Each macro's share (0 to 1) of the energy the three give; null when they give none. */
function energyShares(grams: MacroGrams): MacroGrams | null {
  const energy = MACROS.map((macro) => grams[macro] * KCAL_PER_GRAM[macro]);
  const total = energy.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return null;
  const [carbs, protein, fat] = energy.map((value) => value / total);
  return { carbs, protein, fat };
}

/**
 * Each macro's share of the energy the three give, in whole percent; null when they give none.
 * The shares are of the macros' own energy, so they add up to 100 whatever calories were entered.
 */
export function macroSplit(grams: MacroGrams): MacroGrams | null {
  const shares = energyShares(grams);
  if (!shares) return null;
  const [carbs, protein, fat] = MACROS.map((macro) => Math.round(shares[macro] * 100));
  return { carbs, protein, fat };
}

/** The part of a day's calories its meals gave no grams to split by, as the chart names it. */
export const CALORIES_WITHOUT_MACROS = 'Without macros';

/**
 * The calories entered, split by each macro's share of the energy the grams give: the parts add
 * up to the calories entered, the figure the user wrote down, whether or not the grams' own
 * energy does. Calories entered without grams to split them by stay whole, as `unsplit`.
 */
export function caloriesByMacro(
  calories: number,
  grams: MacroGrams,
): MacroGrams & { unsplit: number } {
  const shares = energyShares(grams);
  if (!shares) return { carbs: 0, protein: 0, fat: 0, unsplit: calories };
  const [carbs, protein, fat] = MACROS.map((macro) => calories * shares[macro]);
  return { carbs, protein, fat, unsplit: 0 };
}

export type MacroStatus = 'below' | 'within' | 'above';

/** Where a macro's share sits against its range. */
export function macroStatus(macro: Macro, percent: number): MacroStatus {
  const { min, max } = MACRO_RANGES[macro];
  return percent < min ? 'below' : percent > max ? 'above' : 'within';
}
