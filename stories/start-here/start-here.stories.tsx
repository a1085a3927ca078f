import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PERSONAS } from '@/lib/demo-accounts';
import preview from '../../.storybook/preview';
import {
  DemoAccounts,
  FIXED_VIEWPORT_OR_THEME,
  FixedViewportOrTheme,
  ScreensInOrder,
  screensInSidebar,
  screensInTheApp,
  ToolbarSwitches,
} from './start-here-parts';

/**
 * The generated parts of the Start here page, rendered as stories so the Storybook test run checks
 * them with axe, and checks that the sidebar follows the app. Hidden from the sidebar: designers
 * read them on Start here.
 */
const meta: Meta = {
  title: 'Specimens/Start here',
  tags: ['!dev'],
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj;

const storySort = preview.parameters?.options?.storySort as { order?: unknown } | undefined;

export const Accounts: Story = {
  render: () => <DemoAccounts />,
  play: async ({ canvasElement }) => {
    // One row per persona, one for the simulated Google account, and the header row.
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(PERSONAS.length + 2);
  },
};

/** The Screens group lists the app's signed-in screens as its side navigation does. */
export const ScreensOrder: Story = {
  name: 'Screens order',
  render: () => <ScreensInOrder order={storySort?.order} />,
  play: async ({ canvasElement }) => {
    await expect(screensInSidebar(storySort?.order)).toEqual(screensInTheApp());
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(
      screensInTheApp().length,
    );
  },
};

export const Toolbar: Story = {
  render: () => (
    <ToolbarSwitches
      globalTypes={preview.globalTypes ?? {}}
      viewports={preview.parameters?.viewport.options}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of [
      'Persona',
      'Plan',
      'Glucose unit',
      'Latency',
      'Fail first read',
      'Motion',
    ]) {
      await expect(canvas.getByRole('rowheader', { name })).toBeVisible();
    }
  },
};

export const FixedStories: Story = {
  name: 'Fixed stories',
  render: () => <FixedViewportOrTheme />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(
      FIXED_VIEWPORT_OR_THEME.length + 1,
    );
  },
};
