import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fillIn, findToast, neverAnswers, submit, toasts } from './auth-story-helpers';
import { screenDocs } from '../support/docs-parameters';

const meta: Meta = {
  tags: ['autodocs'],
  title: 'Auth/Login',
  parameters: {
    docs: screenDocs(
      'Log in with e-mail and password (or Google); the states cover every answer of the server, the unverified account and the arrival from a verification link.',
    ),
    route: '/auth/login',
  },
};
export default meta;
type Story = StoryObj;

const demo = { Email: 'demo@vitalis.health', Password: 'Demo1234!' };
const unverified = { Email: 'unverified@vitalis.health', Password: 'Demo1234!' };

/** A signed-out user opens the login. */
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

/** The user pressed Log In with both fields empty. */
export const RequiredFields: Story = {
  name: 'Required fields',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvas, 'Log In');
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 6 characters')).toBeVisible();
  },
};

/** The user typed an address that is not an e-mail and a too-short password. */
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

/** The user pressed Log In and the server has not answered yet. */
export const Submitting: Story = {
  parameters: { msw: [neverAnswers('/api/auth/login')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, demo);
    await submit(canvas, 'Log In');
    await expect(await canvas.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
  },
};

/** The e-mail or password is wrong: the server refused them. */
export const WrongPassword: Story = {
  name: 'Wrong password',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, { ...demo, Password: 'not-my-password' });
    await submit(canvas, 'Log In');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};

/** The server could not be reached or failed: the user is asked to try again later. */
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

/** Too many failed attempts in a row: the server makes the user wait. */
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

/** The account exists but its e-mail is not verified yet: the user can resend the link. */
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

/** The user asked to resend the verification e-mail and it is being sent. */
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

/** The verification e-mail was sent again (to the demo outbox). */
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

/** Resending the verification e-mail failed. */
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
    const region = await toasts(context.canvasElement);
    await expect(await region.findByText('Failed to Resend')).toBeVisible();
    await expect(
      region.getByText(
        'There was a problem sending the verification email. Please try again later.',
      ),
    ).toBeVisible();
  },
};

/** The user followed the verification link: the login says the e-mail is verified. */
export const ArrivedVerified: Story = {
  name: 'Arrived from the verification link',
  parameters: { route: '/auth/login?verified=success' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Log In' });
    await expect(await findToast(canvasElement, 'Email verified')).toBeVisible();
  },
};

/** The user followed a verification link for an already verified e-mail. */
export const ArrivedAlreadyVerified: Story = {
  name: 'Arrived from the link, already verified',
  parameters: { route: '/auth/login?verified=already' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Log In' });
    await expect(await findToast(canvasElement, 'Already verified')).toBeVisible();
  },
};

/** The right e-mail and password: the user lands on the dashboard. */
export const LoggedIn: Story = {
  name: 'Logged in',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, demo);
    await submit(canvas, 'Log In');
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Welcome back, Alex!' })).toBeVisible(),
    );
  },
};
