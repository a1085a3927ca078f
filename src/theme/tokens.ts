// Relative, not '@/lib/…': Storybook's manager (.storybook/vitalis-theme.ts) bundles these tokens
// with esbuild, which does not know the project's path aliases.
import { SHIMMER_DURATION_S, TOUCH_TARGET_PX } from '../lib/constants';

/** Colours checked for WCAG 2.2 AA contrast: text on surface ≥ 4.5:1, UI parts ≥ 3:1. */
const light = {
  background: '#f6f8fa',
  surface: '#ffffff',
  surfaceMuted: '#eef2f5',
  border: '#d0d7de',
  borderStrong: '#8c959f',
  text: '#1f2328',
  textMuted: '#57606a',
  primary: '#0f766e',
  primaryHover: '#115e59',
  primaryText: '#ffffff',
  primarySoft: '#ccfbf1',
  danger: '#b42318',
  dangerText: '#ffffff',
  dangerSoft: '#fee4e2',
  success: '#146c2e',
  successSoft: '#dafbe1',
  warning: '#8a5300',
  warningSoft: '#fff3cd',
  info: '#0b5cad',
  infoSoft: '#ddf4ff',
  neutral: '#57606a',
  neutralSoft: '#eaeef2',
  focus: '#0b5cad',
  overlay: 'rgba(15, 23, 42, 0.5)',
  skeleton: '#e3e8ee',
  skeletonHighlight: '#f3f6f9',
};

export type Palette = typeof light;

const dark: Palette = {
  background: '#0d1117',
  surface: '#161b22',
  surfaceMuted: '#1f2630',
  border: '#30363d',
  borderStrong: '#6e7681',
  text: '#e6edf3',
  textMuted: '#9da7b3',
  primary: '#2dd4bf',
  primaryHover: '#5eead4',
  primaryText: '#04201d',
  primarySoft: '#11403b',
  danger: '#ff7b72',
  dangerText: '#0d1117',
  dangerSoft: '#3d1716',
  success: '#56d364',
  successSoft: '#12331c',
  warning: '#e3b341',
  warningSoft: '#3a2c0b',
  info: '#79c0ff',
  infoSoft: '#0c2d4a',
  neutral: '#9da7b3',
  neutralSoft: '#262c36',
  focus: '#79c0ff',
  overlay: 'rgba(0, 0, 0, 0.65)',
  skeleton: '#222a35',
  skeletonHighlight: '#2d3643',
};

const shared = {
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  font: {
    family:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
    weight: { regular: 400, medium: 500, bold: 700 },
  },
  shadow: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
    raised: '0 8px 24px rgba(16, 24, 40, 0.18)',
  },
  touchTarget: `${TOUCH_TARGET_PX}px`,
  layout: {
    sidebarWidth: '256px',
    topBarHeight: '64px',
    contentMax: '1200px',
    /** A single centred panel: auth screens, the not-found screen. */
    panelWidth: '28rem',
    dialogWidth: '480px',
    toastWidth: '420px',
    avatarSize: '40px',
  },
  /**
   * `narrow`: the narrowest phones, and a 1280 px window at 400 % zoom (320 CSS px), where the top
   * bar drops its avatar and cards take less padding, so nothing scrolls sideways.
   */
  breakpoint: { desktop: '1024px', tablet: '640px', narrow: '359px' },
  motion: { shimmer: `${SHIMMER_DURATION_S}s`, fast: '120ms' },
  zIndex: { topBar: 20, drawer: 40, toast: 60, tooltip: 70 },
};

export type ThemeMode = 'light' | 'dark';

/** Each mode's theme with its colour values: for what draws with colours rather than styles. */
export const themes = {
  light: { mode: 'light' as ThemeMode, color: light, ...shared },
  dark: { mode: 'dark' as ThemeMode, color: dark, ...shared },
};

/** The CSS custom property that carries a colour token: `textMuted` → `--vt-text-muted`. */
export const colourVariable = (name: string) =>
  `--vt-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/**
 * The theme the styles are written with: every colour is a CSS variable, whose values per mode the
 * global style sets. The same markup and class names then serve both modes, so a page rendered to
 * HTML at build time shows in the visitor's mode before any script runs, and hydrates in it.
 */
export const styleTheme = {
  ...shared,
  color: Object.fromEntries(
    Object.keys(light).map((name) => [name, `var(${colourVariable(name)})`]),
  ) as Record<keyof Palette, string>,
};

export type AppTheme = typeof styleTheme;
