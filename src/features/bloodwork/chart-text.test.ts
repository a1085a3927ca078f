// clock-matrix: it reads dates in the zone it runs in, which must not change them.
import { describe, expect, it } from 'vitest';
import { biomarkerTrendSummary } from './chart-text';

describe("a biomarker's trend chart in words", () => {
  it('names the span, the unit, the lowest, highest and latest result and the reference range', () => {
    const points = [
      { x: '2025-03-03', y: 22 },
      { x: '2025-09-10', y: 35.5 },
      { x: '2026-03-03', y: 31 },
    ];
    expect(biomarkerTrendSummary('Vitamin D', points, 'ng/mL', '30–100 ng/mL')).toBe(
      'Vitamin D in ng/mL across 3 tests from Mar 2025 to Mar 2026: lowest 22 in Mar 2025, highest 35.5 in Sep 2025, latest 31 in Mar 2026; the shaded reference range is 30–100 ng/mL.',
    );
  });
});
