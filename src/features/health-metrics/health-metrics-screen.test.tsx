import { act, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Schema } from '@/lib/api/contract';
import { getToken } from '@/lib/auth-token';
import { renderApp } from '@/testing/render-app';
import { renderStory } from '@/testing/render-story';
import meta, { NewUser } from '../../../stories/health-metrics/health-metrics.stories';
import { signIn } from '@mocks/testing/fixtures';
import { db } from '@mocks/db';
import { clearInjectedFailures, injectFailure } from '@mocks/failures';
import { server } from '@mocks/node';
import { seedAt } from '@mocks/testing/clock';

type HealthMetrics = Schema<'HealthMetrics'>;

/** The server's answer, read directly with the session's token. */
async function serverMetrics(range: string): Promise<HealthMetrics> {
  const response = await fetch(new URL(`/api/health-metrics?range=${range}`, location.href), {
    headers: { Authorization: `Bearer ${getToken()}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as HealthMetrics;
}

/** Minutes as the screen words them, "6 h 52 min". */
const hm = (minutes: number) =>
  minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;

const panel = () => screen.getByRole('tabpanel');

/** The section of a chart, by its heading. */
const chartSection = async (name: string) => screen.findByRole('region', { name });

async function openTable(section: HTMLElement, chart: string) {
  const button = within(section).getByRole('button', { name: `Show table of ${chart}` });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await act(async () => button.click());
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return within(section).getByRole('table');
}

/** The body rows of a table, each as its cells' text. */
function bodyRows(table: HTMLElement): string[][] {
  const [, ...rows] = within(table).getAllByRole('row');
  return rows.map((row) =>
    Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''),
  );
}

// The seed is generated for the days ending "now": pinned to a known afternoon, every number
// (and whether the demo user weighed in today) is the same on every run.
beforeEach(() => {
  seedAt('2026-03-04T15:30');
});

describe('Health Metrics', () => {
  it('reads the range and the tab from the address, and keeps them there', async () => {
    await signIn('demo');
    const first = renderApp('/health-metrics?range=30d&tab=sleep');
    const range = await screen.findByLabelText('Time range');
    expect(range).toHaveValue('30d');
    expect(screen.getByRole('tab', { name: 'Sleep' })).toHaveAttribute('aria-selected', 'true');
    expect(await chartSection('Sleep stages')).toHaveTextContent(/over the last 30 days/);

    await first.user.selectOptions(range, '90d');
    await first.user.click(screen.getByRole('tab', { name: 'Heart Rate' }));
    await waitFor(() => {
      const params = new URLSearchParams(first.router.state.location.search);
      expect(Object.fromEntries(params)).toEqual({ range: '90d', tab: 'heart-rate' });
    });
    expect(await chartSection('Resting heart rate')).toHaveTextContent(/over the last 90 days/);

    // A reload, or the link shared, opens the same view.
    const { pathname, search } = first.router.state.location;
    first.unmount();
    renderApp(`${pathname}${search}`);
    expect(await screen.findByLabelText('Time range')).toHaveValue('90d');
    expect(screen.getByRole('tab', { name: 'Heart Rate' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await chartSection('Resting heart rate')).toHaveTextContent(/over the last 90 days/);
  });

  it('opens on Overview and the last 7 days, leaving the defaults out of the address', async () => {
    await signIn('demo');
    const { user, router } = renderApp('/health-metrics?range=weekly&tab=nonsense');
    expect(await screen.findByLabelText('Time range')).toHaveValue('7d');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Weight' }));
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await waitFor(() => expect(router.state.location.search).toBe('?range=weekly'));
    await user.selectOptions(screen.getByLabelText('Time range'), '30d');
    await user.selectOptions(screen.getByLabelText('Time range'), '7d');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    await signIn('demo');
    const { user, router } = renderApp('/health-metrics');
    const overview = await screen.findByRole('tab', { name: 'Overview' });
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(panel()).toHaveAttribute('aria-labelledby', overview.id);
    await user.click(overview);
    await user.keyboard('{ArrowRight}');
    const sleep = screen.getByRole('tab', { name: 'Sleep' });
    expect(sleep).toHaveFocus();
    expect(sleep).toHaveAttribute('aria-selected', 'true');
    expect(sleep).toHaveAttribute('tabindex', '0');
    expect(overview).toHaveAttribute('tabindex', '-1');
    expect(panel()).toHaveAttribute('aria-labelledby', sleep.id);
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Weight' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(overview).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Weight' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(overview).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Heart Rate' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?tab=heart-rate'));
  });

  it.each(['7d', '1d'])("shows the server's six cards for %s", async (range) => {
    await signIn('demo');
    const expected = await serverMetrics(range);
    renderApp(`/health-metrics?range=${range}`);
    const cards = await screen.findByRole('list', { name: 'Overview' });
    const items = within(cards).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Sleep Quality',
      'Heart Rate',
      'Activity',
      'Weight',
      'Oxygen Saturation',
      'Blood Pressure',
    ]);
    expect(expected.cards.map((card) => card.title)).toEqual(
      items.map((item) => within(item).getByRole('heading').textContent),
    );
    for (const card of expected.cards) {
      const item = screen.getByRole('listitem', { name: card.title });
      expect(item).toHaveTextContent(card.average);
      expect(item).toHaveTextContent(card.statusLabel);
      expect(item).toHaveTextContent(card.description);
    }
    // The demo user's numbers, not placeholders.
    expect(expected.cards.find((card) => card.id === 'heartRate')?.average).toMatch(/^\d+ bpm$/);
  });

  it('colours each status badge by the health rules', async () => {
    await signIn('demo');
    const expected = await serverMetrics('7d');
    renderApp('/health-metrics');
    await screen.findByRole('list', { name: 'Overview' });
    const tones: Record<string, string> = {
      good: 'success',
      normal: 'success',
      monitor: 'warning',
      high: 'danger',
    };
    for (const card of expected.cards) {
      const badge = within(screen.getByRole('listitem', { name: card.title })).getByText(
        card.statusLabel,
      );
      expect(badge).toHaveAttribute(
        'data-tone',
        card.statusLabel === 'No data' ? 'neutral' : tones[card.status],
      );
    }
  });

  it('Sleep: the summary and the table of each night, from the same series', async () => {
    await signIn('demo');
    const expected = await serverMetrics('7d');
    renderApp('/health-metrics?tab=sleep');
    const stages = await chartSection('Sleep stages');
    expect(stages).toHaveTextContent(
      /Average \d+ h( \d+ min)? asleep a night over the last 7 days/,
    );
    const rows = bodyRows(await openTable(stages, 'sleep stages'));
    expect(rows).toHaveLength(7);
    const last = expected.sleep[6];
    expect(rows[6].slice(0, 5)).toEqual([
      dayjs(last.label).format('ddd, MMM D'),
      String(last.deep),
      String(last.light),
      String(last.rem),
      String(last.awake),
    ]);
    const score = await chartSection('Sleep score');
    expect(score).toHaveTextContent(/Average sleep score \d+ out of 100 over the last 7 days/);
    expect(bodyRows(await openTable(score, 'sleep score')).map((row) => row[1])).toEqual(
      expected.sleep.map((night) => String(night.score)),
    );
  });

  it('Activity: steps against the goal and active minutes', async () => {
    await signIn('demo');
    const expected = await serverMetrics('30d');
    renderApp('/health-metrics?tab=activity&range=30d');
    const steps = await chartSection('Steps');
    const met = expected.activity.filter(
      (day) => day.steps !== null && day.steps >= expected.stepGoal,
    ).length;
    expect(steps).toHaveTextContent(
      new RegExp(`the 10,000-step goal was met on ${met} of \\d+ days`),
    );
    const rows = bodyRows(await openTable(steps, 'steps'));
    // The small seed profile has 14 days; the earlier days of the 30 are gaps.
    expect(rows).toHaveLength(30);
    expect(rows.map((row) => row[1])).toEqual(
      expected.activity.map((day) =>
        day.steps === null ? '—No data' : day.steps.toLocaleString('en-US'),
      ),
    );
    const active = await chartSection('Active minutes');
    expect(bodyRows(await openTable(active, 'active minutes'))).toHaveLength(30);
  });

  it('Activity for 1d: steps by hour over the last 24 hours', async () => {
    await signIn('demo');
    const expected = await serverMetrics('1d');
    renderApp('/health-metrics?tab=activity&range=1d');
    const steps = await chartSection('Steps by hour');
    const total = expected.activity.reduce((sum, hour) => sum + (hour.steps ?? 0), 0);
    expect(steps).toHaveTextContent(`${total.toLocaleString('en-US')} steps in the last 24 hours`);
    const rows = bodyRows(await openTable(steps, 'steps by hour'));
    // The last 24 hours, ending with the current one.
    expect(rows.map((row) => row[0])).toEqual(expected.activity.map((hour) => hour.label));
    expect(rows.at(-1)![0]).toBe('15:00');
    expect(screen.queryByRole('region', { name: 'Active minutes' })).not.toBeInTheDocument();
  });

  it('Heart Rate: resting heart rate and HRV; for 1d the heart rate by hour', async () => {
    await signIn('demo');
    const expected = await serverMetrics('7d');
    const { user } = renderApp('/health-metrics?tab=heart-rate');
    const resting = await chartSection('Resting heart rate');
    const values = expected.heartRate.map((day) => day.heartRate).filter((value) => value !== null);
    expect(resting).toHaveTextContent(`lowest ${Math.min(...values)} bpm on`);
    expect(bodyRows(await openTable(resting, 'resting heart rate')).map((row) => row[1])).toEqual(
      expected.heartRate.map((day) => String(day.heartRate)),
    );
    const hrv = await chartSection('Heart rate variability');
    expect(hrv).toHaveTextContent(/Average HRV \d+ ms over the last 7 days/);

    await user.selectOptions(screen.getByLabelText('Time range'), '1d');
    const hourly = await chartSection('Heart rate by hour');
    expect(hourly).toHaveTextContent(/Heart rate in the last 24 hours averaged \d+ bpm/);
    expect(bodyRows(await openTable(hourly, 'heart rate by hour'))).toHaveLength(24);
  });

  it('Weight: the weighings and their trend', async () => {
    await signIn('demo');
    const expected = await serverMetrics('30d');
    renderApp('/health-metrics?tab=weight&range=30d');
    const weight = await chartSection('Weight');
    const latest = expected.weight.filter((day) => day.weight !== null).at(-1)!;
    expect(weight).toHaveTextContent(
      `Latest weight ${latest.weight!.toFixed(1)} kg on ${dayjs(latest.label).format('MMM D')}`,
    );
    const rows = bodyRows(await openTable(weight, 'weight'));
    expect(rows.map((row) => row[2])).toEqual(
      expected.weight.map((day) => (day.trend === null ? '—No data' : day.trend.toFixed(1))),
    );
  });

  it("Sleep for 1d: last night's stages and score", async () => {
    await signIn('demo');
    const [night] = (await serverMetrics('1d')).sleep;
    renderApp('/health-metrics?tab=sleep&range=1d');
    const stages = await chartSection("Last night's sleep stages");
    const asleep = night.deep! + night.light! + night.rem!;
    expect(stages).toHaveTextContent(
      `Last night, to the morning of Mar 4: ${hm(asleep)} asleep (${hm(night.deep!)} deep, ` +
        `${hm(night.light!)} light, ${hm(night.rem!)} REM) and ${hm(night.awake!)} awake`,
    );
    expect(stages).toHaveTextContent(`sleep score ${night.score}`);
    expect(bodyRows(await openTable(stages, "last night's sleep stages"))).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Sleep score' })).not.toBeInTheDocument();
  });

  it("Weight for 1d: today's weighing, or the way to the latest one", async () => {
    await signIn('demo');
    const [today] = (await serverMetrics('1d')).weight;
    expect(today.weight).not.toBeNull();
    const first = renderApp('/health-metrics?tab=weight&range=1d');
    const weight = await chartSection("Today's weight");
    expect(weight).toHaveTextContent(`Latest weight ${today.weight!.toFixed(1)} kg on Mar 4.`);
    first.unmount();

    const demo = db.user.findFirst({ where: { email: { equals: 'demo@vitalis.health' } } })!;
    db.healthSeries.deleteMany({
      where: {
        userId: { equals: demo.id },
        series: { equals: 'weight' },
        date: { equals: today.label },
      },
    });
    const { user, router } = renderApp('/health-metrics?tab=weight&range=1d');
    const none = await chartSection("Today's weight");
    expect(none).toHaveTextContent('No weight recorded today.');
    expect(within(none).queryByRole('button', { name: /Show table/ })).not.toBeInTheDocument();
    await user.click(within(none).getByRole('button', { name: 'Show the last 7 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=weight'));
    expect(await chartSection('Weight')).toHaveTextContent(/Latest weight \d+\.\d kg on Mar 3/);
  });

  it('hides the table again', async () => {
    await signIn('demo');
    const { user } = renderApp('/health-metrics?tab=weight');
    const weight = await chartSection('Weight');
    await openTable(weight, 'weight');
    await user.click(within(weight).getByRole('button', { name: 'Hide table of weight' }));
    expect(within(weight).queryByRole('table')).not.toBeInTheDocument();
  });

  it('a new account sees one helpful empty state with its actions; Add Data fills the Overview', async () => {
    const { user } = await renderStory(NewUser, meta);
    expect(await screen.findByRole('heading', { name: 'No health data yet' })).toBeInTheDocument();
    expect(screen.getByText(/Connect a wearable or scale/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect a Device' })).toHaveAttribute(
      'href',
      '/connected-devices',
    );
    expect(screen.queryByRole('list', { name: 'Overview' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sleep' }));
    expect(screen.getByRole('heading', { name: 'No health data yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));

    await user.click(screen.getByRole('button', { name: 'Add Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a measurement' });
    await user.type(within(dialog).getByLabelText('Weight'), '70');
    await user.click(within(dialog).getByRole('button', { name: 'Save measurement' }));
    const overview = await screen.findByRole('list', { name: 'Overview' });
    const weight = within(overview).getByRole('listitem', { name: 'Weight' });
    expect(within(weight).getByText('70 kg')).toBeInTheDocument();
  });

  it('says so when the metrics cannot be read, and Retry reads them again', async () => {
    await signIn('demo');
    // The route's prefetch and the screen's own read both fail, then the service is back.
    injectFailure({ path: '/api/health-metrics', method: 'GET', status: 503 });
    const { user } = renderApp('/health-metrics');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your health metrics could not be loaded');
    expect(alert).toHaveTextContent('The service is temporarily unavailable.');
    clearInjectedFailures();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows placeholders while the metrics load', async () => {
    await signIn('demo');
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    // Held until the placeholders are seen; then the mocked server answers as usual.
    server.use(http.get('/api/health-metrics', () => held));
    renderApp('/health-metrics');
    expect(
      await screen.findByRole('status', { name: 'Loading health metrics' }),
    ).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('list', { name: 'Overview' })).toBeInTheDocument();
    expect(
      screen.queryByRole('status', { name: 'Loading health metrics' }),
    ).not.toBeInTheDocument();
  });
});
