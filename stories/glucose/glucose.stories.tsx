import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { decodePoints, encodePoints } from '@/lib/health/series';
import { db } from '@mocks/db';
import { DEMO_PERSONA, generateDay } from '@mocks/health/generate';
import { personaId, record } from '@mocks/testing/fixtures';
import { inkOn } from '../support/chart-ink';
import { screenDocs } from '../support/docs-parameters';

/*
 * CGM (Glucose Monitoring) on the demo account's small seed profile (14 days ending today): the
 * Daily View of a typical day, a day with a low, a day with a sensor gap and a day without
 * readings; mmol/L; Weekly Trends at each period; Insights unlocked and locked; Meal Impact; the
 * meal dialog; syncing; a disconnected monitor and a user without one; loading and a failed load.
 */
const meta: Meta = {
  tags: ['autodocs'],
  title: 'Screens/CGM',
  parameters: {
    docs: screenDocs(
      "CGM: readings from a continuous glucose monitor: the day's curve, weekly trends, insights and the effect of meals, in the user's glucose unit.",
    ),
    session: 'demo',
    route: '/cgm',
  },
};
export default meta;
type Story = StoryObj;

const yesterday = () => dayjs().subtract(1, 'day').format('YYYY-MM-DD');
const recordId = (date: string) => `local_demo:glucose:${date}:dexcom`;

/** Replaces yesterday's readings. */
function setYesterday(change: (readings: (number | null)[]) => (number | null)[]) {
  const id = recordId(yesterday());
  const record = db.healthSeries.findFirst({ where: { id: { equals: id } } })!;
  db.healthSeries.update({
    where: { id: { equals: id } },
    data: { values: encodePoints(change(decodePoints(record.values))) },
  });
}

/** The first generated day, going back from a fixed date, whose readings dip below 70. */
function generatedLowDay(): (number | null)[] {
  for (let back = 0; back < 120; back++) {
    const date = dayjs('2026-01-31').subtract(back, 'day').format('YYYY-MM-DD');
    const glucose = generateDay(DEMO_PERSONA, date).series.find((s) => s.series === 'glucose')!;
    const readings = decodePoints(glucose.values);
    if (readings.some((value) => value !== null && value < 70)) return readings;
  }
  throw new Error('No generated day with a low');
}

async function expectTrendDrawn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const chart = await canvas.findByRole('img', { name: /^Glucose every 5 minutes/ });
  await waitFor(() => expect(inkOn(chart)).toBeGreaterThan(0));
  const tiles = canvas.getByRole('list', { name: 'Glucose summary' });
  await expect(tiles).toHaveTextContent(/Average\d+ mg\/dL/);
  await expect(tiles).toHaveTextContent(/Time in Range\d+%/);
  return canvas;
}

/** The Daily View of yesterday, a whole typical day. */
export const Default: Story = {
  parameters: { route: `/cgm?date=${yesterday()}` },
  play: async ({ canvasElement }) => {
    const canvas = await expectTrendDrawn(canvasElement);
    await expect(canvas.getByText(/^Your glucose averaged \d+ mg\/dL/)).toBeVisible();
    await expect(await canvas.findByRole('list', { name: /^Meals of / })).toHaveTextContent(
      /Peak rise \+\d+ mg\/dL/,
    );
    await expect(await canvas.findByRole('list', { name: 'Dietary insights' })).toBeVisible();
  },
};

/** The Daily View of a day when glucose went below the target range. */
export const DailyViewDayWithALow: Story = {
  name: 'Daily View, a day with a low',
  parameters: {
    route: `/cgm?date=${yesterday()}`,
    setup: () => setYesterday(() => generatedLowDay()),
  },
  play: async ({ canvasElement }) => {
    const canvas = await expectTrendDrawn(canvasElement);
    await expect(canvas.getByText(/of readings were below 70 mg\/dL/)).toBeVisible();
  },
};

/** The Daily View of a day when the sensor missed readings: the gaps show as gaps. */
export const DailyViewDayWithGaps: Story = {
  name: 'Daily View, a day with sensor gaps',
  parameters: {
    route: `/cgm?date=${yesterday()}`,
    setup: () =>
      // The seeded day may have gaps of its own: fill them, then take out 50 of its 288 readings.
      setYesterday((readings) => readings.map((v, i) => (i >= 100 && i < 150 ? null : (v ?? 110)))),
  },
  play: async ({ canvasElement }) => {
    const canvas = await expectTrendDrawn(canvasElement);
    await expect(canvas.getByText(/The sensor recorded 83% of the day's readings/)).toBeVisible();
  },
};

/** The Daily View of a day with no readings at all. */
export const DailyViewNoReadings: Story = {
  name: 'Daily View, a day without readings',
  parameters: {
    route: `/cgm?date=${yesterday()}`,
    setup: () => {
      db.healthSeries.delete({ where: { id: { equals: recordId(yesterday()) } } });
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /^No readings on / })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Meal Log' })).toBeVisible();
  },
};

/** The Daily View for a user who chose mmol/L as their glucose unit. */
export const DailyViewInMmolPerLitre: Story = {
  name: 'Daily View, in mmol/L',
  parameters: {
    route: `/cgm?date=${yesterday()}`,
    setup: () => record.unitSettings(personaId('demo'), { glucoseUnit: 'mmol/L' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tiles = await canvas.findByRole('list', { name: 'Glucose summary' });
    // The unit is a read of its own, which may answer after the readings.
    await waitFor(() => expect(tiles).toHaveTextContent(/Average\d+\.\d mmol\/L/));
    await expect(canvas.getByRole('button', { name: 'mmol/L' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await canvas.findByRole('list', { name: 'Dietary insights' });
    await expect(canvas.getByRole('tabpanel')).not.toHaveTextContent('mg/dL');
  },
};

const weekly = (days: number): Story => ({
  parameters: { route: `/cgm?tab=weekly&days=${days}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const agp = await canvas.findByRole('img', { name: /^Ambulatory glucose profile/ });
    await waitFor(() => expect(inkOn(agp)).toBeGreaterThan(0));
    await expect(
      canvas.getByText(new RegExp(`^Over the last ${days} days your median`)),
    ).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveTextContent('In range');
    // The small seed holds 14 days: a longer period lacks the data for GMI.
    if (days > 14) await expect(canvas.getByText(/^Not enough data: GMI needs 70%/)).toBeVisible();
  },
});

/** Weekly Trends over the last 7 days. */
export const WeeklyTrends7Days: Story = { ...weekly(7), name: 'Weekly Trends, 7 days' };
/** Weekly Trends over the last 14 days. */
export const WeeklyTrends14Days: Story = { ...weekly(14), name: 'Weekly Trends, 14 days' };
/** Weekly Trends over the last 30 days. */
export const WeeklyTrends30Days: Story = { ...weekly(30), name: 'Weekly Trends, 30 days' };
/** Weekly Trends over the last 90 days. */
export const WeeklyTrends90Days: Story = { ...weekly(90), name: 'Weekly Trends, 90 days' };

/** The Insights tab of a Premium user: patterns found in the readings. */
export const Insights: Story = {
  parameters: { route: '/cgm?tab=insights' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole('list', { name: 'Glucose insights' });
    await expect(cards).toHaveTextContent('Sleep Impact');
    await expect(cards).toHaveTextContent('Exercise Effect');
    await expect(cards).toHaveTextContent('Food Sensitivity');
    await expect(
      within(canvas.getByRole('list', { name: 'Recommendations' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  },
};

/** The Insights tab of a Free user: the feature is offered, locked, with the upgrade. */
export const InsightsFreePlan: Story = {
  name: 'Insights, Free plan',
  parameters: { route: '/cgm?tab=insights', session: 'free' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Glucose insights are locked' }),
    ).toBeVisible();
    await expect(canvas.getByText(/^Insights need a Premium plan/)).toBeVisible();
  },
};

/** The Meal Impact tab: how the user's logged meals moved their glucose. */
export const MealImpact: Story = {
  name: 'Meal Impact',
  parameters: { route: '/cgm?tab=meal-impact&days=7' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Meals ranked by glucose rise' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const curve = await canvas.findAllByRole('img', { name: /^Glucose from 30 minutes before/ });
    await waitFor(() => expect(curve[0].querySelector('path')).not.toBeNull());
  },
};

/** The user saved the log-meal dialog without filling it in: each field says what it needs. */
export const MealDialogValidation: Story = {
  name: 'Log meal dialog: validation',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Log Meal' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Log Meal' });
    await userEvent.type(within(dialog).getByLabelText('Carbs (g)'), '900');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log meal' }));
    await expect(await within(dialog).findByText('Describe the meal')).toBeVisible();
    await expect(within(dialog).getByText('Grams must be between 0 and 500')).toBeVisible();
  },
};

/** Sync Device syncs the connected Dexcom through the device sync and says what arrived. */
export const SyncDevice: Story = {
  name: 'Sync device',
  play: async ({ canvasElement }) => {
    const canvas = await expectTrendDrawn(canvasElement);
    // The button waits, disabled, for the device list, a read apart from the chart's: a click
    // before it has answered does nothing.
    const sync = canvas.getByRole('button', { name: 'Sync Device' });
    await waitFor(() => expect(sync).toBeEnabled());
    await userEvent.click(sync);
    // The catch-up on opening the app already brought what was due: usually nothing is new.
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        /^Your device data has been successfully synchronized\. (No new data since the last sync|\d+ new glucose readings?)\.$/,
      ),
    ).toBeVisible();
  },
};

/** The Dexcom was disconnected: its readings stay, and Sync Device says why nothing comes. */
export const DisconnectedGlucoseMonitor: Story = {
  name: 'Glucose monitor disconnected',
  parameters: {
    setup: () => {
      db.connectedDevice.delete({ where: { id: { equals: 'local_demo:device:dexcom' } } });
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await expectTrendDrawn(canvasElement);
    await expect(
      await canvas.findByText(/^Dexcom CGM \(disconnected\), last reading/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sync Device' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Your glucose monitor is disconnected',
      }),
    ).toBeVisible();
  },
};

/** The Free user's device list holds no glucose monitor, and no readings are stored. */
export const NoGlucoseMonitor: Story = {
  name: 'No glucose monitor',
  parameters: { session: 'free' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No glucose monitor connected' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Connect a CGM' })).toHaveAttribute(
      'href',
      '/connected-devices',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sync Device' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Connect a glucose monitor first',
    });
    await expect(
      within(dialog).getByRole('link', { name: 'Go to Connected Devices' }),
    ).toBeVisible();
  },
};

/** The readings have been asked for and have not arrived yet. */
export const Loading: Story = {
  parameters: {
    msw: [
      http.get('/api/glucose-data', async () => {
        await delay('infinite');
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading glucose data' }),
    ).toBeInTheDocument();
  },
};

/** The server could not answer the first read; Retry asks again. */
export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { failures: [{ path: '/api/glucose-data', status: 500 }] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Your glucose data could not be loaded');
  },
};
