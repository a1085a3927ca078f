import * as yup from 'yup';
import { pastDay } from '../validation';
import { BIOMARKER_IDS } from './biomarkers';

/**
 * A lab draw's rules, shared by Upload Lab Results and the mocked server: the dialog refuses what
 * the server would, with the same words. Each result's own checks (a known biomarker once, a
 * plausible value, its unit) are `checkLabResults`, which the file preview and the server run.
 */
export const LAB_DRAW_MESSAGES = {
  date: 'Choose the date of the draw',
  labName: 'The lab name must be at most 120 characters',
  source: 'source must be manual or upload',
  oneResult: 'Enter at least one result.',
  results: `A draw has at most ${BIOMARKER_IDS.length} results`,
  biomarker: 'A biomarker is named in at most 60 characters',
  unit: 'A unit is at most 20 characters',
  row: 'A row number is a whole number from 1 to 10,000',
} as const;

export const labDrawSchema = yup.object({
  date: pastDay(LAB_DRAW_MESSAGES.date),
  labName: yup.string().trim().max(120, LAB_DRAW_MESSAGES.labName).default(''),
  source: yup
    .string()
    .required(LAB_DRAW_MESSAGES.source)
    .oneOf(['manual', 'upload'], LAB_DRAW_MESSAGES.source),
  results: yup
    .array(
      // Each row's problems are worded by checkLabResults, with the row's number.
      yup.object({
        biomarker: yup.string().max(60, LAB_DRAW_MESSAGES.biomarker).default(''),
        value: yup.mixed<number | string>(),
        unit: yup.string().max(20, LAB_DRAW_MESSAGES.unit).default(''),
        row: yup
          .number()
          .integer(LAB_DRAW_MESSAGES.row)
          .min(1, LAB_DRAW_MESSAGES.row)
          .max(10_000, LAB_DRAW_MESSAGES.row),
      }),
    )
    .required(LAB_DRAW_MESSAGES.oneResult)
    .min(1, LAB_DRAW_MESSAGES.oneResult)
    // Each of the twelve biomarkers at most once.
    .max(BIOMARKER_IDS.length, LAB_DRAW_MESSAGES.results),
});
