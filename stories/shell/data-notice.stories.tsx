import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataNotice } from '@/app/data-notice';

const meta: Meta<typeof DataNotice> = { title: 'Shell/Demo data notice', component: DataNotice };
export default meta;
type Story = StoryObj<typeof DataNotice>;

export const CorruptStore: Story = {
  args: { state: 'reseeded-corrupt' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Demo data was reset')).toBeVisible();
  },
};

export const OutdatedStore: Story = {
  args: { state: 'reseeded-outdated' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/older version of the app/)).toBeVisible();
  },
};

export const MockingFailed: Story = {
  args: { state: 'mocking-failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The demo server could not start')).toBeVisible();
  },
};
