import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta: Meta = { title: 'Shell/Not found', parameters: { route: '/no-such-page' } };
export default meta;

export const NotFound: StoryObj = {
  name: 'Not found',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(canvas.getByText('Did you forget to add the page to the router?')).toBeVisible();
  },
};
