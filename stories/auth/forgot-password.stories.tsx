import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fillIn, findToast, neverAnswers, submit, toasts } from './auth-story-helpers';
import { screenDocs } from '../support/docs-parameters';

const meta: Meta = {
  tags: ['autodocs'],
  title: 'Auth/Forgot password',
  parameters: {
    docs: screenDocs('Ask for a password-reset e-mail; the link arrives in the demo outbox.'),
    route: '/auth/forgot-password',
  },
};
export default meta;
type Story = StoryObj;

/** A user who forgot their password opens the form from the login. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open demo outbox' })).toBeVisible();
  },
};

/** The user typed something that is not an e-mail address. */
export const InvalidEmail: Story = {
  name: 'Invalid e-mail',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, { Email: 'demo.vitalis.health' });
    await submit(canvas, 'Send Reset Link');
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
  },
};

/** The request was sent and the server has not answered yet. */
export const Submitting: Story = {
  parameters: { msw: [neverAnswers('/api/auth/forgot-password')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, { Email: 'demo@vitalis.health' });
    await submit(canvas, 'Send Reset Link');
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

/** The request was accepted: the user is told to look for the reset e-mail. */
export const CheckYourEmail: Story = {
  name: 'Check your e-mail',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, { Email: 'demo@vitalis.health' });
    await submit(canvas, 'Send Reset Link');
    await expect(await canvas.findByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try a different email' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to login' })).toBeVisible();
    await expect(await findToast(canvasElement, 'Reset link sent')).toBeVisible();
  },
};

/** The user chose to send the reset to another address: back to the form. */
export const TryADifferentEmail: Story = {
  name: 'Try a different e-mail',
  play: async (context) => {
    await CheckYourEmail.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try a different email' }));
    await expect(await canvas.findByLabelText('Email')).toHaveValue('');
  },
};

/** The server could not take the request: the user is asked to try again. */
export const RequestFailed: Story = {
  name: 'Request failed',
  parameters: {
    failures: [{ path: '/api/auth/forgot-password', status: 500 }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, { Email: 'demo@vitalis.health' });
    await submit(canvas, 'Send Reset Link');
    const region = await toasts(canvasElement);
    await expect(await region.findByText('Request failed')).toBeVisible();
    await expect(
      region.getByText('There was a problem processing your request. Please try again.'),
    ).toBeVisible();
  },
};
