import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { writeFailures, writeLatency, writeRequestLogRecording } from '@/lib/demo-controls';

/**
 * The Demo controls panel, opened from the login screen: the mocked server's latency and the
 * failures it injects, as a product owner sets them before a demo.
 */
const meta: Meta = {
  title: 'Demo tools/Demo controls',
  parameters: { route: '/auth/login' },
};
export default meta;
type Story = StoryObj;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openPanel(
  canvasElement: HTMLElement,
  userEvent: { click: (el: Element) => Promise<void> },
) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /^Demo controls/ }));
  const panel = await body(canvasElement).findByRole('dialog', { name: 'Demo controls' });
  // Its sections load as it opens.
  await within(panel).findByRole('group', { name: 'Demo accounts' });
  return panel;
}

/** Nothing set: the realistic latency, no failures. */
export const NothingSet: Story = {
  name: 'Nothing set',
  play: async ({ canvasElement, userEvent }) => {
    const panel = await openPanel(canvasElement, userEvent);
    await expect(
      within(panel).getByRole('radio', { name: 'Realistic (150–450 ms)' }),
    ).toBeChecked();
    await expect(within(panel).getByText('No failures are active.')).toBeVisible();
  },
};

/** Set up for a demo of error states: no latency, two failures, one of them once only. */
export const FailuresActive: Story = {
  name: 'Failures active',
  parameters: {
    setup: () => {
      writeLatency('0');
      writeFailures([
        { path: '/api/dashboard', method: 'GET', status: 500 },
        { path: '/api/medications', method: 'POST', status: 400, once: true },
      ]);
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /^Demo controls/ }),
    ).toHaveTextContent('Demo controls (None · 2 failures)');
    const panel = await openPanel(canvasElement, userEvent);
    const active = within(panel).getByRole('list', { name: 'Active failures' });
    await expect(within(active).getAllByRole('listitem')).toHaveLength(2);
    await expect(active).toHaveTextContent('POST /api/medications → 400, next request only');
  },
};

/** An operation and status picked: the error body the document gives, as the server will send it. */
export const FailureBody: Story = {
  name: 'Failure body',
  play: async ({ canvasElement, userEvent }) => {
    const panel = await openPanel(canvasElement, userEvent);
    await userEvent.type(within(panel).getByLabelText('Find an operation'), 'POST /api/auth/login');
    await userEvent.selectOptions(within(panel).getByLabelText('Status'), '401');
    await expect(
      within(panel).getByRole('figure', { name: 'Documented error body' }),
    ).toHaveTextContent('{ "message": "Invalid email or password" }');
  },
};

/** A range typed in that makes no sense is refused, with what to type instead. */
export const LatencyRefused: Story = {
  name: 'Latency range refused',
  play: async ({ canvasElement, userEvent }) => {
    const panel = await openPanel(canvasElement, userEvent);
    await userEvent.click(within(panel).getByRole('radio', { name: 'A range I type in' }));
    await userEvent.type(within(panel).getByLabelText('From (ms)'), '500');
    await userEvent.type(within(panel).getByLabelText('To (ms)'), '100');
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply latency' }));
    await expect(within(panel).getByLabelText('From (ms)')).toHaveAccessibleDescription(
      'Enter whole milliseconds from 0 to 30,000, the second no smaller than the first.',
    );
  },
};

/** The request log of a signed-in dashboard, bodies kept, filtered to one read and opened. */
export const RequestLog: Story = {
  name: 'Request log',
  parameters: { session: 'demo', route: '/dashboard' },
  // Bodies kept with the panel closed, so the dashboard's own reads can be opened; off again after.
  beforeEach: () => {
    writeRequestLogRecording(true);
    return () => writeRequestLogRecording(false);
  },
  play: async ({ canvasElement, userEvent }) => {
    await within(canvasElement).findByRole('heading', { name: 'Welcome back, Alex!' });
    const panel = await openPanel(canvasElement, userEvent);
    await userEvent.type(within(panel).getByLabelText('Filter the log'), '/api/dashboard');
    const log = await within(panel).findByRole('list', { name: /^Requests/ });
    const [entry] = within(log).getAllByRole('listitem');
    await userEvent.click(within(entry).getByText('/api/dashboard'));
    await expect(await within(entry).findByText(/"hasData": true/)).toBeVisible();
  },
};

/** A file that is not demo data is refused with the reason, and nothing changes. */
export const DemoDataRefused: Story = {
  name: 'Demo data file refused',
  play: async ({ canvasElement, userEvent }) => {
    const panel = await openPanel(canvasElement, userEvent);
    await userEvent.upload(
      within(panel).getByLabelText('Load demo data from a file'),
      new File(['{ broken'], 'notes.json', { type: 'application/json' }),
    );
    await expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'This file is not Vitalis demo data; nothing was changed.',
    );
  },
};
