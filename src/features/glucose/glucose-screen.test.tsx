import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  formatGlucose,
  formatGlucoseRange,
  formatPercent,
  glucoseStats,
  mealResponse,
} from '@/lib/health/glucose';
import { decodePoints } from '@/lib/health/series';
import { responseNote } from '@/components/meals/response';
import { renderApp } from '@/testing/render-app';
import { signIn } from '@mocks/testing/fixtures';
import { db } from '@mocks/db';
import { persistDuringTest, reloadDatabase } from '@mocks/testing/persistence';
import { seedAt, setNow } from '@mocks/testing/clock';

const TODAY = '2026-03-04';
const YESTERDAY = '2026-03-03';

const readingsOf = (date: string) =>
  decodePoints(
    db.healthSeries.findFirst({
      where: {
        userId: { equals: 'local_demo' },
        series: { equals: 'glucose' },
        date: { equals: date },
      },
    })!.values,
  );

const tile = (name: string) =>
  screen.getByRole('heading', { name, level: 3 }).closest('li') as HTMLElement;

// The seed is generated for the days ending "now": pinned to a known afternoon, every number is
// the same on every run.
beforeEach(() => {
  seedAt('2026-03-04T15:30');
});

describe('Glucose Monitoring', () => {
  it("shows the module's statistics of the seeded day, from /cgm", async () => {
    await signIn('demo');
    renderApp(`/cgm?date=${YESTERDAY}`);
    await screen.findByRole('heading', { name: 'Glucose Monitoring' });
    expect(screen.getByRole('button', { name: /^Date: ?Mar 03, 2026$/ })).toBeInTheDocument();
    const stats = glucoseStats(readingsOf(YESTERDAY), 1);
    await screen.findByRole('list', { name: 'Glucose summary' });
    expect(tile('Average')).toHaveTextContent(formatGlucose(stats.mean!, 'mg/dL'));
    expect(tile('Range')).toHaveTextContent(formatGlucoseRange(stats.min!, stats.max!, 'mg/dL'));
    expect(tile('Time in Range')).toHaveTextContent(formatPercent(stats.bands.inRange));
    expect(tile('Glycemic Variability')).toHaveTextContent(`CV ${stats.cvPercent}%`);
    expect(screen.getByText(/^Your glucose averaged/)).toHaveTextContent(
      `Your glucose averaged ${formatGlucose(stats.mean!, 'mg/dL')}`,
    );
    // Dietary insights come from the server, with their loading text first.
    expect(await screen.findByRole('list', { name: 'Dietary insights' })).toBeInTheDocument();
  });

  // Dialogs on two lazily loaded screens: slow on a busy machine, hence the longer limit.
  it('answers a logged meal with its rise on both screens, and keeps it after a reload', async () => {
    persistDuringTest();
    await signIn('demo');
    const { user, unmount } = renderApp('/glucose');
    await screen.findByRole('list', { name: 'Glucose summary' });
    await user.click(screen.getAllByRole('button', { name: 'Log Meal' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Log Meal' });
    await user.selectOptions(within(dialog).getByLabelText('Meal type'), 'snack');
    const time = within(dialog).getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '10:40');
    await user.type(within(dialog).getByLabelText('Description'), 'Blueberry muffin');
    await user.type(within(dialog).getByLabelText('Carbs (g)'), '48');
    await user.click(within(dialog).getByRole('button', { name: 'Log meal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const response = mealResponse(readingsOf(TODAY), Math.floor((10 * 60 + 40) / 5))!;
    // The seeded readings never answered this muffin: glucose fell after 10:40, "No rise".
    const note = responseNote({ response, responseStatus: 'complete' }, 'mg/dL');
    expect(note).toMatch(/^No rise/);
    const log = await screen.findByRole('list', { name: 'Meals of March 4, 2026' });
    await waitFor(() => expect(log).toHaveTextContent('Blueberry muffin'));
    expect(log).toHaveTextContent(note);
    unmount();

    reloadDatabase();
    renderApp('/nutrition');
    const today = await screen.findByRole('list', { name: "Today's meals" });
    expect(today).toHaveTextContent('Blueberry muffin');
    expect(today).toHaveTextContent('48 g carbs');
    expect(today).toHaveTextContent(note);
  }, 30_000);

  it('changes every glucose value to mmol/L, and saves the choice', async () => {
    await signIn('demo');
    const { user } = renderApp(`/cgm?date=${YESTERDAY}`);
    await screen.findByRole('list', { name: 'Glucose summary' });
    await screen.findByRole('list', { name: 'Dietary insights' });
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('mg/dL');
    await user.click(screen.getByRole('button', { name: 'mmol/L' }));
    const stats = glucoseStats(readingsOf(YESTERDAY), 1);
    await waitFor(() =>
      expect(tile('Average')).toHaveTextContent(formatGlucose(stats.mean!, 'mmol/L')),
    );
    // The insights are written by the server in the user's unit, and read again.
    await waitFor(() => expect(panel).not.toHaveTextContent('mg/dL'));
    expect(screen.getByRole('button', { name: 'mmol/L' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      db.unitSettings.findFirst({ where: { id: { equals: 'local_demo' } } })?.glucoseUnit,
    ).toBe('mmol/L');
  });

  it('draws Weekly Trends from the range statistics, with GMI only when the data suffice', async () => {
    await signIn('demo');
    renderApp('/cgm?tab=weekly&days=7');
    expect(await screen.findByRole('heading', { name: 'Time in Ranges' })).toBeInTheDocument();
    // Seven days are too few for GMI.
    expect(
      screen.getByText('Not enough data: GMI needs at least 14 days of readings.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Over the last 7 days your median glucose/)).toBeInTheDocument();
  });

  it('tells a user without a CGM how to connect one, and locks insights for a Free user', async () => {
    await signIn('free');
    const { user } = renderApp('/cgm');
    expect(
      await screen.findByRole('heading', { name: 'No glucose monitor connected' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect a CGM' })).toHaveAttribute(
      'href',
      '/connected-devices',
    );
    expect(screen.getByText(/^Readings, statistics, the AGP and every meal's/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sync Device' }));
    expect(
      await screen.findByRole('dialog', { name: 'Connect a glucose monitor first' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('tab', { name: 'Insights' }));
    expect(
      await screen.findByRole('heading', { name: 'Glucose insights are locked' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Insights need a Premium plan/)).toBeInTheDocument();
  });

  it('syncs the connected CGM through the device sync, says what arrived, and reads again', async () => {
    await signIn('demo');
    const { user } = renderApp('/glucose');
    const source = await screen.findByText(/^Dexcom CGM, last reading Mar 4 at 15:2\d\.$/);
    // An hour later the sensor has new readings to send.
    setNow('2026-03-04T16:30');
    await user.click(screen.getByRole('button', { name: 'Sync Device' }));
    expect(
      await screen.findByText(
        /^Your device data has been successfully synchronized\. \d+ new glucose readings\.$/,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(source).toHaveTextContent(/last reading Mar 4 at 16:2\d\.$/));
    const device = db.connectedDevice.findFirst({
      where: { id: { equals: 'local_demo:device:dexcom' } },
    })!;
    // Synced at 16:30 (the clock moves on from there while the test runs).
    const syncedAt = new Date(2026, 2, 4, 16, 30).valueOf();
    expect(device.lastSynced).toBeGreaterThanOrEqual(syncedAt);
    expect(device.lastSynced).toBeLessThan(syncedAt + 60_000);
  });

  it('keeps the readings of a disconnected CGM, and Sync says it is disconnected', async () => {
    db.connectedDevice.delete({ where: { id: { equals: 'local_demo:device:dexcom' } } });
    await signIn('demo');
    const { user } = renderApp('/glucose');
    expect(
      await screen.findByText(/^Dexcom CGM \(disconnected\), last reading/),
    ).toBeInTheDocument();
    expect(tile('Average')).toHaveTextContent(/\d+ mg\/dL/);
    await user.click(screen.getByRole('button', { name: 'Sync Device' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Your glucose monitor is disconnected',
    });
    expect(within(dialog).getByRole('link', { name: 'Go to Connected Devices' })).toHaveAttribute(
      'href',
      '/connected-devices',
    );
  });

  it('highlights the CGM entry of the navigation on /glucose', async () => {
    await signIn('demo');
    const { user } = renderApp('/glucose');
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'CGM' })).toHaveAttribute('aria-current', 'page');
  });
});
