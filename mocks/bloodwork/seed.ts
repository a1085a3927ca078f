import dayjs from 'dayjs';
import { BIOMARKERS, BIOMARKER_IDS, type BiomarkerId } from '@/lib/health/biomarkers';
import type { SeedContext } from '../resource';
import { DATE_FORMAT } from '../health/generate';

/**
 * The demo user's three blood draws over the last year, oldest first. A story a person would
 * recognise: cholesterol and triglycerides come down with a better diet, while vitamin D slides
 * through the autumn and iron drifts below its range, so the latest draw has vitamin D and iron
 * low and everything else within range.
 */
const DEMO_DRAWS: { daysAgo: number; labName: string; values: Record<BiomarkerId, number> }[] = [
  {
    daysAgo: 345,
    labName: 'Riverside Clinical Lab',
    values: {
      hemoglobin: 14.6,
      whiteBloodCells: 6.2,
      vitaminD: 34,
      totalCholesterol: 214,
      hdl: 48,
      ldl: 128,
      triglycerides: 162,
      iron: 84,
      fastingGlucose: 97,
      hba1c: 5.6,
      tsh: 2.4,
      creatinine: 0.98,
    },
  },
  {
    daysAgo: 180,
    labName: 'Riverside Clinical Lab',
    values: {
      hemoglobin: 14.1,
      whiteBloodCells: 7.1,
      vitaminD: 27,
      totalCholesterol: 198,
      hdl: 52,
      ldl: 108,
      triglycerides: 131,
      iron: 67,
      fastingGlucose: 94,
      hba1c: 5.5,
      tsh: 2.1,
      creatinine: 0.95,
    },
  },
  {
    daysAgo: 14,
    labName: 'Riverside Clinical Lab',
    values: {
      hemoglobin: 13.6,
      whiteBloodCells: 6.4,
      vitaminD: 22,
      totalCholesterol: 186,
      hdl: 55,
      ldl: 96,
      triglycerides: 118,
      iron: 52,
      fastingGlucose: 91,
      hba1c: 5.4,
      tsh: 1.9,
      creatinine: 0.96,
    },
  },
];

/** The days before today the demo user's draws were taken, oldest first (tests read them). */
export const DEMO_DRAW_DAYS_AGO = DEMO_DRAWS.map((draw) => draw.daysAgo);

/** Seeds the demo user's draws, dated back from today (`now`). */
export function seedBloodwork({ db, now }: SeedContext): void {
  const userId = 'local_demo';
  DEMO_DRAWS.forEach(({ daysAgo, labName, values }, index) => {
    const drawId = `${userId}:draw:${index + 1}`;
    db.labDraw.create({
      id: drawId,
      userId,
      date: dayjs(now).subtract(daysAgo, 'day').format(DATE_FORMAT),
      labName,
      source: 'seed',
      createdAt: now,
    });
    for (const biomarker of BIOMARKER_IDS) {
      db.labResult.create({
        id: `${drawId}:${biomarker}`,
        drawId,
        userId,
        biomarker,
        value: values[biomarker],
        unit: BIOMARKERS[biomarker].unit,
      });
    }
  });
}
