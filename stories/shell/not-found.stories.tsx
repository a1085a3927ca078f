import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenDocs } from '../support/docs-parameters';

const meta: Meta = {
  tags: ['autodocs'],
  title: 'Shell/Not found',
  parameters: {
    docs: screenDocs('The page for an address the app does not know.'),
    route: '/no-such-page',
  },
};
export default meta;

/** The user followed a broken link or typed an address the app does not have. */
export const NotFound: StoryObj = {
  name: 'Not found',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(canvas.getByText('Did you forget to add the page to the router?')).toBeVisible();
  },
};
