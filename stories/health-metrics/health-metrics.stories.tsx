import { encodePoints } from '@/lib/health/series';
import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db';
import { personaId, record } from '@mocks/testing/fixtures';
import { inkOn } from '../support/chart-ink';
import { screenDocs } from '../support/docs-parameters';

/*
 * Health Metrics on the demo account's small seed profile (14 days ending today): each tab at
 * each range, then a new user, loading and a failed load. Every play checks the chart's text
 * alternative (summary and table) and that nivo drew the chart.
 */
const meta: Meta = {
  tags: ['autodocs'],
  title: 'Screens/Health Metrics',
  parameters: {
    docs: screenDocs(
      'Health Metrics: sleep, activity, heart rate and weight from connected devices, each on its own tab with a choice of period (24 hours to 90 days).',
    ),
    session: 'demo',
    route: '/health-metrics',
  },
};
export default meta;
type Story = StoryObj;

type Range = '1d' | '7d' | '30d' | '90d';
type ChartTab = 'sleep' | 'activity' | 'heart-rate' | 'weight';

interface ChartCheck {
  /** The panel's heading. */
  title: string;
  summary: RegExp;
  /** The chart's accessible name, or null when the panel draws a figure instead. */
  image: string | null;
  rows: number;
}

const DAYS: Record<Range, number> = { '1d': 1, '7d': 7, '30d': 30, '90d': 90 };
/** A weight and a day as the chart summaries word them: "77.6 kg", "Nov 16". */
const KG = String.raw`\d+\.\d kg`;
const DAY = String.raw`\w{3} \d+`;

function chartsOf(tab: ChartTab, range: Range): ChartCheck[] {
  const days = DAYS[range];
  const over = `over the last ${days} days`;
  const hourly = range === '1d';
  switch (tab) {
    case 'sleep':
      return hourly
        ? [
            {
              title: "Last night's sleep stages",
              summary:
                /^Last night, to the morning of \w{3} \d+: \d+ h( \d+ min)? asleep \(.* deep, .* REM\)/,
              image: "Last night's sleep stages",
              rows: 1,
            },
          ]
        : [
            {
              title: 'Sleep stages',
              summary: new RegExp(`^Average \\d+ h( \\d+ min)? asleep a night ${over}; longest`),
              image: 'Sleep stages per night',
              rows: days,
            },
            {
              title: 'Sleep score',
              summary: new RegExp(`^Average sleep score \\d+ out of 100 ${over}; best \\d+ on`),
              image: 'Sleep score per night',
              rows: days,
            },
          ];
    case 'activity':
      return hourly
        ? [
            {
              title: 'Steps by hour',
              summary:
                /^[\d,]+ steps in the last 24 hours, \d+% of the 10,000-step goal; most [\d,]+ at \d\d:00, fewest [\d,]+ at \d\d:00, latest [\d,]+ at \d\d:00\.$/,
              image: 'Steps by hour',
              rows: 24,
            },
          ]
        : [
            {
              title: 'Steps',
              summary: new RegExp(`^Average [\\d,]+ steps a day ${over}; the 10,000-step goal`),
              image: 'Steps per day',
              rows: days,
            },
            {
              title: 'Active minutes',
              summary: new RegExp(`^Average \\d+ active minutes a day ${over}`),
              image: 'Active minutes per day',
              rows: days,
            },
          ];
    case 'heart-rate':
      return hourly
        ? [
            {
              title: 'Heart rate by hour',
              summary:
                /^Heart rate in the last 24 hours averaged \d+ bpm; lowest \d+ bpm at \d\d:00/,
              image: 'Heart rate by hour',
              rows: 24,
            },
          ]
        : [
            {
              title: 'Resting heart rate',
              summary: new RegExp(`^Average resting heart rate \\d+ bpm ${over}; lowest`),
              image: 'Resting heart rate per day',
              rows: days,
            },
            {
              title: 'Heart rate variability',
              summary: new RegExp(`^Average HRV \\d+ ms ${over}; highest`),
              image: 'Heart rate variability per day',
              rows: days,
            },
          ];
    case 'weight':
      return hourly
        ? [
            {
              title: "Today's weight",
              summary: /^Latest weight 77\.4 kg on \w{3} \d+\.$/,
              image: null,
              rows: 1,
            },
          ]
        : [
            {
              title: 'Weight',
              summary: new RegExp(
                `^Latest weight ${KG} on ${DAY}; lowest ${KG} on ${DAY}, highest ${KG} on ${DAY}; the 7-day trend`,
              ),
              image: 'Weight per day with its 7-day trend',
              rows: days,
            },
          ];
  }
}

/** Checks each chart of the tab: its summary, that it was drawn, and its table. */
async function checkCharts(canvasElement: HTMLElement, tab: ChartTab, range: Range) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('tab', { name: tabLabel(tab) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  for (const chart of chartsOf(tab, range)) {
    const section = await canvas.findByRole('region', { name: chart.title });
    const panel = within(section);
    await expect(section.querySelector('p')?.textContent).toMatch(chart.summary);
    if (chart.image) {
      // Nivo's chart arrives with its lazily loaded module and draws, on a canvas, an image of
      // that name.
      const image = await panel.findByRole('img', { name: chart.image });
      await waitFor(() => expect(inkOn(image)).toBeGreaterThan(0));
    }
    const show = panel.getByRole('button', { name: `Show table of ${chart.title.toLowerCase()}` });
    await userEvent.click(show);
    await expect(show).toHaveAttribute('aria-expanded', 'true');
    const table = panel.getByRole('table');
    await expect(table).toBeVisible();
    // A header row, then one row per night, day or hour.
    await expect(within(table).getAllByRole('row')).toHaveLength(chart.rows + 1);
  }
}

const tabLabel = (tab: ChartTab) =>
  ({ sleep: 'Sleep', activity: 'Activity', 'heart-rate': 'Heart Rate', weight: 'Weight' })[tab];

function tabStory(tab: ChartTab, range: Range, extra: Partial<Story> = {}): Story {
  return {
    ...extra,
    parameters: { route: `/health-metrics?tab=${tab}&range=${range}`, ...extra.parameters },
    play: async ({ canvasElement }) => checkCharts(canvasElement, tab, range),
  };
}

/** A weighing today, so the 1d weight story does not depend on whether the seed weighed in. */
function weighInToday() {
  record.healthSeries(personaId('demo'), {
    series: 'weight',
    date: dayjs().format('YYYY-MM-DD'),
    values: encodePoints([77.4]),
  });
}

async function checkOverview(canvasElement: HTMLElement, sleepTrend: RegExp) {
  const canvas = within(canvasElement);
  const cards = await canvas.findByRole('list', { name: 'Overview' });
  const items = within(cards).getAllByRole('listitem');
  await expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
    'Sleep Quality',
    'Heart Rate',
    'Activity',
    'Weight',
    'Oxygen Saturation',
    'Blood Pressure',
  ]);
  await expect(within(items[1]).getByText(/^\d+ bpm$/)).toBeVisible();
  // The sparkline's text alternative.
  await expect(within(items[0]).getByText(sleepTrend)).toBeInTheDocument();
  // Every card with a reading draws its sparkline (nivo) beside the text alternative, even a
  // series measured on one or two days of the range (weight, blood pressure) as dots.
  const measured = items.filter((item) => within(item).queryAllByText('No data').length === 0);
  await expect(measured.length).toBeGreaterThanOrEqual(3);
  await waitFor(() =>
    expect(measured.filter((item) => inkOn(item) > 0).length).toBe(measured.length),
  );
}

/** The Overview tab over the last 7 days, as the screen opens. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await checkOverview(
      canvasElement,
      /^Sleep score per night over the last 7 days ranged from \d+ to \d+/,
    );
    await expect(within(canvasElement).getByLabelText('Time range')).toHaveValue('7d');
  },
};

/** The overview tab with the period set to the last 24 hours. */
export const OverviewLast24Hours: Story = {
  name: 'Overview, last 24 hours',
  parameters: { route: '/health-metrics?range=1d' },
  play: async ({ canvasElement }) =>
    checkOverview(canvasElement, /^Sleep score last night: \d+\.$/),
};

/** The overview tab with the period set to the last 30 days. */
export const OverviewLast30Days: Story = {
  name: 'Overview, last 30 days',
  parameters: { route: '/health-metrics?range=30d' },
  play: async ({ canvasElement }) =>
    checkOverview(canvasElement, /^Sleep score per night over the last 30 days ranged from/),
};

/** The overview tab with the period set to the last 90 days. */
export const OverviewLast90Days: Story = {
  name: 'Overview, last 90 days',
  parameters: { route: '/health-metrics?range=90d' },
  play: async ({ canvasElement }) =>
    checkOverview(canvasElement, /^Sleep score per night over the last 90 days ranged from/),
};

/** The Sleep tab, last 24 hours: last night's stages and score. */
export const SleepLast24Hours: Story = { ...tabStory('sleep', '1d'), name: 'Sleep, last 24 hours' };
/** The Sleep tab over the last 7 days. */
export const SleepLast7Days: Story = { ...tabStory('sleep', '7d'), name: 'Sleep, last 7 days' };
/** The Sleep tab over the last 30 days. */
export const SleepLast30Days: Story = { ...tabStory('sleep', '30d'), name: 'Sleep, last 30 days' };
/** The Sleep tab over the last 90 days. */
export const SleepLast90Days: Story = { ...tabStory('sleep', '90d'), name: 'Sleep, last 90 days' };

/** The Activity tab, last 24 hours: today's steps by hour and active minutes. */
export const ActivityLast24Hours: Story = {
  ...tabStory('activity', '1d'),
  name: 'Activity, last 24 hours',
};
/** The Activity tab over the last 7 days. */
export const ActivityLast7Days: Story = {
  ...tabStory('activity', '7d'),
  name: 'Activity, last 7 days',
};
/** The Activity tab over the last 30 days. */
export const ActivityLast30Days: Story = {
  ...tabStory('activity', '30d'),
  name: 'Activity, last 30 days',
};
/** The Activity tab over the last 90 days. */
export const ActivityLast90Days: Story = {
  ...tabStory('activity', '90d'),
  name: 'Activity, last 90 days',
};

/** The Heart Rate tab, last 24 hours: today's heart rate by hour, resting rate and variability. */
export const HeartRateLast24Hours: Story = {
  ...tabStory('heart-rate', '1d'),
  name: 'Heart Rate, last 24 hours',
};
/** The Heart Rate tab over the last 7 days. */
export const HeartRateLast7Days: Story = {
  ...tabStory('heart-rate', '7d'),
  name: 'Heart Rate, last 7 days',
};
/** The Heart Rate tab over the last 30 days. */
export const HeartRateLast30Days: Story = {
  ...tabStory('heart-rate', '30d'),
  name: 'Heart Rate, last 30 days',
};
/** The Heart Rate tab over the last 90 days. */
export const HeartRateLast90Days: Story = {
  ...tabStory('heart-rate', '90d'),
  name: 'Heart Rate, last 90 days',
};

/** The Weight tab, last 24 hours: today's weight. */
export const WeightLast24Hours: Story = {
  ...tabStory('weight', '1d', { parameters: { setup: weighInToday } }),
  name: 'Weight, last 24 hours',
};
/** The Weight tab over the last 7 days. */
export const WeightLast7Days: Story = { ...tabStory('weight', '7d'), name: 'Weight, last 7 days' };
/** The Weight tab over the last 30 days. */
export const WeightLast30Days: Story = {
  ...tabStory('weight', '30d'),
  name: 'Weight, last 30 days',
};
/** The Weight tab over the last 90 days. */
export const WeightLast90Days: Story = {
  ...tabStory('weight', '90d'),
  name: 'Weight, last 90 days',
};

/** The Weight tab on a day the user has not weighed themselves yet. */
export const WeightLast24HoursNotWeighed: Story = {
  name: 'Weight, last 24 hours, not weighed today',
  parameters: {
    route: '/health-metrics?tab=weight&range=1d',
    setup: () => {
      db.healthSeries.deleteMany({
        where: {
          userId: { equals: personaId('demo') },
          series: { equals: 'weight' },
          date: { equals: dayjs().format('YYYY-MM-DD') },
        },
      });
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: "Today's weight" });
    await expect(section).toHaveTextContent('No weight recorded today.');
    await userEvent.click(within(section).getByRole('button', { name: 'Show the last 7 days' }));
    // The period changes with the address, a navigation of its own.
    await waitFor(() => expect(canvas.getByLabelText('Time range')).toHaveValue('7d'));
    await checkCharts(canvasElement, 'weight', '7d');
  },
};

/** A new sign-up: nothing recorded, and the two ways data arrives as actions. */
export const NewUser: Story = {
  name: 'New user',
  parameters: { session: 'new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No health data yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Data' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Connect a Device' })).toHaveAttribute(
      'href',
      '/connected-devices',
    );
    await expect(canvas.queryByRole('list', { name: 'Overview' })).not.toBeInTheDocument();
  },
};

/** The metrics have been asked for and have not arrived yet. */
export const Loading: Story = {
  parameters: {
    msw: [
      http.get('/api/health-metrics', async () => {
        await delay('infinite');
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('status', { name: 'Loading health metrics' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Health Metrics' })).toBeVisible();
  },
};

/** The user opened a chart tab and its series has not arrived yet. */
export const LoadingAChartTab: Story = {
  name: 'Loading, on a chart tab',
  parameters: {
    route: '/health-metrics?tab=sleep',
    msw: [
      http.get('/api/health-metrics', async () => {
        await delay('infinite');
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading health metrics' }),
    ).toBeInTheDocument();
  },
};

/** The server could not answer the first read; Retry asks again. */
export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: { failures: [{ path: '/api/health-metrics', status: 500 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your health metrics could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
