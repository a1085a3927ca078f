import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { fillIn, neverAnswers, submit } from './auth-story-helpers';
import { screenDocs } from '../support/docs-parameters';

/** A link as the reset e-mail carries it; the token is checked only on submit. */
const LINK = '/auth/reset-password?token=story-token&email=demo%40vitalis.health';

const meta: Meta = {
  tags: ['autodocs'],
  title: 'Auth/Reset password',
  parameters: {
    docs: screenDocs(
      'Choose a new password from the link of a reset e-mail; the rules are checked as the user types and the token on submit.',
    ),
    route: LINK,
  },
};
export default meta;
type Story = StoryObj;

/** A story that types a new password (and its confirmation) and submits it. */
const withPassword = (password: string, expected: string, confirm = password): Story => ({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, { 'New password': password, 'Confirm new password': confirm });
    await submit(canvas, 'Reset Password');
    await expect(await canvas.findByText(expected)).toBeVisible();
  },
});

/** The user opened the link of a reset e-mail: the new-password form. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
    await expect(canvas.getByText('demo@vitalis.health')).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toBeVisible();
  },
};

/** The page was opened without the token of a reset link: it points back to Forgot password. */
export const MissingToken: Story = {
  name: 'Missing token',
  parameters: { route: '/auth/reset-password?email=demo%40vitalis.health' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Invalid or missing reset token or email. Please request a new password reset link.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByLabelText('New password')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  },
};

export const TooShort: Story = {
  ...withPassword('Ab1', 'Password must be at least 8 characters'),
  name: 'Too short',
};
export const NoUppercase: Story = {
  ...withPassword('lowercase1', 'Password must contain at least one uppercase letter'),
  name: 'No uppercase letter',
};
export const NoLowercase: Story = {
  ...withPassword('UPPERCASE1', 'Password must contain at least one lowercase letter'),
  name: 'No lowercase letter',
};
export const NoNumber: Story = {
  ...withPassword('NoDigitsHere', 'Password must contain at least one number'),
  name: 'No number',
};
export const PasswordsDoNotMatch: Story = {
  ...withPassword('Fresh2026pw', "Passwords don't match", 'Fresh2026px'),
  name: 'Passwords do not match',
};

/** The new password was sent and the server has not answered yet. */
export const Submitting: Story = {
  parameters: { msw: [neverAnswers('/api/auth/reset-password')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, { 'New password': 'Fresh2026pw', 'Confirm new password': 'Fresh2026pw' });
    await submit(canvas, 'Reset Password');
    await expect(
      await canvas.findByRole('button', { name: 'Resetting password...' }),
    ).toBeDisabled();
  },
};

/** The reset link is unknown or was used already: the new password is refused. */
export const InvalidLink: Story = {
  ...withPassword(
    'Fresh2026pw',
    'This password reset link is invalid or has already been used. Please request a new one.',
  ),
  name: 'Invalid link',
};

/** The link has expired: the user must ask for a new one. */
export const ExpiredLink: Story = {
  ...withPassword('Fresh2026pw', 'This password reset link has expired. Please request a new one.'),
  name: 'Expired link',
  parameters: {
    msw: [
      http.post('/api/auth/reset-password', () =>
        HttpResponse.json(
          { message: 'This password reset link has expired. Please request a new one.' },
          { status: 400 },
        ),
      ),
    ],
  },
};

/** The server could not be reached: the user is asked to try again. */
export const NoConnection: Story = {
  ...withPassword('Fresh2026pw', 'An unexpected error occurred. Please try again later.'),
  name: 'No connection',
  parameters: { msw: [http.post('/api/auth/reset-password', () => HttpResponse.error())] },
};

/** The password was changed: the user can log in with it. */
export const PasswordResetComplete: Story = {
  ...withPassword('Fresh2026pw', 'Password Reset Complete'),
  name: 'Password reset complete',
  parameters: {
    msw: [
      http.post('/api/auth/reset-password', () =>
        HttpResponse.json({ message: 'Your password has been reset. You can now log in.' }),
      ),
    ],
  },
};
