import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { neverAnswers } from './auth-story-helpers';

/** The link of a verification e-mail; the token is redeemed as soon as the page opens. */
const meta: Meta = {
  title: 'Auth/Verify email link',
  parameters: { route: '/auth/verify?token=story-token' },
};
export default meta;
type Story = StoryObj;

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

/** The seeded database knows no such token, so the real handler refuses it. */
export const InvalidLink: Story = {
  name: 'Invalid link',
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Verification Failed' }),
    ).toBeVisible();
  },
};
