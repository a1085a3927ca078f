import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataNotice } from '@/app/data-notice';

const meta: Meta<typeof DataNotice> = { title: 'Shell/Demo data notice', component: DataNotice };
export default meta;
type Story = StoryObj<typeof DataNotice>;

const backup = JSON.stringify({ keys: { 'vitalis:mock-db:user': '[{"id": 1}]' } });

export const CorruptStore: Story = {
  args: { state: { state: 'reseeded-corrupt', backup } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Demo data was reset')).toBeVisible();
  },
};

export const OutdatedStore: Story = {
  args: { state: { state: 'reseeded-outdated', backup } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/older version of the app/)).toBeVisible();
  },
};

export const TablesReset: Story = {
  args: { state: { state: 'tables-reset', tables: ['user', 'healthSeries'], backup } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/\(user, health series\)/);
    await expect(canvas.getByRole('button', { name: 'Download the replaced data' })).toBeVisible();
  },
};

export const UpdatedInAnotherTab: Story = {
  args: { state: { state: 'superseded' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This demo was updated in another tab; reload to continue.',
    );
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

export const MockingFailed: Story = {
  args: { state: { state: 'mocking-failed' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The demo server could not start')).toBeVisible();
  },
};
