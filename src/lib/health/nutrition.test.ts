import { describe, expect, it } from 'vitest';
import { caloriesByMacro, macroSplit, macroStatus } from './nutrition';

describe('macroSplit', () => {
  it('shares the energy of the grams: 4, 4 and 9 kcal a gram', () => {
    // 250 g carbs = 1,000 kcal; 100 g protein = 400 kcal; 60 g fat = 540 kcal; total 1,940 kcal:
    // 51.5 %, 20.6 %, 27.8 %.
    expect(macroSplit({ carbs: 250, protein: 100, fat: 60 })).toEqual({
      carbs: 52,
      protein: 21,
      fat: 28,
    });
    expect(macroSplit({ carbs: 0, protein: 0, fat: 0 })).toBeNull();
  });

  it('places a share against the SPEC ranges', () => {
    expect(macroStatus('carbs', 44)).toBe('below');
    expect(macroStatus('carbs', 45)).toBe('within');
    expect(macroStatus('fat', 36)).toBe('above');
  });
});

describe('caloriesByMacro', () => {
  const total = (parts: ReturnType<typeof caloriesByMacro>) =>
    parts.carbs + parts.protein + parts.fat + parts.unsplit;

  it('splits the calories entered by the energy shares of the grams, adding up to them', () => {
    // 10 g carbs = 40 kcal, 10 g protein = 40 kcal, 10 g fat = 90 kcal: 170 kcal from the grams,
    // 500 kcal entered; 40/170, 40/170 and 90/170 of 500.
    const parts = caloriesByMacro(500, { carbs: 10, protein: 10, fat: 10 });
    expect(parts.carbs).toBeCloseTo(117.65, 2);
    expect(parts.protein).toBeCloseTo(117.65, 2);
    expect(parts.fat).toBeCloseTo(264.71, 2);
    expect(parts.unsplit).toBe(0);
    expect(total(parts)).toBeCloseTo(500, 9);
    // Grams that give more than was entered are scaled down the same way.
    expect(total(caloriesByMacro(380, { carbs: 100, protein: 50, fat: 40 }))).toBeCloseTo(380, 9);
  });

  it('keeps calories without grams whole, and grams without calories at none', () => {
    expect(caloriesByMacro(250, { carbs: 0, protein: 0, fat: 0 })).toEqual({
      carbs: 0,
      protein: 0,
      fat: 0,
      unsplit: 250,
    });
    expect(total(caloriesByMacro(0, { carbs: 30, protein: 5, fat: 2 }))).toBe(0);
  });
});
