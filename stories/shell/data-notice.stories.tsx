import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataNotice, type StartupState } from '@/app/data-notice';
import { screenDocs } from '../support/docs-parameters';

const backup = JSON.stringify({ keys: { 'vitalis:mock-db:user': '[{"id": 1}]' } });

/** Each start-up the notice tells of, chosen by name in the control. */
const STATES = {
  'reseeded-corrupt': { state: 'reseeded-corrupt', backup },
  'reseeded-outdated': { state: 'reseeded-outdated', backup },
  'tables-reset': { state: 'tables-reset', tables: ['user', 'healthSeries'], backup },
  superseded: { state: 'superseded' },
  'mocking-failed': { state: 'mocking-failed' },
} satisfies Record<string, StartupState>;

const meta = {
  tags: ['autodocs'],
  parameters: {
    docs: screenDocs(
      'The notice the app shows at start-up when the demo data kept in the browser was found damaged, outdated or replaced, or mocking could not start.',
    ),
  },
  title: 'Shell/Demo data notice',
  args: { state: 'reseeded-corrupt' },
  argTypes: {
    state: {
      control: 'select',
      options: Object.keys(STATES),
      description: 'How the demo data was found at start-up.',
    },
  },
  render: ({ state }) => <DataNotice state={STATES[state]} />,
} satisfies Meta<{ state: keyof typeof STATES }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The demo data saved in the browser could not be read: it was reseeded, and a backup offered. */
export const DamagedStore: Story = {
  name: 'Damaged store, re-seeded',
  args: { state: 'reseeded-corrupt' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Demo data was reset')).toBeVisible();
  },
};

/** The saved demo data was from an older version: it was reseeded, and a backup offered. */
export const OutdatedStore: Story = {
  name: 'Outdated store, re-seeded',
  args: { state: 'reseeded-outdated' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/older version of the app/)).toBeVisible();
  },
};

/** Some tables of the saved demo data were reset; the notice names them. */
export const TablesReset: Story = {
  name: 'Damaged tables reset',
  args: { state: 'tables-reset' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/\(user, health series\)/);
    await expect(canvas.getByRole('button', { name: 'Download the replaced data' })).toBeVisible();
  },
};

/** The demo was opened in another tab with newer data: this tab must reload. */
export const UpdatedInAnotherTab: Story = {
  name: 'Updated in another tab',
  args: { state: 'superseded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This demo was updated in another tab; reload to continue.',
    );
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** The mocked server could not start in this browser: the demo cannot load data. */
export const MockingFailed: Story = {
  name: 'Demo server failed to start',
  args: { state: 'mocking-failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The demo server could not start')).toBeVisible();
  },
};
