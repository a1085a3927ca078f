import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { fillIn, neverAnswers, submit, toasts } from './auth-story-helpers';
import { VARIANT_FORM_ACCOUNT } from '@/testing/sign-up-fixtures';
import { screenDocs } from '../support/docs-parameters';

const meta: Meta = {
  tags: ['autodocs'],
  title: 'Auth/Register (second variant)',
  parameters: {
    docs: screenDocs(
      'The second sign-up form, at /register: the same account creation with a different layout.',
    ),
    route: '/register',
  },
};
export default meta;
type Story = StoryObj;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Join Vitalis' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('First name')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  },
};

export const RequiredFields: Story = {
  name: 'Required fields',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submit(canvas, 'Create Account');
    await expect(await canvas.findByText('First name is required')).toBeVisible();
    await expect(canvas.getByText('Last name is required')).toBeVisible();
    await expect(canvas.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(canvas.getByText('Invalid email address')).toBeVisible();
    await expect(canvas.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(canvas.getByText('Confirm password is required')).toBeVisible();
  },
};

export const PasswordsDoNotMatch: Story = {
  name: 'Passwords do not match',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, { ...VARIANT_FORM_ACCOUNT, 'Confirm password': 'secret13' });
    await submit(canvas, 'Create Account');
    await expect(await canvas.findByText("Passwords don't match")).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { msw: [neverAnswers('/api/auth/register')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, VARIANT_FORM_ACCOUNT);
    await submit(canvas, 'Create Account');
    await expect(await canvas.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
  },
};

export const DuplicateEmail: Story = {
  name: 'Duplicate e-mail',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, { ...VARIANT_FORM_ACCOUNT, Email: 'demo@vitalis.health' });
    await submit(canvas, 'Create Account');
    const region = await toasts(canvasElement);
    await expect(await region.findByText('Registration failed')).toBeVisible();
    await expect(region.getByText('An account with this email already exists.')).toBeVisible();
  },
};

export const NoConnection: Story = {
  name: 'No connection',
  parameters: { msw: [http.post('/api/auth/register', () => HttpResponse.error())] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, VARIANT_FORM_ACCOUNT);
    await submit(canvas, 'Create Account');
    const region = await toasts(canvasElement);
    await expect(await region.findByText('Registration failed')).toBeVisible();
    await expect(region.getByText('Failed to register. Please try again.')).toBeVisible();
  },
};

export const RegistrationSuccessful: Story = {
  name: 'Registration successful',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, VARIANT_FORM_ACCOUNT);
    await submit(canvas, 'Create Account');
    await expect(
      await canvas.findByRole('heading', { name: 'Registration Successful' }),
    ).toBeVisible();
    await expect(canvas.getByText('noor@example.com')).toBeVisible();
  },
};
