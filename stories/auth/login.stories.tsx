import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fillIn, neverAnswers, submit, toasts } from './auth-story-helpers';

const meta: Meta = { title: 'Auth/Login', parameters: { route: '/auth/login' } };
export default meta;
type Story = StoryObj;

const demo = { Email: 'demo@vitalis.health', Password: 'Demo1234!' };
const unverified = { Email: 'unverified@vitalis.health', Password: 'Demo1234!' };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Log in to Vitalis' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open demo outbox' })).toBeVisible();
  },
};

export const RequiredFields: Story = {
  name: 'Required fields',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvas, 'Log In');
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 6 characters')).toBeVisible();
  },
};

export const InvalidValues: Story = {
  name: 'Invalid values',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, { Email: 'demo.vitalis.health', Password: '12345' });
    await submit(canvas, 'Log In');
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 6 characters')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { msw: [neverAnswers('/api/auth/login')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, demo);
    await submit(canvas, 'Log In');
    await expect(await canvas.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
  },
};

export const WrongPassword: Story = {
  name: 'Wrong password',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, { ...demo, Password: 'not-my-password' });
    await submit(canvas, 'Log In');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};

export const ServiceUnavailable: Story = {
  name: 'Service unavailable',
  parameters: {
    msw: [
      http.post('/api/auth/login', () =>
        HttpResponse.json({ message: 'The service is temporarily unavailable.' }, { status: 503 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, demo);
    await submit(canvas, 'Log In');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The service is temporarily unavailable.',
    );
  },
};

export const TooManyAttempts: Story = {
  name: 'Too many attempts',
  parameters: {
    msw: [
      http.post('/api/auth/login', () =>
        HttpResponse.json(
          { message: 'Too many failed login attempts. Please try again in 15 minutes.' },
          { status: 429 },
        ),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, demo);
    await submit(canvas, 'Log In');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many failed login attempts. Please try again in 15 minutes.',
    );
  },
};

export const NeedsVerification: Story = {
  name: 'Needs verification',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, unverified);
    await submit(canvas, 'Log In');
    const notice = await canvas.findByRole('alert');
    await expect(within(notice).getByText('Email verification required')).toBeVisible();
    await expect(
      within(notice).getByRole('button', { name: 'Resend verification email' }),
    ).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Log In' })).toBeDisabled();
  },
};

export const ResendSending: Story = {
  name: 'Resend: sending',
  parameters: { msw: [neverAnswers('/api/auth/resend-verification')] },
  play: async (context) => {
    await NeedsVerification.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend verification email' }));
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

export const ResendSent: Story = {
  name: 'Resend: sent',
  play: async (context) => {
    await NeedsVerification.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend verification email' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'A new verification link is on its way to unverified@vitalis.health.',
    );
  },
};

export const ResendFailed: Story = {
  name: 'Resend: failed',
  parameters: {
    msw: [
      http.post('/api/auth/resend-verification', () => new HttpResponse(null, { status: 500 })),
    ],
  },
  play: async (context) => {
    await NeedsVerification.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend verification email' }));
    const region = toasts(context.canvasElement);
    await expect(await region.findByText('Failed to Resend')).toBeVisible();
    await expect(
      region.getByText(
        'There was a problem sending the verification email. Please try again later.',
      ),
    ).toBeVisible();
  },
};

export const ArrivedVerified: Story = {
  name: 'Arrived from the verification link',
  parameters: { route: '/auth/login?verified=success' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Log In' });
    await expect(await toasts(canvasElement).findByText('Email verified')).toBeVisible();
  },
};

export const ArrivedAlreadyVerified: Story = {
  name: 'Arrived from the link, already verified',
  parameters: { route: '/auth/login?verified=already' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Log In' });
    await expect(await toasts(canvasElement).findByText('Already verified')).toBeVisible();
  },
};

export const LoggedIn: Story = {
  name: 'Logged in',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, demo);
    await submit(canvas, 'Log In');
    await waitFor(
      () => expect(canvas.getByRole('heading', { name: 'Welcome back, Alex!' })).toBeVisible(),
      {
        timeout: 5000,
      },
    );
  },
};
