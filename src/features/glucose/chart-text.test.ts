import { describe, expect, it } from 'vitest';
import { agpSummary, curveSummary, dayTrendSummary } from './chart-text';

describe('glucose chart summaries', () => {
  it("words a day's trace: the date, lowest, highest, latest and the target band", () => {
    // Readings every 5 minutes from midnight; the sensor stopped after 00:25.
    const readings = [100, 92, null, 150, 150, 120, null, null];
    expect(dayTrendSummary(readings, '2026-03-04', 'mg/dL')).toBe(
      'On March 4, 2026 your glucose ranged from 92 mg/dL at 00:05 to 150 mg/dL at 00:15; the latest reading was 120 mg/dL at 00:25; the target band is 70–180 mg/dL.',
    );
    expect(dayTrendSummary(readings, '2026-03-04', 'mmol/L')).toBe(
      'On March 4, 2026 your glucose ranged from 5.1 mmol/L at 00:05 to 8.3 mmol/L at 00:15; the latest reading was 6.7 mmol/L at 00:25; the target band is 3.9–10.0 mmol/L.',
    );
    expect(dayTrendSummary([null, null], '2026-03-04', 'mg/dL')).toBe(
      'No glucose readings on March 4, 2026.',
    );
  });

  it('words the AGP: median lowest and highest by time of day, the 5–95 spread and the band', () => {
    const slot = (minute: number, p50: number, p5: number, p95: number) => ({
      minute,
      p5,
      p25: p50 - 10,
      p50,
      p75: p50 + 10,
      p95,
    });
    const agp = [slot(0, 88, 60, 140), slot(15, 143, 70, 171), slot(30, 88, 54, 150)];
    expect(agpSummary(agp, 14, 'mg/dL')).toBe(
      'Over the last 14 days your median glucose was lowest around 00:00 (88 mg/dL) and highest around 00:15 (143 mg/dL); 90% of readings at any time of day lay within 54–171 mg/dL; the target band is 70–180 mg/dL.',
    );
  });

  it("words a meal's curve from 30 minutes before it to 2 hours after", () => {
    // -30, -25, … min: the lowest 5 min before the meal, the peak 25 min after it.
    const curve = [95, 94, 93, 92, 91, 90, 96, 110, 125, 135, 140, 141, 138, 130, null];
    expect(curveSummary(curve, 'mg/dL')).toBe(
      'Lowest 90 mg/dL 5 min before, highest 141 mg/dL 25 min after, latest 130 mg/dL 35 min after; the target band is 70–180 mg/dL.',
    );
    expect(curveSummary([null], 'mg/dL')).toBe('No readings around this meal.');
  });
});
