import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PERSONAS } from '@/lib/demo-accounts';
import { DemoAccounts } from './start-here-parts';

/**
 * The generated parts of the Start here page, rendered as a story so the Storybook test run checks
 * them with axe. Hidden from the sidebar: designers read them on Start here.
 */
const meta: Meta = {
  title: 'Specimens/Start here',
  tags: ['!dev'],
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj;

export const Accounts: Story = {
  render: () => <DemoAccounts />,
  play: async ({ canvasElement }) => {
    // One row per persona, one for the simulated Google account, and the header row.
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(PERSONAS.length + 2);
  },
};
