import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { neverAnswers } from './auth-story-helpers';
import { screenDocs } from '../support/docs-parameters';

const meta: Meta = {
  tags: ['autodocs'],
  title: 'Auth/Google consent (simulated)',
  parameters: {
    docs: screenDocs(
      'The simulated Google consent screen of the demo: no real Google account is involved; allowing it signs in the demo Google account.',
    ),
    route: '/api/auth/google',
  },
};
export default meta;
type Story = StoryObj;

/** The user chose Continue with Google: the simulated consent screen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in with Google' }),
    ).toBeVisible();
    await expect(canvas.getByText('Simulated sign-in — no data leaves this browser')).toBeVisible();
    await expect(canvas.getByText('Demo Google account')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Allow' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** The user allowed it and the sign-in is under way. */
export const SigningIn: Story = {
  name: 'Signing in',
  parameters: { msw: [neverAnswers('/api/auth/google/callback')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Allow' }));
    await expect(await canvas.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  },
};

/** Consent given: the demo Google account is signed in and lands on its dashboard. */
export const Allowed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Allow' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Welcome back, Jordan!' }),
    ).toBeVisible();
  },
};

/** The user cancelled: they land on Authentication failed, signed out. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Authentication Failed' }),
    ).toBeVisible();
  },
};
