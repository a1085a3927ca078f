import type { Palette } from '@/theme/tokens';

export type ColourName = keyof Palette;

/** What a pair carries, and so the WCAG 2.2 minimum it must meet. */
export type PairKind = 'text' | 'ui';

export const MINIMUM_RATIO: Record<PairKind, number> = {
  /** 1.4.3 Contrast (Minimum), body-size text. */
  text: 4.5,
  /** 1.4.11 Non-text Contrast: input borders, focus rings, the parts that identify a control. */
  ui: 3,
};

export interface ColourPair {
  foreground: ColourName;
  background: ColourName;
  kind: PairKind;
  /** Where the app puts this foreground on this background. */
  use: string;
}

/**
 * The foreground/background pairs the app's components use, checked in both themes on the
 * Foundations/Colours page. Colours named only as a background elsewhere (border, skeleton,
 * overlay) are decorative and have no minimum.
 */
/** What each colour is for; a colour added to the palette without a role here fails to compile. */
export const COLOUR_ROLES: Record<ColourName, string> = {
  background: 'The page behind everything',
  surface: 'Cards, panels, dialogs, the top bar',
  surfaceMuted: 'Hover and selected fills, table headers, muted panels',
  border: 'Decorative dividers and card edges (no minimum contrast)',
  borderStrong: 'Borders that identify a control: inputs, secondary buttons, switch track',
  text: 'Body text and headings',
  textMuted: 'Secondary text: hints, captions, timestamps',
  primary: 'Brand teal: primary buttons, links, the current item',
  primaryHover: 'Primary button and links when hovered',
  primaryText: 'Text on a primary fill',
  primarySoft: 'Tinted fill for the current or recommended item',
  danger: 'Destructive actions, errors, out-of-range values',
  dangerText: 'Text on a danger fill',
  dangerSoft: 'Danger alert and badge fill',
  success: 'Confirmations, in-range values',
  successSoft: 'Success alert and badge fill',
  warning: 'Cautions, ratings',
  warningSoft: 'Warning alert and badge fill',
  info: 'Information, glucose series',
  infoSoft: 'Info alert and badge fill',
  neutral: 'Statuses without a judgement',
  neutralSoft: 'Neutral alert and badge fill',
  focus: 'The keyboard focus ring',
  overlay: 'Scrim behind dialogs and the navigation drawer',
  skeleton: 'Loading placeholders',
  skeletonHighlight: 'The shimmer passing over a loading placeholder',
};

export const COLOUR_PAIRS: ColourPair[] = [
  { foreground: 'text', background: 'background', kind: 'text', use: 'Body text on the page' },
  { foreground: 'text', background: 'surface', kind: 'text', use: 'Text on cards, dialogs' },
  {
    foreground: 'text',
    background: 'surfaceMuted',
    kind: 'text',
    use: 'Hovered buttons, selected tabs, table headers',
  },
  {
    foreground: 'textMuted',
    background: 'background',
    kind: 'text',
    use: 'Secondary text on the page',
  },
  { foreground: 'textMuted', background: 'surface', kind: 'text', use: 'Hints, captions on cards' },
  {
    foreground: 'textMuted',
    background: 'surfaceMuted',
    kind: 'text',
    use: 'Captions in muted panels',
  },
  { foreground: 'primary', background: 'surface', kind: 'text', use: 'Links, brand mark' },
  { foreground: 'primary', background: 'background', kind: 'text', use: 'Links on the page' },
  {
    foreground: 'primaryHover',
    background: 'surfaceMuted',
    kind: 'text',
    use: 'Hovered public-site navigation',
  },
  { foreground: 'primaryText', background: 'primary', kind: 'text', use: 'Primary button' },
  {
    foreground: 'primaryText',
    background: 'primaryHover',
    kind: 'text',
    use: 'Primary button, hovered',
  },
  {
    foreground: 'text',
    background: 'primarySoft',
    kind: 'text',
    use: 'Current side-navigation item, highlighted plan',
  },
  { foreground: 'dangerText', background: 'danger', kind: 'text', use: 'Danger button' },
  { foreground: 'danger', background: 'surface', kind: 'text', use: 'Field errors' },
  { foreground: 'success', background: 'surface', kind: 'text', use: 'Ticks, "in range"' },
  { foreground: 'warning', background: 'surface', kind: 'text', use: 'Rating stars, cautions' },
  { foreground: 'text', background: 'infoSoft', kind: 'text', use: 'Info alert and badge' },
  { foreground: 'text', background: 'successSoft', kind: 'text', use: 'Success alert and badge' },
  { foreground: 'text', background: 'warningSoft', kind: 'text', use: 'Warning alert and badge' },
  { foreground: 'text', background: 'dangerSoft', kind: 'text', use: 'Danger alert and badge' },
  { foreground: 'text', background: 'neutralSoft', kind: 'text', use: 'Neutral alert and badge' },
  {
    foreground: 'borderStrong',
    background: 'surface',
    kind: 'ui',
    use: 'Input and secondary-button borders, switch track',
  },
  { foreground: 'focus', background: 'surface', kind: 'ui', use: 'Focus ring on cards' },
  { foreground: 'focus', background: 'background', kind: 'ui', use: 'Focus ring on the page' },
  {
    foreground: 'primary',
    background: 'background',
    kind: 'ui',
    use: 'Primary button edge on the page',
  },
  { foreground: 'danger', background: 'surface', kind: 'ui', use: 'Invalid input border' },
];
