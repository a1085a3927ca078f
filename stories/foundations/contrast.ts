/** WCAG 2.2 contrast (success criteria 1.4.3 and 1.4.11), for the opaque `#rrggbb` colours. */

function channels(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Contrast needs an opaque #rrggbb colour, got ${hex}`);
  return [match[1], match[2], match[3]].map((part) => parseInt(part, 16)) as [
    number,
    number,
    number,
  ];
}

/** Relative luminance as WCAG defines it: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (none) to 21 (black on white), in either order. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  );
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The ratio as WCAG reports it, truncated (not rounded) to two decimals, so a pair shown as 4.50
 * really passes 4.5:1.
 */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
