import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenDocs } from '../support/docs-parameters';

const meta: Meta = {
  tags: ['autodocs'],
  title: 'Auth/Authentication failed',
  parameters: {
    docs: screenDocs(
      'Where a failed sign-in with a provider ends: it says so and offers the way back to the login.',
    ),
    route: '/auth/error',
  },
};
export default meta;

/** A provider sign-in (Google) failed or was refused: the user is sent here and back to the login. */
export const AuthenticationFailed: StoryObj = {
  name: 'Authentication failed',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Authentication Failed' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        "We couldn't log you in with Google. This could be due to a temporary issue or because you denied permission.",
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  },
};
