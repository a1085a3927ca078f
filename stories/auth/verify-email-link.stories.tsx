import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { neverAnswers } from './auth-story-helpers';
import { screenDocs } from '../support/docs-parameters';

/* The link of a verification e-mail; the token is redeemed as soon as the page opens. */
const meta: Meta = {
  tags: ['autodocs'],
  title: 'Auth/Verify email link',
  parameters: {
    docs: screenDocs(
      "The page a verification e-mail's link opens: it redeems the token at once and says how it went.",
    ),
    route: '/auth/verify?token=story-token',
  },
};
export default meta;
type Story = StoryObj;

/** The user opened the link of a verification e-mail and the server is checking it. */
export const Verifying: Story = {
  parameters: { msw: [neverAnswers('/api/auth/verify-email')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Verifying your email' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Verifying your email' })).toBeVisible();
  },
};

/** The link was valid: the e-mail is verified. */
export const Verified: Story = {
  parameters: {
    msw: [http.post('/api/auth/verify-email', () => HttpResponse.json({ status: 'success' }))],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Email Verified' }),
    ).toBeVisible();
  },
};

/** The verification link is unknown or was used already: the user is told it failed. */
export const InvalidLink: Story = {
  name: 'Invalid link',
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Verification Failed' }),
    ).toBeVisible();
  },
};
