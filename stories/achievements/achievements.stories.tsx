import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { screenDocs } from '../support/docs-parameters';

const meta: Meta = {
  tags: ['autodocs'],
  title: 'Screens/Achievements',
  parameters: {
    docs: screenDocs(
      "Achievements: the user's level, progress to the next and the badges unlocked and still to earn.",
    ),
    route: '/achievements',
    session: 'demo',
  },
};
export default meta;
type Story = StoryObj;

/** A user with history: their level, progress and badges. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Level \d$/)).toBeVisible();
    await expect(canvas.getByText('Badges')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: /Progress to level/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Unlocked' }));
    // The tab lives in the address: its panel is drawn once the navigation has happened.
    await expect(await canvas.findByRole('listitem', { name: 'Connected' })).toHaveTextContent(
      /Unlocked on/,
    );
  },
};

/** A new account: level 0 and where to start. */
export const NewUser: Story = {
  name: 'New user',
  parameters: { session: 'new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Level 0')).toBeVisible();
    await expect(canvas.getByText('Where to start')).toBeVisible();
  },
};

/** The achievements have been asked for and have not arrived yet. */
export const Loading: Story = {
  parameters: {
    msw: [
      http.get('/api/achievements', async () => {
        await delay('infinite');
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading your achievements' }),
    ).toBeVisible();
  },
};

/** The server could not answer the first read; Retry asks again. */
export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { failures: [{ path: '/api/achievements', status: 500 }] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Your achievements could not be loaded',
    );
  },
};
