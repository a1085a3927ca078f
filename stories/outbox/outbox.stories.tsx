import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { sendPasswordResetEmail, sendVerificationEmail } from '@mocks/mail';
import { findUserByEmail } from '@mocks/sessions';

const meta: Meta = { title: 'Demo tools/Demo outbox', parameters: { route: '/outbox' } };
export default meta;
type Story = StoryObj;

function seededUser(email: string) {
  const user = findUserByEmail(email);
  if (!user) throw new Error(`The seed has no account ${email}`);
  return user;
}

export const WithMessages: Story = {
  name: 'With messages',
  parameters: {
    setup: async () => {
      await sendVerificationEmail(seededUser('unverified@vitalis.health'));
      await sendPasswordResetEmail(seededUser('demo@vitalis.health'));
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Messages' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(
      within(list).getByRole('heading', { name: 'Verify your email address' }),
    ).toBeVisible();
    await expect(within(list).getByRole('link', { name: 'Verify email address' })).toBeVisible();
    await expect(within(list).getByRole('link', { name: 'Reset password' })).toBeVisible();
  },
};

export const OpenedFromALink: Story = {
  name: 'Opened from a link',
  parameters: {
    setup: async () => {
      await sendPasswordResetEmail(seededUser('demo@vitalis.health'));
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Reset password' }));
    await expect(await canvas.findByLabelText('New password')).toBeVisible();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Demo outbox' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'No messages yet' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: [
      http.get('/api/demo/outbox', async () => {
        await delay('infinite');
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Refreshing...' })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: {
    failures: [{ path: '/api/demo/outbox', status: 500 }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The outbox could not be loaded',
    );
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  },
};
