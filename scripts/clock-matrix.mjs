// The tests whose results depend on the date, run again at chosen instants and zones, so the
// suite passes at any hour in any zone (`TEST_NOW` is read by mocks/testing/clock.ts). Each
// instant is a Vitest project of its own (vite.config.ts), named `clock: <now> <zone>`, so one
// Vitest run takes them all beside the unit tests and compiles each file once.
//
// Instants: just after and just before midnight, in the zone furthest ahead of UTC (Kiritimati,
// UTC+14: its date is a day ahead of UTC's for 14 hours) and in one behind it with daylight
// saving (Los Angeles, UTC-8/-7: its date is behind UTC's in the evening), on a Monday (a week
// that has only just begun), on both daylight-saving change days (23- and 25-hour days) and on
// 29 February.
//
// Files: each test file whose result depends on the date says so, and why, in a line among its
// opening comments: `// clock-matrix: <why>` (the annotation travels with the file wherever it
// moves). They are the mocked server's reads and writes over the seeded days (which end "now") and
// the screens that show them without pinning their own time. Tests that pin their own "now" with
// seedAt (glucose, nutrition, health metrics, supplements) and pure formulas give the same result
// at any instant, so they run once, in the normal run.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const CLOCK_INSTANTS = [
  { zone: 'Pacific/Kiritimati', now: '2026-06-15T00:05' }, // Monday, 10:05 UTC the day before
  { zone: 'America/Los_Angeles', now: '2026-03-08T23:55' }, // spring forward, 06:55 UTC next day
  { zone: 'America/Los_Angeles', now: '2026-11-01T00:05' }, // fall back, the 25-hour day
  { zone: 'Pacific/Kiritimati', now: '2028-02-29T23:55' }, // leap day
];

/** The annotation, a line among a test file's opening comments. */
const ANNOTATION = /^\/\/ clock-matrix: \S/;
/** A line meant as the annotation, written otherwise or elsewhere. */
const MEANT = /^\s*\/\/\s*clock[- ]?matrix/i;
/** The folders that hold test files. */
const ROOTS = ['src', 'mocks', 'e2e', 'stories', 'scripts'];
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/** Whether the annotation is among the comment lines `lines` open with. */
function annotated(lines) {
  const code = lines.findIndex((line) => line.trim() !== '' && !line.startsWith('//'));
  return lines.slice(0, code === -1 ? lines.length : code).some((line) => ANNOTATION.test(line));
}

/**
 * The annotated test files under `root` (paths from it, with `/`), which the clock projects run.
 * Throws, naming each file, for a line meant as the annotation that is not one (misspelt, or
 * after the imports) and for an annotated file that `runs` (the unit projects' rule: vite.config.ts)
 * says no unit project takes, so that no file quietly drops out of the matrix.
 */
export function clockFiles(root, runs) {
  const files = [];
  const problems = [];
  for (const folder of ROOTS) {
    for (const entry of readdirSync(path.join(root, folder), { recursive: true })) {
      const file = path.posix.join(folder, entry.split(path.sep).join('/'));
      if (!TEST_FILE.test(file)) continue;
      const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
      if (!annotated(lines)) {
        if (lines.some((line) => MEANT.test(line))) {
          problems.push(`${file}: write "// clock-matrix: <why>" among the opening comment lines`);
        }
      } else if (!runs(file)) {
        problems.push(`${file}: annotated for the clock matrix, but no unit project runs it`);
      } else {
        files.push(file);
      }
    }
  }
  if (problems.length > 0) {
    throw new Error(`The clock matrix (scripts/clock-matrix.mjs):\n${problems.sort().join('\n')}`);
  }
  return files.sort();
}
