import { primaryKey } from '@mswjs/data';
import { BIOMARKERS, BIOMARKER_IDS, type BiomarkerId } from '@/lib/health/biomarkers';
import { day, id, instant, isBetween, oneOf, text } from '../record-rules';
import { defineResource } from '../resource';
import { seedBloodwork } from './seed';

const biomarkerOf = (record: { biomarker?: unknown }) =>
  BIOMARKERS[record.biomarker as BiomarkerId] as (typeof BIOMARKERS)[BiomarkerId] | undefined;

/** Lab draws, each with its results, and the retest reminder after the latest. */
const bloodwork = defineResource({
  tables: {
    labDraw: {
      model: {
        id: primaryKey(String),
        userId: String,
        /** The day the blood was drawn, YYYY-MM-DD. */
        date: String,
        labName: String,
        /** 'seed', 'manual' (the entry form), 'upload' (a CSV file) or 'provider' (simulated sync). */
        source: String,
        createdAt: Number,
      },
      rules: {
        id,
        userId: id,
        date: day,
        labName: text(120),
        source: oneOf(['seed', 'manual', 'upload', 'provider']),
        createdAt: instant,
      },
      label: 'Blood draws',
      example: (userId, fields) => ({
        id: `${userId}:draw:example`,
        userId,
        date: '2026-01-15',
        labName: 'Quest Diagnostics',
        source: 'manual',
        createdAt: 0,
        ...fields,
      }),
    },
    labResult: {
      model: {
        id: primaryKey(String),
        drawId: String,
        userId: String,
        /** A key of BIOMARKERS (src/lib/health/biomarkers.ts); the status is computed, never stored. */
        biomarker: String,
        value: Number,
        unit: String,
      },
      rules: {
        id,
        drawId: id,
        userId: id,
        biomarker: oneOf(BIOMARKER_IDS),
        value: (value: number, record) => {
          const biomarker = biomarkerOf(record);
          return !!biomarker && isBetween(value, biomarker.plausible.min, biomarker.plausible.max);
        },
        // Stored in the biomarker's own unit, whatever spelling the entry used.
        unit: (value: string, record) => biomarkerOf(record)?.unit === value,
      },
      label: 'Lab results',
      example: (
        userId,
        { biomarker = 'vitaminD', drawId = `${userId}:draw:example`, ...fields },
      ) => ({
        id: `${drawId}:${biomarker}`,
        drawId,
        userId,
        biomarker,
        value: 32,
        unit: biomarkerOf({ biomarker })?.unit ?? '',
        ...fields,
      }),
    },
    labFollowUp: {
      model: {
        /** One retest reminder per user: `{userId}:retest`. */
        id: primaryKey(String),
        userId: String,
        /** The draw it follows up, and the retest day (YYYY-MM-DD). */
        drawId: String,
        dueDate: String,
        createdAt: Number,
      },
      rules: { id, userId: id, drawId: id, dueDate: day, createdAt: instant },
      label: 'Lab follow-ups',
      example: (userId, fields) => ({
        id: `${userId}:retest`,
        userId,
        drawId: `${userId}:draw:example`,
        dueDate: '2026-04-15',
        createdAt: 0,
        ...fields,
      }),
    },
  },
  seed: seedBloodwork,
});

export default bloodwork;

declare module '../resources' {
  interface Resources {
    bloodwork: typeof bloodwork;
  }
}
