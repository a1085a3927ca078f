import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { fillIn, neverAnswers, submit } from './auth-story-helpers';
import { MAIN_FORM_ACCOUNT } from '@/testing/sign-up-fixtures';
import { screenDocs } from '../support/docs-parameters';

const meta: Meta = {
  tags: ['autodocs'],
  title: 'Auth/Register',
  parameters: {
    docs: screenDocs(
      'Create an account; after sign-up a verification e-mail lands in the demo outbox.',
    ),
    route: '/auth/register',
  },
};
export default meta;
type Story = StoryObj;

/** A visitor opens sign-up. */
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

/** The visitor submitted the form empty: each field says what it needs. */
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

/** The password and its confirmation differ. */
export const PasswordsDoNotMatch: Story = {
  name: 'Passwords do not match',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, { ...MAIN_FORM_ACCOUNT, 'Confirm password': 'secret13' });
    await submit(canvas, 'Create Account');
    await expect(await canvas.findByText('Passwords do not match')).toBeVisible();
  },
};

/** The visitor submitted and the server has not answered yet. */
export const Submitting: Story = {
  parameters: { msw: [neverAnswers('/api/auth/register')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, MAIN_FORM_ACCOUNT);
    await submit(canvas, 'Create Account');
    await expect(await canvas.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
  },
};

/** An account already exists with this e-mail. */
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

/** The server could not be reached: the visitor is asked to try again. */
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

/** The account was created: the visitor is asked to check their e-mail. */
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
