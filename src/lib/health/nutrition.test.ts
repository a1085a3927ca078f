import { describe, expect, it } from 'vitest';
import { macroSplit, macroStatus } from './nutrition';

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
