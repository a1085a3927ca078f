import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { screenDocs } from '../support/docs-parameters';

const meta: Meta = {
  tags: ['autodocs'],
  title: 'Screens/Connected Devices',
  parameters: {
    docs: screenDocs(
      "Connected Devices: the user's wearables and monitors, their sync, and connecting a new one by OAuth, by hand or by API key.",
    ),
    route: '/connected-devices',
    session: 'demo',
  },
};
export default meta;
type Story = StoryObj;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openDialog(canvasElement: HTMLElement, button = 'Add Device') {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: button }));
  return within(
    await body(canvasElement).findByRole('dialog', { name: 'Connect a Health Device' }),
  );
}

/** The demo user's three devices. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your devices' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('listitem', { name: 'Dexcom G7' })).toHaveTextContent('Active');
    await expect(canvas.getByRole('listitem', { name: 'Dexcom G7' })).toHaveTextContent(
      'Delivers Glucose',
    );
  },
};

/** The user pressed Sync and the device has not answered yet. */
export const Syncing: Story = {
  parameters: {
    msw: [
      http.post('/api/sync-device/:id', async () => {
        await delay('infinite');
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sync Dexcom G7' }));
    await expect(await canvas.findByText('Syncing...')).toBeVisible();
  },
};

/** The sync failed on the server: the device says so and can be synced again. */
export const SyncFailed: Story = {
  name: 'Sync failed',
  parameters: {
    failures: [
      { path: '/api/sync-device/:id', status: 503, message: 'Dexcom is not answering right now.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sync Dexcom G7' }));
    await expect(await body(canvasElement).findByText('Sync Failed')).toBeVisible();
    await expect(
      body(canvasElement).getAllByText('Dexcom is not answering right now.')[0],
    ).toBeVisible();
  },
};

/** The user pressed Connect in the add-device dialog without choosing a device. */
export const SelectionRequired: Story = {
  name: 'Add device dialog: nothing chosen',
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const connect = dialog.getByRole('button', { name: 'Connect Device' });
    await expect(connect).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(connect);
    await expect(await body(canvasElement).findByText('Selection Required')).toBeVisible();
  },
};

/** The oauth path: the browser goes to the provider's (simulated) consent page. */
export const ConnectOAuth: Story = {
  name: 'Connect a device: OAuth',
  parameters: { session: 'new' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Add Your First Device');
    await userEvent.click(dialog.getByRole('tab', { name: 'Glucose Monitors' }));
    await userEvent.click(dialog.getByRole('radio', { name: /Dexcom/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Connect Device' }));
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Connect Dexcom to Vitalis' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Allow' }));
    await expect(await canvas.findByRole('listitem', { name: 'Dexcom G7' })).toHaveTextContent(
      'Never synced',
    );
  },
};

/** The manual path: Apple Health is posted directly. */
export const ConnectManual: Story = {
  name: 'Connect a device: manual',
  parameters: { session: 'new' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Add Your First Device');
    await userEvent.click(dialog.getByRole('radio', { name: /Apple Health/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Connect Device' }));
    await expect(
      await within(canvasElement).findByRole('listitem', { name: 'Apple Health' }),
    ).toBeVisible();
  },
};

/** Connecting a device by its API key, and the key refused for its shape. */
export const ConnectApiKey: Story = {
  name: 'Connect a device: API key refused',
  parameters: { session: 'new' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Add Your First Device');
    await userEvent.click(dialog.getByRole('tab', { name: 'Glucose Monitors' }));
    await userEvent.click(dialog.getByRole('radio', { name: /FreeStyle Libre/ }));
    await userEvent.type(dialog.getByLabelText('FreeStyle Libre API key'), 'not-a-key');
    await userEvent.click(dialog.getByRole('button', { name: 'Connect Device' }));
    await expect(await dialog.findByText(/This is not a FreeStyle Libre API key/)).toBeVisible();
  },
};

/** The provider's (simulated) consent page a user reaches when connecting by OAuth. */
export const ConsentPage: Story = {
  name: 'Provider consent page',
  parameters: { route: '/api/auth/oura?returnTo=%2Fconnected-devices' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Connect Oura to Vitalis' }),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Data Oura will share' })).toBeVisible();
  },
};

/** The user cancelled on the consent page and came back: nothing was connected. */
export const ConsentCancelled: Story = {
  name: 'Provider consent cancelled',
  parameters: { route: '/api/auth/oura?returnTo=%2Fconnected-devices' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(await body(canvasElement).findByText('Connection Failed')).toBeVisible();
    await expect(body(canvasElement).getAllByText('Failed to connect device')[0]).toBeVisible();
  },
};

/** A new account: no devices yet. */
export const Empty: Story = {
  parameters: { session: 'new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No devices connected' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Your First Device' })).toBeVisible();
  },
};

/** The devices have been asked for and have not arrived yet. */
export const Loading: Story = {
  parameters: {
    msw: [
      http.get('/api/connected-devices', async () => {
        await delay('infinite');
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('list', { name: 'Loading your devices' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server could not answer the first read; Retry asks again. */
export const LoadFailed: Story = {
  name: 'Load failed',
  // The catch-up on opening the app answers with the devices list too, and a catch-up that
  // finished before the failed read would show that list instead: the server fails both.
  parameters: {
    failures: [
      { path: '/api/connected-devices', method: 'GET', status: 500 },
      { path: '/api/connected-devices/sync', method: 'POST', status: 500 },
    ],
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to fetch connected devices');
  },
};
