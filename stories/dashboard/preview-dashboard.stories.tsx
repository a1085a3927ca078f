import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, within } from 'storybook/test';

/** The live demo (/preview-dashboard): public, read-only, on the server's sample data. */
const meta: Meta = {
  title: 'Public site/Live demo',
  parameters: { route: '/preview-dashboard' },
};
export default meta;
type Story = StoryObj;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Health Score', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('Sample data', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up free' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Add Data/ })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: [
      http.get('/api/demo/preview-dashboard', async () => {
        await delay('infinite');
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Sample data', { exact: true }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { failures: [{ path: '/api/demo/preview-dashboard', status: 500 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The live demo could not be loaded')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
