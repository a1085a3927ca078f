import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ApiReply } from '@/lib/api/contract';
import { db } from '@mocks/db';
import { personaId, record } from '@mocks/testing/fixtures';
import { screenDocs } from '../support/docs-parameters';

/*
 * Medications on the demo account's small seed (14 days of dose history): the schedule (also on a
 * phone, where each dose's actions wrap below it), the cards, the dialog and each message, the
 * interactions and the history; empty, loading and a failed load.
 */
const meta: Meta = {
  tags: ['autodocs'],
  title: 'Screens/Medications',
  parameters: {
    docs: screenDocs(
      "Medications: today's dose schedule, the medication list with add and edit dialogs, the interaction check and the history of doses.",
    ),
    session: 'demo',
    route: '/medications',
  },
};
export default meta;
type Story = StoryObj;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function expectDemoList(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const cards = await canvas.findByRole('list', { name: 'Current medications' });
  await expect(within(cards).getAllByRole('listitem')).toHaveLength(5);
  await expect(within(cards).getByRole('listitem', { name: 'Levothyroxine' })).toHaveTextContent(
    'Prescription',
  );
  await expect(await canvas.findByRole('list', { name: 'Doses due today' })).toBeVisible();
}

/** The Premium demo user's medicines and today's doses. */
export const Default: Story = { play: ({ canvasElement }) => expectDemoList(canvasElement) };

/** Today's schedule in every state, at fixed times, whatever the clock says. */
const today = dayjs().format('YYYY-MM-DD');
const dose = (
  time: string,
  name: string,
  status: ApiReply<'getMedicationSchedule'>['doses'][number]['status'],
  takenAt: string | null = null,
) => ({
  doseId: `${today}T${time}`,
  medicationId: `local_demo:medication:${name}`,
  name,
  dosage: '500 mg',
  type: 'prescription' as const,
  time,
  status,
  takenAt,
});
const everyState: ApiReply<'getMedicationSchedule'> = {
  date: today,
  now: '13:40',
  missedAfterMinutes: 60,
  doses: [
    dose('07:00', 'Levothyroxine', 'taken', '07:04'),
    dose('08:00', 'Metformin', 'missed'),
    dose('13:00', 'Amoxicillin', 'due'),
    dose('20:00', 'Metformin', 'upcoming'),
  ],
  asNeeded: [
    {
      medicationId: 'local_demo:medication:sumatriptan',
      name: 'Sumatriptan',
      dosage: '50 mg',
      type: 'prescription',
      taken: [],
    },
  ],
};

export const ScheduleStates: Story = {
  name: "Today's schedule, every dose state",
  parameters: {
    msw: [http.get('/api/medications/schedule', () => HttpResponse.json(everyState))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doses = await canvas.findByRole('list', { name: 'Doses due today' });
    await expect(
      within(doses).getByRole('listitem', {
        name: 'Levothyroxine 500 mg at 07:00: Taken at 07:04',
      }),
    ).toBeVisible();
    await expect(
      within(doses).getByRole('listitem', { name: 'Metformin 500 mg at 08:00: Missed' }),
    ).toBeVisible();
    await expect(
      within(doses).getByRole('listitem', { name: 'Amoxicillin 500 mg at 13:00: Due now' }),
    ).toBeVisible();
    await expect(
      within(doses).getByRole('listitem', { name: 'Metformin 500 mg at 20:00: Upcoming' }),
    ).toBeVisible();
    await expect(within(doses).getAllByRole('button', { name: /^Mark Taken/ })).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Log a dose of Sumatriptan' })).toBeVisible();
  },
};

/** On a phone each dose's buttons wrap onto a row of their own below it. */
export const ScheduleStatesPhone: Story = {
  ...ScheduleStates,
  name: "Today's schedule, every dose state (phone)",
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The user marks a dose taken, then takes it back with Undo. */
export const MarkTakenAndUndo: Story = {
  name: 'Mark taken, then undo',
  parameters: {
    // A dose due at 23:59 is still to take at any hour the story is opened.
    setup: () => record.medication(personaId('demo'), { reminderTimes: '23:59' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doses = await canvas.findByRole('list', { name: 'Doses due today' });
    const label = 'Metformin 500 mg at 23:59';
    await userEvent.click(within(doses).getByRole('button', { name: `Mark Taken: ${label}` }));
    await expect(
      await within(doses).findByRole('listitem', { name: new RegExp(`^${label}: Taken at`) }),
    ).toBeVisible();
    await userEvent.click(within(doses).getByRole('button', { name: `Undo ${label}` }));
    await expect(
      await within(doses).findByRole('button', { name: `Mark Taken: ${label}` }),
    ).toBeVisible();
  },
};

async function openDialog(canvasElement: HTMLElement, button: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: button }));
  return within(await page(canvasElement).findByRole('dialog'));
}

/** The user opened Add medication: the empty form. */
export const AddDialog: Story = {
  name: 'Add medication dialog',
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Add Medication');
    await expect(dialog.getByLabelText('Frequency')).toHaveValue('daily');
    await userEvent.selectOptions(dialog.getByLabelText('Frequency'), 'Twice daily');
    await expect(dialog.getByLabelText('Time 1')).toHaveValue('08:00');
    await expect(dialog.getByLabelText('Time 2')).toHaveValue('20:00');
  },
};

/** Every message of the dialog, one after the other. */
export const AddDialogMessages: Story = {
  name: 'Add medication dialog: validation',
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Add Medication');
    await userEvent.clear(dialog.getByLabelText('Start date'));
    await userEvent.selectOptions(dialog.getByLabelText('Frequency'), 'Twice daily');
    await userEvent.clear(dialog.getByLabelText('Time 2'));
    await userEvent.click(dialog.getByRole('button', { name: 'Add Medication' }));
    await expect(await dialog.findByText('Medication name is required')).toBeVisible();
    await expect(dialog.getByText('Dosage is required')).toBeVisible();
    await expect(dialog.getByText('Start date is required')).toBeVisible();
    await expect(dialog.getByText('Enter a time as HH:MM')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Time 2'), '08:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Medication' }));
    await expect(await dialog.findByText('Reminder times must be different')).toBeVisible();
  },
};

/** The user chose to edit one of their medications: the form filled with it. */
export const EditDialog: Story = {
  name: 'Edit medication dialog',
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Edit Omega-3 Fish Oil');
    await expect(dialog.getByLabelText('Name')).toHaveValue('Omega-3 Fish Oil');
    await expect(dialog.getByLabelText('Time 2')).toHaveValue('20:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Delete Omega-3 Fish Oil?');
  },
};

/** The Interaction Check tab when some of the user's medications interact. */
export const InteractionsFound: Story = {
  name: 'Interaction Check, interactions found',
  parameters: { route: '/medications?tab=interactions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Interactions' });
    await expect(list).toHaveTextContent('Calcium Carbonate + Levothyroxine');
    await expect(list).toHaveTextContent('Moderate risk');
    await expect(list).toHaveTextContent('Source: Levothyroxine (Synthroid) label');
    await expect(canvas.getByText(/small demo table/)).toBeVisible();
  },
};

/** The Interaction Check tab when none of them interact. */
export const NoInteractions: Story = {
  name: 'Interaction Check, none found',
  parameters: {
    route: '/medications?tab=interactions',
    setup: () =>
      db.medication.delete({ where: { id: { equals: 'local_demo:medication:calcium' } } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No Interactions Found' }),
    ).toBeVisible();
  },
};

/** The Medication History tab: the doses taken and missed. */
export const History: Story = {
  name: 'Medication History',
  parameters: { route: '/medications?tab=history' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const calendar = await canvas.findByRole('list', { name: 'The last 30 days' });
    await expect(within(calendar).getAllByRole('listitem', { name: /: / })).toHaveLength(30);
    await userEvent.selectOptions(canvas.getByLabelText('Medicine'), 'Levothyroxine');
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { name: 'Levothyroxine: the last 30 days' }),
      ).toBeVisible(),
    );
  },
};

/** A user with no medicines at all (the admin account has none). */
export const Empty: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No medications yet' })).toBeVisible();
    await expect(await canvas.findByText(/No doses are due today/)).toBeVisible();
  },
};

/** The medications have been asked for and have not arrived yet. */
export const Loading: Story = {
  parameters: {
    msw: [
      http.get('/api/medications', async () => {
        await delay('infinite');
      }),
      http.get('/api/medications/schedule', async () => {
        await delay('infinite');
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('status', { name: "Loading today's schedule" }),
    ).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading your medications' })).toBeVisible();
  },
};

/** The server could not answer the first read; Retry asks again. */
export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: {
    failures: [
      { path: '/api/medications', method: 'GET', status: 500 },
      { path: '/api/medications/schedule', method: 'GET', status: 500 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Today's schedule could not be loaded")).toBeVisible();
    await expect(await canvas.findByText('Your medications could not be loaded')).toBeVisible();
  },
};
