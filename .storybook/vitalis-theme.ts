import { create } from 'storybook/theming';
import { themes } from '../src/theme/tokens';

const { color, font, radius } = themes.light;

/** Storybook's own chrome (the manager and the docs pages) in the app's light tokens. */
export const vitalisTheme = create({
  base: 'light',
  brandTitle: 'Vitalis',
  // Published beside the app (the Storybook under /storybook/), the brand leads back to the app.
  brandUrl: '../',
  brandTarget: '_self',
  colorPrimary: color.primary,
  colorSecondary: color.primary,
  appBg: color.background,
  appContentBg: color.surface,
  appPreviewBg: color.background,
  appBorderColor: color.border,
  appBorderRadius: parseInt(radius.md, 10),
  fontBase: font.family,
  textColor: color.text,
  textMutedColor: color.textMuted,
  textInverseColor: color.primaryText,
  barBg: color.surface,
  barTextColor: color.textMuted,
  barSelectedColor: color.primary,
  barHoverColor: color.primaryHover,
  inputBg: color.surface,
  inputBorder: color.borderStrong,
  inputTextColor: color.text,
  inputBorderRadius: parseInt(radius.sm, 10),
});
