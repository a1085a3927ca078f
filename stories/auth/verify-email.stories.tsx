import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenDocs } from '../support/docs-parameters';

const meta: Meta = {
  tags: ['autodocs'],
  parameters: {
    docs: screenDocs('The result page after e-mail verification, with a link to log in.'),
  },
  title: 'Auth/Verify email result',
};
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

/** The verification succeeded. */
export const Verified: Story = {
  ...result(
    'success',
    'Email Verified',
    'Your email address has been verified. You can now log in to your account.',
  ),
  name: 'Verified',
};

/** The user followed the link again after the e-mail was verified. */
export const AlreadyVerified: Story = {
  ...result(
    'already',
    'Already Verified',
    'Your email address was already verified. You can log in to your account.',
  ),
  name: 'Already verified',
};

/** The link could not be used: the user is asked to try again or contact support. */
export const VerificationFailed: Story = {
  ...result(
    'error',
    'Verification Failed',
    'We encountered a problem verifying your email. Please try again or contact support.',
  ),
  name: 'Verification failed',
};
