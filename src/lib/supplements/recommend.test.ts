import { describe, expect, it } from 'vitest';
import { recommendSupplements, type LabResult, type RecommendationInput } from './recommend';

const result = (
  biomarker: string,
  name: string,
  value: number,
  unit: string,
  range: string,
  status: LabResult['status'],
): LabResult => ({
  biomarker,
  name,
  value,
  unit,
  referenceRange: range,
  status,
});

const base: RecommendationInput = {
  draw: {
    date: '2026-03-01',
    results: [
      result('vitaminD', 'Vitamin D', 22, 'ng/mL', '30–100 ng/mL', 'Low'),
      result('iron', 'Iron', 52, 'µg/dL', '60–170 µg/dL', 'Low'),
      result('hemoglobin', 'Hemoglobin', 13.6, 'g/dL', '12.1–17.2 g/dL', 'Normal'),
    ],
  },
  // 3 of 5 nights under 7 h, average 6 h 48 min.
  sleepHours: [6.5, 7.5, 6, 7.5, 6.5, null],
  recovery: [70, 80, 75, null],
  takenNames: [],
};

describe('the supplement recommendation rules', () => {
  it('gives a badge per finding, with the number behind it, and six picks in order', () => {
    const plan = recommendSupplements(base);
    expect(plan.badges.map((badge) => badge.label)).toEqual([
      'Vitamin D low',
      'Iron low',
      'Sleep optimization',
      'Energy support',
    ]);
    expect(plan.badges[0].detail).toBe(
      'Your vitamin D was 22 ng/mL on March 1, 2026, below the 30–100 ng/mL reference range.',
    );
    expect(plan.badges[2].detail).toBe(
      '3 of your last 5 nights were under 7 hours asleep (average 6 h 48 min).',
    );
    expect(plan.badges[3].detail).toContain('Your recovery averaged 75 over the last 3 days');
    expect(plan.picks.map((pick) => pick.supplement.id)).toEqual([
      'vitamin-d3',
      'iron-bisglycinate',
      'vitamin-c',
      'magnesium-glycinate',
      'l-theanine',
      'b-complex',
    ]);
    expect(plan.picks[1].aiReason).toContain('Your iron was 52 µg/dL');
  });

  it('leaves out what the user already takes, by ingredient', () => {
    const plan = recommendSupplements({
      ...base,
      takenNames: ['Vitamin D 1000 IU', 'Magnesium Citrate'],
    });
    const ids = plan.picks.map((pick) => pick.supplement.id);
    expect(ids).not.toContain('vitamin-d3');
    expect(ids).not.toContain('magnesium-glycinate');
    expect(ids).toHaveLength(6);
  });

  it('with nothing found, fills the six with general choices that say so', () => {
    const plan = recommendSupplements({
      draw: {
        date: '2026-03-01',
        results: [result('iron', 'Iron', 90, 'µg/dL', '60–170 µg/dL', 'Normal')],
      },
      sleepHours: [7.5, 8, 7.2],
      recovery: [85, 90],
      takenNames: ['Omega-3 Fish Oil'],
    });
    expect(plan.badges).toEqual([]);
    expect(plan.picks.map((pick) => pick.supplement.id)).toEqual([
      'probiotic',
      'zinc',
      'multivitamin',
      'vitamin-c',
      'magnesium-glycinate',
      'elderberry',
    ]);
    expect(plan.picks[0].aiReason).toBe(
      'Nothing in your latest blood work (1 result, March 1, 2026) or your last 3 nights calls for it; a common general choice.',
    );
  });
});
