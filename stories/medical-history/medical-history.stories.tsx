import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '@mocks/db';
import { screenDocs } from '../support/docs-parameters';

/*
 * Medical History on the small seed: the demo user's surgeries and conditions, the add forms
 * incomplete and ready, the delete confirmation, each empty text, loading and a failed load.
 */
const meta: Meta = {
  tags: ['autodocs'],
  title: 'Screens/Medical History',
  parameters: {
    docs: screenDocs(
      "Medical History: the user's surgeries and conditions, added and removed through dialogs.",
    ),
    session: 'demo',
    route: '/medical-history',
  },
};
export default meta;
type Story = StoryObj;

/** The Premium demo user's surgeries, with the body diagram of their conditions. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Past surgeries' })).toHaveTextContent(
      'ACL reconstruction, left knee',
    );
    await expect(
      canvas.getByRole('button', { name: 'Abdomen & metabolism: Active' }),
    ).toBeVisible();
  },
};

/** The Conditions tab: the user's recorded conditions. */
export const Conditions: Story = {
  parameters: { route: '/medical-history?tab=conditions' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Medical conditions' });
    await expect(list).toHaveTextContent('Diagnosed: April 20, 2015');
  },
};

/** The user is adding a surgery and has not filled in what is required yet. */
export const AddSurgeryIncomplete: Story = {
  name: 'Add surgery, incomplete',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add Surgery' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Surgery Type*'), 'Cataract surgery');
    await expect(canvas.getByRole('button', { name: 'Add Surgery' })).toBeDisabled();
  },
};

/** The add-surgery form filled in and ready to save. */
export const AddSurgeryReady: Story = {
  name: 'Add surgery, ready',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Surgery Type*'), 'Cataract surgery');
    await userEvent.type(canvas.getByLabelText('Date*'), '2024-05-06');
    await expect(canvas.getByRole('button', { name: 'Add Surgery' })).toBeEnabled();
  },
};

/** The user is adding a condition and has not filled in what is required yet. */
export const AddConditionIncomplete: Story = {
  name: 'Add condition, incomplete',
  parameters: { route: '/medical-history?tab=conditions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Condition Name*'), 'Hypertension');
    await userEvent.type(canvas.getByLabelText('Diagnosis Date*'), '2023-02-01');
    await expect(canvas.getByLabelText('Current Status*')).toHaveDisplayValue('Select status');
    await expect(canvas.getByRole('button', { name: 'Add Condition' })).toBeDisabled();
  },
};

/** The add-condition form filled in and ready to save. */
export const AddConditionReady: Story = {
  name: 'Add condition, ready',
  parameters: { route: '/medical-history?tab=conditions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Condition Name*'), 'Hypertension');
    await userEvent.type(canvas.getByLabelText('Diagnosis Date*'), '2023-02-01');
    await userEvent.selectOptions(canvas.getByLabelText('Current Status*'), 'Managed');
    await expect(canvas.getByRole('button', { name: 'Add Condition' })).toBeEnabled();
  },
};

/** The user asked to delete a surgery: the confirmation before it goes. */
export const DeleteSurgeryDialog: Story = {
  name: 'Delete surgery dialog',
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

/** Nothing recorded (the Free user): the summary's two empty texts and the surgeries tab's. */
export const Empty: Story = {
  parameters: { session: 'free' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No surgeries recorded yet')).toBeVisible();
    await expect(canvas.getByText('No surgeries recorded')).toBeVisible();
    await expect(canvas.getByText('No medical conditions recorded')).toBeVisible();
  },
};

/** The Conditions tab of a user who has recorded none. */
export const ConditionsEmpty: Story = {
  name: 'Conditions, empty',
  parameters: { session: 'free', route: '/medical-history?tab=conditions' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No medical conditions recorded yet'),
    ).toBeVisible();
  },
};

/** The history has been asked for and has not arrived yet. */
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

/** The server could not answer the first read; Retry asks again. */
export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { failures: [{ path: '/api/medical-history/conditions', status: 500 }] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Your medical history could not be loaded');
  },
};
