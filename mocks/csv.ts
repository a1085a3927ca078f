/** Characters that make a spreadsheet read a cell as a formula (OWASP, CSV Injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break. Text starting
 * with = + - @ tab or carriage return gets a leading single quote, as OWASP's CSV injection
 * guidance says, so a spreadsheet shows it instead of running it. A number is written as it is:
 * its text (-5, 1.5e-7) cannot be a formula, and a prefixed -5 would be text that no sum counts.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const raw = typeof value === 'object' ? JSON.stringify(value) : String(value);
  const text = FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
