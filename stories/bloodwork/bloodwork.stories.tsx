import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LAB_CSV_TEMPLATE } from '@/lib/health/lab-csv';
import { followUpOf, latestDrawOf, retestReminderId } from '@mocks/bloodwork/lab-draws';
import { db } from '@mocks/db';
import { screenDocs } from '../support/docs-parameters';

/*
 * Blood Work on the small seed: the demo user's three draws in every tab, the upload dialog (form
 * errors, a CSV preview, a CSV with a bad row), a user with one draw, a user with none, loading
 * and a failed load.
 */
const meta: Meta = {
  tags: ['autodocs'],
  title: 'Screens/Blood Work',
  parameters: {
    docs: screenDocs(
      'Blood Work: lab results over time, their history and recommendations, uploaded as a form or a CSV file.',
    ),
    session: 'demo',
    route: '/bloodwork',
  },
};
export default meta;
type Story = StoryObj;

/** Dialogs render in a portal, outside the story's canvas. */
const page = () => within(document.body);

/** Keeps only the demo user's latest draw. */
function keepLatestDrawOnly() {
  const draws = db.labDraw
    .findMany({ where: { userId: { equals: 'local_demo' } } })
    .sort((a, b) => b.date.localeCompare(a.date));
  for (const draw of draws.slice(1)) {
    db.labResult.deleteMany({ where: { drawId: { equals: draw.id } } });
    db.labDraw.delete({ where: { id: { equals: draw.id } } });
  }
}

async function openCsvUpload(canvasElement: HTMLElement, file: File) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Upload Lab Results' }),
  );
  const dialog = await page().findByRole('dialog', { name: 'Upload Lab Results' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Upload a CSV file' }));
  await userEvent.upload(within(dialog).getByLabelText('Lab results file (CSV)'), file);
  return dialog;
}

const filled = LAB_CSV_TEMPLATE.replace('Vitamin D,,', 'Vitamin D,31,')
  .replace('Iron,,', 'Iron,64,')
  .replace('LDL Cholesterol,,', 'LDL Cholesterol,131,');

/** The Overview tab of the demo user's latest draw. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Last updated: /)).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Results by status' })).toHaveTextContent(
      '10 Normal2 Low0 High',
    );
    await expect(await canvas.findByText('Raise your vitamin D')).toBeVisible();
  },
};

/** The Detailed Results tab: every marker of the latest test against its range. */
export const DetailedResults: Story = {
  name: 'Detailed results',
  parameters: { route: '/bloodwork?tab=results' },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: /^Results of / });
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
    await expect(within(table).getByRole('row', { name: /^Vitamin D/ })).toHaveTextContent('Low');
  },
};

/** The History tab: how each marker changed across the user's tests. */
export const History: Story = {
  parameters: { route: '/bloodwork?tab=history' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'Vitamin D across your tests' }),
    ).toBeVisible();
    await expect(canvas.getAllByText(/since \w+ \d+, \d{4}$/).length).toBe(12);
  },
};

/** The Recommendations tab: what the latest results suggest. */
export const Recommendations: Story = {
  parameters: { route: '/bloodwork?tab=recommendations' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Build up your iron')).toBeVisible();
    await expect(canvas.getByText(/^Retest in 3 months:/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start Supplements' })).toHaveAttribute(
      'href',
      '/supplements',
    );
  },
};

/** The user submitted the upload dialog incomplete: each field says what it needs. */
export const UploadFormErrors: Story = {
  name: 'Upload dialog: validation',
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Upload Lab Results' }),
    );
    const dialog = await page().findByRole('dialog', { name: 'Upload Lab Results' });
    await userEvent.type(within(dialog).getByLabelText('Vitamin D (ng/mL)'), '900');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save results' }));
    await expect(
      await within(dialog).findByText('Vitamin D must be between 2 and 250 ng/mL.'),
    ).toBeVisible();
  },
};

/** The user chose a CSV file: the rows it will add, before saving. */
export const UploadCsvPreview: Story = {
  name: 'Upload dialog: CSV preview',
  play: async ({ canvasElement }) => {
    const dialog = await openCsvUpload(
      canvasElement,
      new File([filled], 'results.csv', { type: 'text/csv' }),
    );
    const preview = await within(dialog).findByRole('table', { name: /3 results to import/ });
    await expect(within(preview).getByRole('row', { name: /LDL Cholesterol/ })).toHaveTextContent(
      'High',
    );
    await expect(within(dialog).getByRole('button', { name: 'Import 3 results' })).toBeEnabled();
  },
};

/** The chosen CSV has a row that cannot be read: the preview points to it. */
export const UploadCsvWithABadRow: Story = {
  name: 'Upload dialog: CSV with a bad row',
  play: async ({ canvasElement }) => {
    const dialog = await openCsvUpload(
      canvasElement,
      new File(['biomarker,value,unit\nVitamin D,31,ng/mL\nIron,64,mg/dL\n'], 'bad.csv', {
        type: 'text/csv',
      }),
    );
    await expect(
      await within(dialog).findByText('Row 3: Iron is measured in µg/dL.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Import 2 results' })).toBeDisabled();
  },
};

/** The retest reminder set on the Recommendations tab, as the dashboard's alerts show it. */
export const RetestReminderOnTheDashboard: Story = {
  name: 'Retest reminder on the dashboard',
  parameters: {
    route: '/dashboard',
    setup: () => {
      db.labFollowUp.create({
        id: retestReminderId('local_demo'),
        userId: 'local_demo',
        drawId: latestDrawOf('local_demo')!.id,
        dueDate: followUpOf('local_demo')!.retestDate,
        createdAt: Date.now(),
      });
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The dashboard draws its content hidden during its first second (its skeleton's).
    await waitFor(() => expect(canvas.getAllByText('Blood Work Retest')[0]).toBeVisible());
    await expect(canvas.getByText(/^Your follow-up blood test is due on /)).toBeVisible();
  },
};

/** The overview of a user with a single test: no trend yet. */
export const OneDrawOverview: Story = {
  name: 'Overview, one test',
  parameters: { setup: keepLatestDrawOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Results by status' })).toHaveTextContent(
      '10 Normal2 Low0 High',
    );
  },
};

/** The History tab with a single test: nothing to compare yet. */
export const OneDrawHistory: Story = {
  name: 'History, one test',
  parameters: { route: '/bloodwork?tab=history', setup: keepLatestDrawOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Historical trends will appear here once you have more than one test result.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload Previous Results' })).toBeEnabled();
  },
};

/** The Recommendations tab with a single test. */
export const OneDrawRecommendations: Story = {
  ...Recommendations,
  name: 'Recommendations, one test',
  parameters: { route: '/bloodwork?tab=recommendations', setup: keepLatestDrawOnly },
};

/** A user with no lab results (the Free user). */
export const Empty: Story = {
  parameters: { session: 'free' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No lab results yet' })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
  },
};

/** The results have been asked for and have not arrived yet. */
export const Loading: Story = {
  parameters: {
    msw: [
      http.get('/api/bloodwork', async () => {
        await delay('infinite');
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading blood work' }),
    ).toBeInTheDocument();
  },
};

/** The server could not answer the first read; Retry asks again. */
export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { failures: [{ path: '/api/bloodwork', status: 500 }] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Your blood work could not be loaded');
  },
};
