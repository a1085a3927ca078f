import {
  BIOMARKERS,
  BIOMARKER_IDS,
  biomarkerStatus,
  inGlucoseUnit,
  isBiomarkerId,
  referenceRangeText,
  type BiomarkerId,
  type BiomarkerStatus,
  type ReferenceRange,
} from '@/lib/health/biomarkers';
import { retestDateOf } from '@/lib/health/lab-results';
import { db } from '../db';
import { unitOf } from '../glucose/glucose-history';

/** One result as the screens and other areas (supplements) read it, with its computed status. */
export interface LabResultView {
  biomarker: BiomarkerId;
  name: string;
  value: number;
  unit: string;
  range: ReferenceRange;
  /** The range as printed: "30–100 ng/mL". */
  referenceRange: string;
  status: BiomarkerStatus;
}

export type LabDrawSource = 'seed' | 'manual' | 'upload' | 'provider';

export interface LabDrawView {
  id: string;
  date: string;
  labName: string;
  source: LabDrawSource;
  /** In the product's order of biomarkers. */
  results: LabResultView[];
}

function resultsOf(drawId: string): LabResultView[] {
  return db.labResult
    .findMany({ where: { drawId: { equals: drawId } } })
    .filter((record) => isBiomarkerId(record.biomarker))
    .sort(
      (a, b) =>
        BIOMARKER_IDS.indexOf(a.biomarker as BiomarkerId) -
        BIOMARKER_IDS.indexOf(b.biomarker as BiomarkerId),
    )
    .map((record) => {
      const biomarker = record.biomarker as BiomarkerId;
      const { name, unit, range } = BIOMARKERS[biomarker];
      return {
        biomarker,
        name,
        value: record.value,
        unit,
        range,
        referenceRange: referenceRangeText(range, unit),
        status: biomarkerStatus(record.value, range),
      };
    });
}

/** The user's draws with their results, newest first (by draw date, then by entry). */
export function drawsOf(userId: string): LabDrawView[] {
  return db.labDraw
    .findMany({ where: { userId: { equals: userId } } })
    .sort((a, b) => b.date.localeCompare(a.date) || b.createdAt - a.createdAt)
    .map((draw) => ({
      id: draw.id,
      date: draw.date,
      labName: draw.labName,
      source: draw.source as LabDrawSource,
      results: resultsOf(draw.id),
    }));
}

/** The user's draws as the API shows them: fasting glucose in the user's glucose unit. */
export function shownDrawsOf(userId: string): LabDrawView[] {
  const unit = unitOf(userId);
  return drawsOf(userId).map((draw) => ({
    ...draw,
    results: draw.results.map((result) => inGlucoseUnit(result, unit)),
  }));
}

/** The user's latest draw with its results and their statuses, or null without any. */
export function latestDrawOf(userId: string): LabDrawView | null {
  return drawsOf(userId)[0] ?? null;
}

/** The retest of the latest draw, and whether the user set it as a reminder; null without draws. */
export function followUpOf(userId: string, latest = latestDrawOf(userId)) {
  if (!latest) return null;
  const reminder = db.labFollowUp.findFirst({
    where: { id: { equals: retestReminderId(userId) } },
  });
  return {
    retestDate: retestDateOf(latest.date),
    // A reminder follows up the draw it was set for; a newer draw is that retest.
    reminderSet: reminder?.drawId === latest.id,
  };
}

export const retestReminderId = (userId: string) => `${userId}:retest`;
