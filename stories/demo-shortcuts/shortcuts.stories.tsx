import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, within } from 'storybook/test';

/**
 * The demo shortcut screens in their waiting state: the login they send through
 * the mocked API is held, so the screen stays as a visitor sees it meanwhile.
 */
const meta: Meta = {
  title: 'Demo tools/Demo shortcuts',
  parameters: {
    msw: [
      http.post('/api/auth/login', async () => {
        await delay('infinite');
      }),
    ],
  },
};
export default meta;
type Story = StoryObj;

function waiting(route: string, text: string): Story {
  return {
    parameters: { route },
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText(text)).toBeVisible();
    },
  };
}

function pressed(route: string, label: string): Story {
  return {
    parameters: { route },
    play: async ({ canvasElement, userEvent }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: label }));
      await expect(canvas.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    },
  };
}

export const QuickLogin: Story = {
  ...pressed('/auth/quick-login', 'Quick Login'),
  name: 'Quick login',
};
export const TestLogin: Story = {
  ...waiting('/auth/test-login', 'Signing in with test access...'),
  name: 'Test login',
};
export const Debug = waiting('/debug', 'Redirecting to the dashboard...');
export const Direct = pressed('/direct', 'Go to Dashboard');
export const MedicalDirect: Story = {
  ...waiting('/medical-direct', 'Logging in...'),
  name: 'Medical direct',
};
export const MedicalBypass: Story = {
  ...waiting('/medical-bypass', 'Bypassing authentication...'),
  name: 'Medical bypass',
};
export const Admin = pressed('/admin', 'Log in as Admin');
export const Instant = waiting('/instant', 'Logging in...');

/** Quick login's failure: the server's message, with a way to try again. */
export const QuickLoginFailed: Story = {
  name: 'Quick login failed',
  parameters: {
    route: '/auth/quick-login',
    msw: [],
    failures: [{ path: '/api/auth/login', status: 503, message: 'The demo server is busy' }],
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Quick Login' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The demo server is busy');
  },
};
