import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { screenDocs } from '../support/docs-parameters';

const meta: Meta = {
  tags: ['autodocs'],
  title: 'Screens/Settings',
  parameters: {
    docs: screenDocs(
      'Settings: account details, privacy and security (password, deleting the account), notifications, units and plan, and connected devices.',
    ),
    route: '/settings',
    session: 'demo',
  },
};
export default meta;
type Story = StoryObj;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The Connected Devices tab, where Settings opens. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Connected Dexcom' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Connect Garmin' })).toBeEnabled();
  },
};

/** A new user connecting their first device from Settings. */
export const ConnectingFromSettings: Story = {
  name: 'Connected Devices: connecting one',
  parameters: { session: 'new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect Apple Health' }));
    await expect(await body(canvasElement).findByText('Device Connected')).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Connected Apple Health' }),
    ).toBeDisabled();
  },
};

/** Connecting a device from Settings failed on the server. */
export const ConnectFailedInSettings: Story = {
  name: 'Connected Devices: connect failed',
  parameters: {
    session: 'new',
    failures: [{ path: '/api/connect-device', method: 'POST', status: 500 }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect Apple Health' }));
    const [message] = await body(canvasElement).findAllByText(
      'There was an error connecting your device. Please try again.',
    );
    await expect(message).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Connect Apple Health' })).toBeEnabled();
  },
};

/** The Account tab: name, e-mail and profile. */
export const Account: Story = {
  parameters: { route: '/settings?tab=account' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('First name')).toHaveValue('Alex');
    await expect(canvas.getByLabelText('Blood type')).toHaveValue('o-positive');
  },
};

/** The user saved the account form with a field left wrong: each says what it needs. */
export const AccountValidation: Story = {
  name: 'Account: validation',
  parameters: { route: '/settings?tab=account' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.clear(canvas.getByLabelText('Weight (kg)'));
    await userEvent.type(canvas.getByLabelText('Weight (kg)'), '900');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Weight must be between 20 and 300 kg')).toBeVisible();
  },
};

/** The user saved the account form: the confirmation. */
export const AccountSaved: Story = {
  name: 'Account: saved',
  parameters: { route: '/settings?tab=account' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Last name'), '-Lee');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await body(canvasElement).findByText('Changes saved')).toBeVisible();
  },
};

/** The Privacy & Security tab of a Premium user: password, data and account deletion. */
export const Privacy: Story = {
  name: 'Privacy & Security',
  parameters: { route: '/settings?tab=privacy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Download all (JSON)' })).toBeEnabled();
    await expect(canvas.getByText('HIPAA')).toBeVisible();
    await expect(
      await canvas.findByRole('switch', { name: 'Personalized recommendations' }),
    ).toHaveAttribute('aria-checked', 'true');
  },
};

/** The user tried to change the password with values that do not meet the rules. */
export const PasswordValidation: Story = {
  name: 'Privacy & Security: password validation',
  parameters: { route: '/settings?tab=privacy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New password'), 'weak');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Password' }));
    await expect(await canvas.findByText('Password must be at least 8 characters')).toBeVisible();
    await expect(canvas.getByText("Passwords don't match")).toBeVisible();
  },
};

/** The Privacy & Security tab of a Free user. */
export const PrivacyFreePlan: Story = {
  name: 'Privacy & Security, Free plan',
  parameters: { route: '/settings?tab=privacy', session: 'free' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Data export is a Premium feature'),
    ).toBeVisible();
  },
};

/** The user asked to delete their account: the confirmation before anything is deleted. */
export const DeleteAccountDialog: Story = {
  name: 'Delete account dialog',
  parameters: { route: '/settings?tab=privacy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Account' }));
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await expect(await dialog.findByRole('list', { name: 'What will be lost' })).toHaveTextContent(
      'connected devices',
    );
    await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  },
};

/** The Notifications tab: which alerts the user receives. */
export const Notifications: Story = {
  parameters: { route: '/settings?tab=notifications' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Start')).toHaveValue('22:00');
    await expect(canvas.getByLabelText('End')).toHaveValue('07:00');
    await userEvent.click(canvas.getByRole('switch', { name: 'SMS notifications' }));
    await expect(canvas.getByText('You have changes that are not saved yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Preferences' }));
    await expect(await body(canvasElement).findByText('Preferences saved')).toBeVisible();
  },
};

/** The notification settings could not be read; Retry asks again. */
export const NotificationsLoadFailed: Story = {
  name: 'Notifications, load failed',
  parameters: {
    route: '/settings?tab=notifications',
    failures: [{ path: '/api/settings/notifications', method: 'GET', status: 500 }],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Your notification preferences could not be loaded',
    );
  },
};

/** The Units & Plan tab of a Free user: units and the upgrade. */
export const UnitsAndPlanFreePlan: Story = {
  name: 'Units & Plan, Free plan',
  parameters: { route: '/settings?tab=units', session: 'free' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your plan: Free')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Upgrade to Premium — demo, no payment' }),
    );
    await expect(await canvas.findByText('Your plan: Premium')).toBeVisible();
    await userEvent.click(await canvas.findByRole('radio', { name: 'mmol/L' }));
    await expect(await body(canvasElement).findByText('Units saved')).toBeVisible();
  },
};
