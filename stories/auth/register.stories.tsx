import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { fillIn, neverAnswers, submit } from './auth-story-helpers';
import { MAIN_FORM_ACCOUNT } from '@/testing/sign-up-fixtures';

const meta: Meta = { title: 'Auth/Register', parameters: { route: '/auth/register' } };
export default meta;
type Story = StoryObj;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('First name (optional)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Open demo outbox' })).toBeVisible();
  },
};

export const RequiredFields: Story = {
  name: 'Required fields',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvas, 'Create Account');
    await expect(await canvas.findByText('Username must be at least 3 characters')).toBeVisible();
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 6 characters')).toBeVisible();
  },
};

export const PasswordsDoNotMatch: Story = {
  name: 'Passwords do not match',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, { ...MAIN_FORM_ACCOUNT, 'Confirm password': 'secret13' });
    await submit(canvas, 'Create Account');
    await expect(await canvas.findByText('Passwords do not match')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { msw: [neverAnswers('/api/auth/register')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, MAIN_FORM_ACCOUNT);
    await submit(canvas, 'Create Account');
    await expect(await canvas.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
  },
};

export const DuplicateEmail: Story = {
  name: 'Duplicate e-mail',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, { ...MAIN_FORM_ACCOUNT, Email: 'demo@vitalis.health' });
    await submit(canvas, 'Create Account');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
  },
};

export const NoConnection: Story = {
  name: 'No connection',
  parameters: { msw: [http.post('/api/auth/register', () => HttpResponse.error())] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, MAIN_FORM_ACCOUNT);
    await submit(canvas, 'Create Account');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An error occurred during signup',
    );
  },
};

export const RegistrationSuccessful: Story = {
  name: 'Registration successful',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, MAIN_FORM_ACCOUNT);
    await submit(canvas, 'Create Account');
    await expect(
      await canvas.findByRole('heading', { name: 'Registration Successful' }),
    ).toBeVisible();
    await expect(canvas.getByText('riley@example.com')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Login' })).toBeVisible();
  },
};
