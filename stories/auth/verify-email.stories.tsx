import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta: Meta = { title: 'Auth/Verify email result' };
export default meta;
type Story = StoryObj;

const result = (verified: string, title: string, message: string): Story => ({
  parameters: { route: `/auth/verify-email?verified=${verified}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toBeVisible();
  },
});

export const Verified: Story = {
  ...result(
    'success',
    'Email Verified',
    'Your email address has been verified. You can now log in to your account.',
  ),
  name: 'Verified',
};

export const AlreadyVerified: Story = {
  ...result(
    'already',
    'Already Verified',
    'Your email address was already verified. You can log in to your account.',
  ),
  name: 'Already verified',
};

export const VerificationFailed: Story = {
  ...result(
    'error',
    'Verification Failed',
    'We encountered a problem verifying your email. Please try again or contact support.',
  ),
  name: 'Verification failed',
};
