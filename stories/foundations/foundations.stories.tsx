import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ICON_SET from 'virtual:icon-set';
import { themes } from '@/theme/tokens';
import { COLOUR_PAIRS, MINIMUM_RATIO } from './colour-guide';
import { ColourPalette, ContrastTable, pairRatio } from './colours';
import { OtherTokens, RadiusScale, ShadowScale, SpacingScale, TouchTarget } from './layout-tokens';
import { IconGallery } from './icons';
import { FontWeights, TypeScale } from './typography';

/**
 * The specimens the Foundations docs pages show, rendered as stories so the Storybook test run
 * checks them (axe, including the contrast of every text sample) and the tokens behind them. They
 * are hidden from the sidebar: designers read them on the Foundations pages.
 */
const meta: Meta = {
  title: 'Specimens/Foundations',
  tags: ['!dev'],
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj;

export const Palette: Story = {
  render: () => <ColourPalette />,
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows).toHaveLength(Object.keys(themes.light.color).length + 1);
  },
};

export const Contrast: Story = {
  render: () => (
    <>
      <ContrastTable mode="light" />
      <ContrastTable mode="dark" />
    </>
  ),
  play: async ({ canvasElement }) => {
    // The tokens promise WCAG AA; a colour change that breaks a pair fails here.
    for (const mode of ['light', 'dark'] as const) {
      for (const pair of COLOUR_PAIRS) {
        await expect(
          pairRatio(mode, pair),
          `${mode}: ${pair.foreground} on ${pair.background}`,
        ).toBeGreaterThanOrEqual(MINIMUM_RATIO[pair.kind]);
      }
    }
    await expect(within(canvasElement).queryByText(/^Fails/)).toBeNull();
  },
};

export const Typography: Story = {
  render: () => (
    <>
      <TypeScale />
      <FontWeights />
    </>
  ),
};

export const SpacingAndShape: Story = {
  name: 'Spacing and shape',
  render: () => (
    <>
      <SpacingScale />
      <RadiusScale />
      <ShadowScale />
      <TouchTarget />
      <OtherTokens />
    </>
  ),
};

export const Icons: Story = {
  render: () => <IconGallery />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: /icons in use/ });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(Object.keys(ICON_SET).length);
  },
};
