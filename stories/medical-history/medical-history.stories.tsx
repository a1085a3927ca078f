import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '@mocks/db';

/**
 * Medical History on the small seed: the demo user's surgeries and conditions, each empty text,
 * the add forms disabled and ready, the delete confirmation, phone, dark, loading and error.
 */
const meta: Meta = {
  title: 'Screens/Medical History',
  parameters: { session: 'demo', route: '/medical-history' },
};
export default meta;
type Story = StoryObj;

const phone = { viewport: { value: 'phone', isRotated: false } };

export const WithData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('list', { name: 'Past surgeries' }, { timeout: 10_000 }),
    ).toHaveTextContent('ACL reconstruction, left knee');
    await expect(
      canvas.getByRole('button', { name: 'Abdomen & metabolism: Active' }),
    ).toBeVisible();
  },
};

export const Conditions: Story = {
  parameters: { route: '/medical-history?tab=conditions' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Medical conditions' });
    await expect(list).toHaveTextContent('Diagnosed: April 20, 2015');
  },
};

/** A new account: the summary's two empty texts and the surgeries tab's. */
export const EmptySurgeries: Story = {
  parameters: { session: 'free' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No surgeries recorded yet')).toBeVisible();
    await expect(canvas.getByText('No surgeries recorded')).toBeVisible();
    await expect(canvas.getByText('No medical conditions recorded')).toBeVisible();
  },
};

export const EmptyConditions: Story = {
  parameters: { session: 'free', route: '/medical-history?tab=conditions' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No medical conditions recorded yet'),
    ).toBeVisible();
  },
};

export const AddSurgeryDisabled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add Surgery' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Surgery Type*'), 'Cataract surgery');
    await expect(canvas.getByRole('button', { name: 'Add Surgery' })).toBeDisabled();
  },
};

export const AddSurgeryReady: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Surgery Type*'), 'Cataract surgery');
    await userEvent.type(canvas.getByLabelText('Date*'), '2024-05-06');
    await expect(canvas.getByRole('button', { name: 'Add Surgery' })).toBeEnabled();
  },
};

export const AddConditionDisabled: Story = {
  parameters: { route: '/medical-history?tab=conditions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Condition Name*'), 'Hypertension');
    await userEvent.type(canvas.getByLabelText('Diagnosis Date*'), '2023-02-01');
    await expect(canvas.getByLabelText('Current Status*')).toHaveDisplayValue('Select status');
    await expect(canvas.getByRole('button', { name: 'Add Condition' })).toBeDisabled();
  },
};

export const AddConditionReady: Story = {
  parameters: { route: '/medical-history?tab=conditions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Condition Name*'), 'Hypertension');
    await userEvent.type(canvas.getByLabelText('Diagnosis Date*'), '2023-02-01');
    await userEvent.selectOptions(canvas.getByLabelText('Current Status*'), 'Managed');
    await expect(canvas.getByRole('button', { name: 'Add Condition' })).toBeEnabled();
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Delete Appendectomy' }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Delete this surgery?',
    });
    await expect(dialog).toHaveTextContent('Appendectomy will be removed');
    await expect(db.surgery.count()).toBeGreaterThan(0);
  },
};

export const PhoneWithData: Story = { ...WithData, globals: phone };
export const PhoneAddConditionReady: Story = { ...AddConditionReady, globals: phone };
export const PhoneEmptySurgeries: Story = { ...EmptySurgeries, globals: phone };
export const DarkWithData: Story = { ...WithData, globals: { theme: 'dark' } };

export const Loading: Story = {
  parameters: {
    msw: [
      http.get('/api/medical-history/surgeries', async () => {
        await delay('infinite');
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading medical history' }),
    ).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { failures: [{ path: '/api/medical-history/conditions', status: 500 }] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Your medical history could not be loaded');
  },
};
