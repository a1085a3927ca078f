import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { neverAnswers } from './auth-story-helpers';

const meta: Meta = {
  title: 'Auth/Google consent (simulated)',
  parameters: { route: '/api/auth/google' },
};
export default meta;
type Story = StoryObj;

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

export const SigningIn: Story = {
  name: 'Signing in',
  parameters: { msw: [neverAnswers('/api/auth/google/callback')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Allow' }));
    await expect(await canvas.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  },
};

export const Allowed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Allow' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Welcome back, Jordan!' }),
    ).toBeVisible();
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Authentication Failed' }),
    ).toBeVisible();
  },
};
