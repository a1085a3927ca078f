import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decodePoints } from '@/lib/health/series';
import { renderApp } from '@/testing/render-app';
import { renderStory } from '@/testing/render-story';
import meta, { LoadFailed } from '../../../stories/devices/connected-devices.stories';
import { db } from '@mocks/db';
import { clearInjectedFailures } from '@mocks/failures';
import { signIn } from '@mocks/testing/fixtures';

const glucoseReadings = (userId: string) =>
  db.healthSeries
    .findMany({ where: { userId: { equals: userId }, series: { equals: 'glucose' } } })
    .reduce((sum, r) => sum + decodePoints(r.values).filter((v) => v !== null).length, 0);

describe('Connected Devices', () => {
  // A long journey through three screens: given room on a loaded machine.
  it(
    'links Dexcom through its consent page, syncs its readings in, and stops them on disconnect',
    { timeout: 40_000 },
    async () => {
      const { userId } = await signIn('new');
      const { user, router } = renderApp('/connected-devices');
      expect(
        await screen.findByRole('heading', { name: 'No devices connected' }),
      ).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Add Your First Device' }));
      const dialog = await screen.findByRole('dialog', { name: 'Connect a Health Device' });
      const connect = within(dialog).getByRole('button', { name: 'Connect Device' });
      expect(connect).toHaveAttribute('aria-disabled', 'true');
      await user.click(connect);
      expect(await screen.findByText('Please select a device provider.')).toBeInTheDocument();

      await user.click(within(dialog).getByRole('tab', { name: 'Glucose Monitors' }));
      await user.click(within(dialog).getByRole('radio', { name: /Dexcom/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Connect Device' }));

      // The browser goes to the provider's authorization page (an app route while mocking).
      await waitFor(() => expect(router.state.location.pathname).toBe('/api/auth/dexcom'));
      expect(
        await screen.findByRole('heading', { name: 'Connect Dexcom to Vitalis' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Glucose readings every 5 minutes')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Allow' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/connected-devices'));
      expect(
        await screen.findByText('Your device has been successfully connected.'),
      ).toBeInTheDocument();
      const card = await screen.findByRole('listitem', { name: 'Dexcom G7' });
      expect(card).toHaveTextContent('Never synced');
      expect(card).toHaveTextContent('Active');
      expect(router.state.location.search).toBe('');

      expect(glucoseReadings(userId)).toBe(0);
      await user.click(within(card).getByRole('button', { name: 'Sync Dexcom G7' }));
      expect(
        await screen.findByText(/Your device data has been successfully synchronized\./),
      ).toBeInTheDocument();
      const readings = glucoseReadings(userId);
      expect(readings).toBeGreaterThan(1000);
      await waitFor(() =>
        expect(screen.getByRole('listitem', { name: 'Dexcom G7' })).toHaveTextContent(
          `Last sync: ${readings.toLocaleString('en-US')} new glucose readings`,
        ),
      );

      await user.click(screen.getByRole('button', { name: 'Disconnect Dexcom G7' }));
      expect(
        await screen.findByText('Your device has been successfully disconnected.'),
      ).toBeInTheDocument();
      expect(
        await screen.findByRole('heading', { name: 'No devices connected' }),
      ).toBeInTheDocument();
      expect(glucoseReadings(userId)).toBe(readings);
    },
  );

  it('returns with the failure when the consent is cancelled', async () => {
    await signIn('new');
    const { user, router } = renderApp('/api/auth/fitbit?returnTo=%2Fconnected-devices');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/connected-devices'));
    expect(await screen.findByText('Connection Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to connect device')).toBeInTheDocument();
  });

  it('asks an api_key provider for its key, and shows the server refusing a bad one', async () => {
    await signIn('new');
    const { user } = renderApp('/connected-devices');
    await user.click(await screen.findByRole('button', { name: 'Add Your First Device' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'Heart Rate Monitors' }));
    await user.click(within(dialog).getByRole('radio', { name: /Wahoo/ }));
    await user.type(within(dialog).getByLabelText('Wahoo API key'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Connect Device' }));
    expect(await within(dialog).findByText(/This is not a Wahoo API key/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Wahoo API key'));
    await user.type(within(dialog).getByLabelText('Wahoo API key'), 'a'.repeat(40));
    await user.click(within(dialog).getByRole('button', { name: 'Connect Device' }));
    expect(await screen.findByRole('listitem', { name: 'Wahoo TICKR' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows each device's catch-up on opening the app, though the list was read before it", async () => {
    await signIn('demo');
    renderApp('/connected-devices');
    const list = await screen.findByRole('list', { name: 'Your devices' });
    await waitFor(() =>
      expect(within(list).getAllByText('Last sync: No new data since the last sync')).toHaveLength(
        3,
      ),
    );
  });

  it("lists the demo's devices and says when the list cannot load", async () => {
    // The route's prefetch and the screen's own read both fail, then the service is back.
    const { user } = await renderStory(LoadFailed, meta);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch connected devices');
    clearInjectedFailures();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const list = await screen.findByRole('list', { name: 'Your devices' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Oura Ring Gen3', 'Fitbit Charge 6', 'Dexcom G7']);
  });
});
