import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { ApiReply } from '@/lib/api/contract';
import { getToken } from '@/lib/auth-token';
import { screenDocs } from '../support/docs-parameters';

type Dashboard = ApiReply<'getDashboard'>;

/** The dashboard as the mocked server answers the story's user, read directly. */
async function readDashboard(): Promise<Dashboard> {
  const response = await fetch('/api/dashboard', {
    headers: { Authorization: `Bearer ${getToken()}` },
  });
  return (await response.json()) as Dashboard;
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta: Meta = {
  tags: ['autodocs'],
  title: 'Screens/Dashboard',
  parameters: {
    docs: screenDocs(
      "The first screen after signing in: today's key readings, alerts, quick actions (add data, join the community) and the week at a glance for the signed-in user.",
    ),
    route: '/dashboard',
    session: 'demo',
  },
};
export default meta;
type Story = StoryObj;

/** The Premium demo user's dashboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => expectDemoData(canvasElement),
};

/** The server's figures, card by card, then a system chosen in the body diagram. */
async function expectDemoData(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const expected = await readDashboard();
  // The first story of the file waits for the lazily loaded shell and screen to compile.
  const cards = await canvas.findByRole('list', { name: 'Health summary' });
  for (const card of expected.cards) {
    const item = within(cards).getByRole('listitem', { name: card.title });
    await expect(item).toHaveTextContent(card.display);
    await expect(item).toHaveTextContent(card.subtitle);
  }
  const heart = expected.bodySystems.find((system) => system.id === 'heart')!;
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${heart.name}: `) }));
  await expect(canvas.getByRole('link', { name: `View ${heart.name} details` })).toBeVisible();
  const alerts = canvas.getByRole('list', { name: 'Health alerts and recommendations' });
  await expect(within(alerts).getAllByRole('listitem')).toHaveLength(expected.alerts.length);
}

/** The user opened Add data and saved without filling it in: each field says what it needs. */
export const AddDataValidation: Story = {
  name: 'Add data dialog: validation',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Data' }));
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save measurement' }));
    await expect(await dialog.findByText('Enter a value')).toBeVisible();
    await userEvent.selectOptions(dialog.getByLabelText('Measurement'), 'Blood pressure');
    await userEvent.type(dialog.getByLabelText('Systolic (mmHg)'), '300');
    await userEvent.type(dialog.getByLabelText('Diastolic (mmHg)'), '20');
    await userEvent.click(dialog.getByRole('button', { name: 'Save measurement' }));
    await expect(
      await dialog.findByText('Systolic pressure must be between 70 and 250 mmHg'),
    ).toBeVisible();
    await expect(
      dialog.getByText('Diastolic pressure must be between 40 and 150 mmHg'),
    ).toBeVisible();
  },
};

/** The user opened the alerts from the bell: the list of current health alerts. */
export const AlertsDialog: Story = {
  name: 'Alerts dialog',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Alerts' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Health alerts' });
    const { alerts } = await readDashboard();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(alerts.length);
  },
};

/** The user chose to join the community: the dialog that explains it and asks to confirm. */
export const JoinCommunity: Story = {
  name: 'Join community dialog',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Join Community' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Join Community' });
    await expect(dialog).toHaveTextContent('not part of this demo');
  },
};

/** A new account: nothing recorded yet, and the way to add the first measurement. */
export const NewUser: Story = {
  name: 'New user',
  parameters: { session: 'new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No health data yet' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Welcome back, Nia!' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Health summary' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Data' }));
    await expect(await body(canvasElement).findByRole('dialog')).toHaveAccessibleName(
      'Add a measurement',
    );
  },
};

/** The dashboard has asked the server for its data and the answer has not come yet. */
export const Loading: Story = {
  parameters: {
    msw: [
      http.get('/api/dashboard', async () => {
        await delay('infinite');
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skeleton = await canvas.findByRole('status', { name: 'Loading your dashboard' });
    await expect(within(skeleton).getAllByTestId('stat-card-skeleton')).toHaveLength(6);
    await expect(within(skeleton).getByTestId('body-diagram-skeleton')).toBeVisible();
    await expect(within(skeleton).getAllByTestId('chart-skeleton').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('heading', { name: 'Welcome back, Alex!' })).toBeVisible();
  },
};

/** The server could not answer the first read; Retry asks again. */
export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { failures: [{ path: '/api/dashboard', method: 'GET', status: 500 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your dashboard could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
