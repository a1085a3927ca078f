import { BIOMARKERS, BIOMARKER_IDS } from './biomarkers';
import { biomarkerIdOf, checkLabResults, type LabResultInput, type RowError } from './lab-results';

/** The columns a lab results file must have; any others (a range, a flag) are ignored. */
export const LAB_CSV_COLUMNS = ['biomarker', 'value', 'unit'] as const;

/** The downloadable template: every biomarker with its unit and an empty value to fill in. */
export const LAB_CSV_TEMPLATE = [
  LAB_CSV_COLUMNS.join(','),
  ...BIOMARKER_IDS.map((id) => `${BIOMARKERS[id].name},,${BIOMARKERS[id].unit}`),
].join('\n');

export interface ParsedLabCsv {
  /** The rows with a value, in file order, each with its line number. */
  results: (LabResultInput & { row: number })[];
  /** Problems of the file as a whole (no header, a missing column) or of its rows. */
  fileError: string | null;
  rowErrors: RowError[];
}

/** Splits one CSV line, honouring double quotes ("a, b" and "" for a quote). */
function splitLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

/**
 * Reads a lab results file: a header naming biomarker, value and unit (in any order, among other
 * columns), then one result a line. A line without a value is a biomarker not measured and is
 * skipped; every other line is checked as the server checks it.
 */
export function parseLabCsv(text: string): ParsedLabCsv {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const headerIndex = lines.findIndex((line) => line.trim() !== '');
  const empty = { results: [], rowErrors: [] };
  if (headerIndex === -1) return { ...empty, fileError: 'The file is empty.' };
  const header = splitLine(lines[headerIndex]).map((name) => name.toLowerCase());
  const missing = LAB_CSV_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length) {
    return {
      ...empty,
      fileError: `The first line must name the columns biomarker, value and unit (missing: ${missing.join(', ')}).`,
    };
  }
  const [biomarkerAt, valueAt, unitAt] = LAB_CSV_COLUMNS.map((column) => header.indexOf(column));
  const results: ParsedLabCsv['results'] = [];
  lines.forEach((line, index) => {
    if (index <= headerIndex || line.trim() === '') return;
    const cells = splitLine(line);
    const value = cells[valueAt] ?? '';
    if (value === '') return;
    const biomarker = cells[biomarkerAt] ?? '';
    const numeric = Number(value);
    results.push({
      biomarker: biomarkerIdOf(biomarker) ?? biomarker,
      // Text that is not a number stays text, so the row's message can say so.
      value: Number.isFinite(numeric) ? numeric : value,
      unit: cells[unitAt] ?? '',
      row: index + 1,
    });
  });
  if (results.length === 0) {
    return { ...empty, fileError: 'The file has no results: fill in at least one value.' };
  }
  return { results, fileError: null, rowErrors: checkLabResults(results) };
}
