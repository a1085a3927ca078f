import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, within } from 'storybook/test';
import { screenDocs } from '../support/docs-parameters';

/* The live demo (/preview-dashboard): public, read-only, on the server's sample data. */
const meta: Meta = {
  tags: ['autodocs'],
  title: 'Public site/Live demo',
  parameters: {
    docs: screenDocs(
      'The live demo on the public site: a read-only dashboard with sample data a visitor sees before signing up.',
    ),
    route: '/preview-dashboard',
  },
};
export default meta;
type Story = StoryObj;

/** A visitor opened the live demo from the public site: the sample dashboard, read-only. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Health Score')).toBeVisible();
    await expect(canvas.getByText('Sample data', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign up free' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Add Data/ })).toBeNull();
  },
};

/** The sample data has not arrived yet. */
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

/** The server could not send the sample data; Retry asks again. */
export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { failures: [{ path: '/api/demo/preview-dashboard', status: 500 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The live demo could not be loaded')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
