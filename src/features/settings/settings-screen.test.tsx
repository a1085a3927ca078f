import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { db } from '@mocks/db';
import { call } from '@mocks/testing/api';
import { persistDuringTest, reloadDatabase } from '@mocks/testing/persistence';
import { signIn } from '@mocks/testing/fixtures';

describe('Settings', () => {
  it(
    'keeps the tab in the address, saves the profile, and the top bar follows the name after a reload',
    { timeout: 40_000 },
    async () => {
      persistDuringTest();
      await signIn('demo');
      const { user, router, unmount } = renderApp('/settings');
      expect(
        await screen.findByRole(
          'tab',
          { name: 'Connected Devices', selected: true },
          { timeout: 15_000 },
        ),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: 'Account' }));
      expect(router.state.location.search).toBe('?tab=account');

      const firstName = await screen.findByLabelText('First name');
      await user.clear(firstName);
      await user.type(firstName, 'Alexandra');
      await user.clear(screen.getByLabelText('Height (cm)'));
      await user.type(screen.getByLabelText('Height (cm)'), '12');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Height must be between 50 and 272 cm')).toBeInTheDocument();
      await user.clear(screen.getByLabelText('Height (cm)'));
      await user.type(screen.getByLabelText('Height (cm)'), '181');
      await user.click(screen.getByRole('switch', { name: 'Reduce stress' }));
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
      expect(await screen.findByText('Welcome, Alexandra')).toBeInTheDocument();

      // Cancel goes back to what is saved.
      await user.type(screen.getByLabelText('Phone'), '999');
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.getByLabelText('Phone')).toHaveValue('+1 415 555 0142');

      unmount();
      reloadDatabase();
      renderApp('/settings?tab=account');
      expect(await screen.findByLabelText('First name', {}, { timeout: 15_000 })).toHaveValue(
        'Alexandra',
      );
      expect(screen.getByLabelText('Height (cm)')).toHaveValue(181);
      expect(screen.getByRole('switch', { name: 'Reduce stress' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
    },
  );

  it(
    'changes the password: the current one is checked, and the old one is refused afterwards',
    { timeout: 40_000 },
    async () => {
      const { email, password } = await signIn('new');
      const { user } = renderApp('/settings?tab=privacy');
      await user.type(
        await screen.findByLabelText('Current password', {}, { timeout: 15_000 }),
        'wrong-one',
      );
      await user.type(screen.getByLabelText('New password'), 'Better456');
      await user.type(screen.getByLabelText('Confirm new password'), 'Better456');
      await user.click(screen.getByRole('button', { name: 'Update Password' }));
      expect(await screen.findByText('Your current password is incorrect.')).toBeInTheDocument();
      await user.clear(screen.getByLabelText('Current password'));
      await user.type(screen.getByLabelText('Current password'), password);
      await user.click(screen.getByRole('button', { name: 'Update Password' }));
      expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
      expect((await call('POST', '/api/auth/login', { body: { email, password } })).status).toBe(
        401,
      );
    },
  );

  it(
    'locks export on Free, and downloads it after the simulated upgrade',
    { timeout: 40_000 },
    async () => {
      await signIn('free');
      const created = vi.fn(() => 'blob:export');
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
      const { user } = renderApp('/settings?tab=privacy');
      expect(
        await screen.findByText('Data export is a Premium feature', {}, { timeout: 15_000 }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: 'Units & Plan' }));
      await user.click(
        await screen.findByRole('button', { name: 'Upgrade to Premium — demo, no payment' }),
      );
      expect(await screen.findByText('Your plan: Premium')).toBeInTheDocument();
      expect(db.user.findFirst({ where: { id: { equals: 'local_free' } } })!.plan).toBe('premium');
      await user.click(screen.getByRole('tab', { name: 'Privacy & Security' }));
      await user.click(await screen.findByRole('button', { name: 'Download all (JSON)' }));
      expect(await screen.findByText(/Saved vitalis-export-.*\.json\./)).toBeInTheDocument();
      expect(created).toHaveBeenCalled();
      const csv = within(await screen.findByRole('group', { name: 'CSV downloads' }));
      expect(csv.getByRole('button', { name: /Connected devices \(1\) CSV/ })).toBeInTheDocument();
    },
  );

  it(
    'deletes the account after a confirmation naming what is lost; the e-mail is free again',
    { timeout: 40_000 },
    async () => {
      const { token, email, password, userId } = await signIn('new');
      await call('POST', '/api/connect-device', {
        token,
        body: { provider: 'apple_health', auth: { type: 'manual' } },
      });
      const { user, router } = renderApp('/settings?tab=privacy');
      await user.click(
        await screen.findByRole('button', { name: 'Delete Account' }, { timeout: 15_000 }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
      expect(
        await within(dialog).findByRole('list', { name: 'What will be lost' }),
      ).toHaveTextContent('1 connected devices');
      const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
      expect(confirm).toBeDisabled();
      await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
      await user.click(confirm);
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
      expect(
        await screen.findByText('Your account and all your data have been deleted.'),
      ).toBeInTheDocument();
      expect(db.user.count({ where: { id: { equals: userId } } })).toBe(0);
      expect(db.connectedDevice.count({ where: { userId: { equals: userId } } })).toBe(0);
      expect((await call('POST', '/api/auth/login', { body: { email, password } })).status).toBe(
        401,
      );
      expect(
        (await call('POST', '/api/auth/register', { body: { username: 'again', email, password } }))
          .status,
      ).toBe(201);
    },
  );

  it(
    'saves notification preferences; Reset to Default brings back quiet hours 22:00 to 07:00',
    { timeout: 40_000 },
    async () => {
      await signIn('demo');
      const { user } = renderApp('/settings?tab=notifications');
      await user.click(
        await screen.findByRole('switch', { name: 'SMS notifications' }, { timeout: 15_000 }),
      );
      const start = screen.getByLabelText('Start');
      await user.clear(start);
      await user.type(start, '21:30');
      await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
      expect(
        await screen.findByText('Your notification preferences are saved.'),
      ).toBeInTheDocument();
      const token = (
        await call('POST', '/api/auth/login', {
          body: { email: 'demo@vitalis.health', password: 'Demo1234!' },
        })
      ).body as { token: string };
      const saved = (await call('GET', '/api/settings/notifications', { token: token.token })).body;
      expect(saved).toMatchObject({ quietHoursStart: '21:30' });
      expect((saved as { enabled: string[] }).enabled).toContain('sms');
      await user.click(screen.getByRole('button', { name: 'Reset to Default' }));
      expect(screen.getByLabelText('Start')).toHaveValue('22:00');
      expect(screen.getByLabelText('End')).toHaveValue('07:00');
      expect(screen.getByRole('switch', { name: 'SMS notifications' })).toHaveAttribute(
        'aria-checked',
        'false',
      );
      expect(screen.getByText('You have changes that are not saved yet.')).toBeInTheDocument();
    },
  );

  it(
    'connects Apple Health from the devices tab: Connecting..., then Connected',
    { timeout: 40_000 },
    async () => {
      await signIn('new');
      const { user } = renderApp('/settings');
      const button = await screen.findByRole(
        'button',
        { name: 'Connect Apple Health' },
        { timeout: 15_000 },
      );
      expect(screen.getAllByRole('listitem')).toHaveLength(6);
      await user.click(button);
      expect(
        await screen.findByText('Your device has been successfully connected'),
      ).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Connected Apple Health' })).toBeDisabled();
    },
  );
});
