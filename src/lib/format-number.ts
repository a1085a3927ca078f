export interface NumberFormatOptions {
  /** Fraction digits always shown (default 0): 5 → "5.0" with 1. */
  minimumFractionDigits?: number;
  /** Fraction digits at most, rounded half away from zero (default 3): 72.46 → "72.5" with 1. */
  maximumFractionDigits?: number;
}

/**
 * `value` (not negative) rounded to `fractionDigits`, as its whole and fraction digits. It rounds
 * the number's shortest decimal form (1.0005, not the binary 1.000499…), half away from zero, as
 * Intl does.
 */
function rounded(value: number, fractionDigits: number): [string, string] {
  const [mantissa, exponent] = value.toExponential().split('e');
  const significand = mantissa.replace('.', '');
  const kept = Number(exponent) + 1 + fractionDigits;
  const units =
    kept < 0
      ? 0n
      : BigInt(significand.slice(0, kept).padEnd(kept, '0') || '0') +
        (significand[kept] >= '5' ? 1n : 0n);
  const text = units.toString().padStart(fractionDigits + 1, '0');
  const wholeDigits = text.length - fractionDigits;
  return [text.slice(0, wholeDigits), text.slice(wholeDigits)];
}

/**
 * A number as en-US writes it: "8,432", "72.4", "-3", "5.0". The same text as
 * `new Intl.NumberFormat('en-US', options).format(value)` (tested against it), without Intl: a
 * page's first `Intl.NumberFormat` loads the browser's number-format data, 15–40 ms of the main
 * thread in Chromium here (55–70 ms at 4× CPU), and the mocked API made eight as its modules were
 * evaluated, on every page that starts it (the live demo, the sign-in forms).
 */
export function formatNumber(
  value: number,
  { minimumFractionDigits = 0, maximumFractionDigits = 3 }: NumberFormatOptions = {},
): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  const [whole, fraction] = rounded(Math.abs(value), maximumFractionDigits);
  const digits = fraction.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${grouped}${digits ? `.${digits}` : ''}`;
}

/** Whole numbers: "8,432". */
export const formatInteger = (value: number) => formatNumber(value, { maximumFractionDigits: 0 });

/** Up to one decimal: "72.4", "72". */
export const formatTenths = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });

/** Exactly one decimal: "5.0", "72.4". */
export const formatOneDecimal = (value: number) =>
  formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
