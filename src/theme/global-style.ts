import { createGlobalStyle } from 'styled-components';
import {
  OTHER_PAGE_ATTRIBUTE,
  SESSION_ATTRIBUTE,
  SIGNED_OUT_ATTRIBUTE,
  THEME_ATTRIBUTE,
} from '../lib/before-paint';
import { colourVariable, styleTheme, themes, type Palette } from './tokens';

const variables = (palette: Palette) =>
  Object.entries(palette)
    .map(([name, value]) => `${colourVariable(name)}: ${value};`)
    .join(' ');

/**
 * Each mode's colours as CSS variables: the mode the page chose (the script before the first paint,
 * then the theme provider, set it on the root element), or the system's when none did.
 */
const modes = `
  :root { color-scheme: light; ${variables(themes.light.color)} }
  :root[${THEME_ATTRIBUTE}='dark'] { color-scheme: dark; ${variables(themes.dark.color)} }
  @media (prefers-color-scheme: dark) {
    :root:not([${THEME_ATTRIBUTE}='light']) { color-scheme: dark; ${variables(themes.dark.color)} }
  }
`;

/**
 * What the system's reduced motion asks of every page (and Storybook's Motion switch applies):
 * motion ends at once; a looping animation (a skeleton's shimmer, a spinner) runs once rather than
 * restarting every 0.01 ms; nothing scrolls smoothly.
 */
export const REDUCED_MOTION_RULES = `
  *, *::before, *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }
`;

const { color, font } = styleTheme;

/**
 * The page's base styles. Written with the one theme's values, not read from the theme provider, so
 * they are static: styled-components keeps the rules a page rendered at build time brought, where
 * it cleared a style with functions in it and inserted it again as the app hydrated (13 of the
 * 35 ms its mount took at 4× CPU).
 */
export const GlobalStyle = createGlobalStyle`
  ${modes}
  /* A visitor who may be signed in does not see signed-out content before the session is known. */
  :root[${SESSION_ATTRIBUTE}] [${SIGNED_OUT_ATTRIBUTE}] { visibility: hidden; }
  /* A page served at another's address stays hidden until the app renders the right one. */
  :root[${OTHER_PAGE_ATTRIBUTE}] #root { visibility: hidden; }
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: ${font.family};
    font-size: ${font.size.md};
    line-height: 1.5;
    background: ${color.background};
    color: ${color.text};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4, p { margin: 0; }
  a { color: ${color.primary}; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) { ${REDUCED_MOTION_RULES} }
`;
