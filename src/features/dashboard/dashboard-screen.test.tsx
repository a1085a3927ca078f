// clock-matrix: it shows the seeded days, which end now, without pinning its own time.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { systemControlName } from '@/components/body-diagram';
import { getToken } from '@/lib/auth-token';
import { renderApp } from '@/testing/render-app';
import { renderStory } from '@/testing/render-story';
import meta, { LoadFailed, NewUser } from '../../../stories/dashboard/dashboard.stories';
import { signIn } from '@mocks/testing/fixtures';
import { signInOnTheCharger } from '@mocks/testing/health';
import { clearInjectedFailures } from '@mocks/failures';
import { server } from '@mocks/node';
import { persistDuringTest, reloadDatabase } from '@mocks/testing/persistence';
import { apiKey } from '@/lib/api/queries';
import type { Dashboard } from './api';
import { changeText } from './components/stat-card';

const api = (path: string) => new URL(path, window.location.href);

/** The dashboard as the server answers it to the signed-in user, read directly. */
async function readDashboard(): Promise<Dashboard> {
  const response = await fetch(api('/api/dashboard'), {
    headers: { Authorization: `Bearer ${getToken()}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Dashboard;
}

const statCards = () => screen.findByRole('list', { name: 'Health summary' });

/**
 * Every card shows the server's title, figure, subtitle, change and status; one without a
 * reading, its words alone, with no dash, change or badge.
 */
async function expectCardsOf(expected: Dashboard) {
  const list = await statCards();
  expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  expect(expected.cards).toHaveLength(6);
  for (const card of expected.cards) {
    const item = within(list).getByRole('listitem', { name: card.title });
    expect(within(item).getByRole('heading', { name: card.title })).toBeInTheDocument();
    expect(item).toHaveTextContent(card.subtitle);
    if (card.value === null) {
      expect(item).not.toHaveTextContent('—');
      expect(item).not.toHaveTextContent(/Change:|No data$/);
      continue;
    }
    expect(item).toHaveTextContent(card.display);
    if (card.change) expect(item).toHaveTextContent(`Change: ${changeText(card.change)}`);
    expect(item).toHaveTextContent(new RegExp(`${card.status}$`, 'i'));
  }
}

async function openAddData(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add Data' }));
  return screen.findByRole('dialog', { name: 'Add a measurement' });
}

describe('the dashboard', () => {
  it("shows the skeleton page for the first second, then the server's six cards", async () => {
    await signIn('demo');
    const expected = await readDashboard();
    const { queryClient } = renderApp('/dashboard');
    const skeleton = await screen.findByRole('status', { name: 'Loading your dashboard' });
    expect(within(skeleton).getAllByTestId('stat-card-skeleton')).toHaveLength(6);
    expect(within(skeleton).getByTestId('body-diagram-skeleton')).toBeInTheDocument();
    expect(within(skeleton).getAllByTestId('chart-skeleton').length).toBeGreaterThan(0);
    // The data is in long before the second is over, and the skeleton stays for the second.
    await waitFor(() => expect(queryClient.getQueryData(apiKey('getDashboard'))).toBeDefined());
    expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeInTheDocument();
    await expectCardsOf(expected);
    expect(screen.queryByRole('status', { name: 'Loading your dashboard' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Welcome back, Alex!' })).toBeInTheDocument();
  });

  it("lists the server's alerts and the body systems with their statuses as text", async () => {
    await signIn('demo');
    const expected = await readDashboard();
    renderApp('/dashboard');
    const alerts = await screen.findByRole('list', { name: 'Health alerts and recommendations' });
    expect(within(alerts).getAllByRole('listitem')).toHaveLength(expected.alerts.length);
    for (const alert of expected.alerts) {
      expect(alerts).toHaveTextContent(alert.title);
      expect(alerts).toHaveTextContent(alert.message);
    }
    const legend = screen.getByRole('list', { name: 'Systems and their status' });
    expect(expected.bodySystems.length).toBeGreaterThan(0);
    for (const system of expected.bodySystems) {
      expect(within(legend).getByText(system.name)).toBeInTheDocument();
    }
  });

  it('shows a Free account with a few days of data its own figures', async () => {
    await signIn('free');
    const expected = await readDashboard();
    expect(expected.hasData).toBe(true);
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Jamie!' })).toBeVisible();
    await expectCardsOf(expected);
  });
});

describe('a card without a reading today', () => {
  it("says so in words: a new account's watch was on the charger today", async () => {
    await signInOnTheCharger();
    const expected = await readDashboard();
    expect(expected.steps).toBeNull();
    renderApp('/dashboard');
    const steps = within(await statCards()).getByRole('listitem', { name: 'Daily Steps' });
    expect(steps).toHaveTextContent(/^Daily Steps/);
    expect(within(steps).getByText('No steps recorded today')).toBeVisible();
    expect(steps).not.toHaveTextContent('—');
    expect(steps).not.toHaveTextContent('vs yesterday');
    // A Fitbit measures no HRV, so no recovery and no health score either, in all the days the
    // cards read; the night's sleep and resting heart rate came this morning.
    const list = await statCards();
    const withoutReading = expected.cards.filter((card) => card.value === null);
    expect(withoutReading.map((card) => within(list).getByText(card.subtitle).textContent)).toEqual(
      [
        'No health score in the last 30 days',
        'No steps recorded today',
        'No recovery score in the last 30 days',
        'No HRV recorded in the last 30 days',
      ],
    );
    await expectCardsOf(expected);
  });
});

describe('the body diagram', () => {
  it('is reached by Tab; Enter shows the readings and the link to the detail', async () => {
    await signIn('demo');
    const heart = (await readDashboard()).bodySystems.find((system) => system.id === 'heart');
    expect(heart).toBeDefined();
    const { user } = renderApp('/dashboard');
    const diagram = await screen.findByRole('group', { name: 'Body systems' });
    const heartRegion = within(diagram).getByRole('button', { name: systemControlName(heart!) });
    expect(heartRegion).toHaveAccessibleName(/^Heart: (Good|Normal|Monitor|High)$/);
    for (let presses = 0; presses < 80 && document.activeElement !== heartRegion; presses++) {
      await user.tab();
    }
    expect(heartRegion).toHaveFocus();
    expect(heartRegion).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Enter}');
    expect(heartRegion).toHaveAttribute('aria-pressed', 'true');
    const readings = screen.getByRole('list', { name: 'Heart readings' });
    expect(within(readings).getAllByRole('listitem')).toHaveLength(heart!.readings.length);
    for (const reading of heart!.readings) {
      expect(readings).toHaveTextContent(`${reading.label}${reading.display}`);
    }
    expect(screen.getByRole('link', { name: 'View Heart details' })).toHaveAttribute(
      'href',
      heart!.link,
    );
  });

  it('answers the pointer too, and Space chooses as Enter does', async () => {
    await signIn('demo');
    const { bodySystems } = await readDashboard();
    const lungs = bodySystems.find((system) => system.id === 'lungs')!;
    const brain = bodySystems.find((system) => system.id === 'brain')!;
    const { user } = renderApp('/dashboard');
    const diagram = await screen.findByRole('group', { name: 'Body systems' });
    await user.click(within(diagram).getByRole('button', { name: systemControlName(lungs) }));
    expect(screen.getByRole('list', { name: 'Lungs readings' })).toHaveTextContent(
      lungs.readings[0].display,
    );
    within(diagram)
      .getByRole('button', { name: systemControlName(brain) })
      .focus();
    await user.keyboard(' ');
    expect(screen.queryByRole('list', { name: 'Lungs readings' })).toBeNull();
    expect(screen.getByRole('link', { name: `View ${brain.name} details` })).toHaveAttribute(
      'href',
      brain.link,
    );
  });
});

describe('Add Data', () => {
  it('checks the plausible ranges with the server’s words', async () => {
    await signIn('demo');
    const { user } = renderApp('/dashboard');
    const dialog = await openAddData(user);
    const save = within(dialog).getByRole('button', { name: 'Save measurement' });
    await user.click(save);
    expect(await within(dialog).findByText('Enter a value')).toBeInTheDocument();

    const weight = within(dialog).getByLabelText('Weight');
    await user.type(weight, '500');
    await user.click(save);
    expect(await within(dialog).findByText('Weight must be between 20 and 300 kg')).toBeVisible();
    await user.selectOptions(within(dialog).getByLabelText('Unit'), 'lb');
    await user.clear(weight);
    await user.type(weight, '30');
    await user.tab();
    expect(await within(dialog).findByText('Weight must be between 44 and 661 lb')).toBeVisible();
    expect(weight).toHaveAttribute('aria-invalid', 'true');

    const date = within(dialog).getByLabelText(/^Date/);
    fireEvent.change(date, { target: { value: dayjs().add(1, 'day').format('YYYY-MM-DD') } });
    fireEvent.blur(date);
    expect(await within(dialog).findByText('The date cannot be in the future')).toBeVisible();

    await user.selectOptions(within(dialog).getByLabelText('Measurement'), 'Blood pressure');
    await user.type(within(dialog).getByLabelText('Systolic (mmHg)'), '120');
    await user.click(save);
    expect(await within(dialog).findByText('Enter the diastolic pressure')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Diastolic (mmHg)'), '130');
    await user.tab();
    expect(
      await within(dialog).findByText('Diastolic pressure must be lower than systolic'),
    ).toBeVisible();
  });

  it('saves a weight: the dashboard reads it again, and it survives a reload', async () => {
    persistDuringTest();
    await signIn('demo');
    const first = renderApp('/dashboard');
    const { user, queryClient } = first;
    const otherRange = apiKey('getHealthMetrics', { query: { range: '30d' } });
    queryClient.setQueryData(otherRange, { cached: true });
    await statCards();
    const dialog = await openAddData(user);
    await user.type(within(dialog).getByLabelText('Weight'), '81.3');
    await user.click(within(dialog).getByRole('button', { name: 'Save measurement' }));

    const toast = await screen.findByRole('region', { name: /notifications/i });
    expect(await within(toast).findByText('Measurement saved')).toBeInTheDocument();
    expect(toast).toHaveTextContent(`Weight 81.3 kg on ${dayjs().format('MMMM D, YYYY')}.`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Every Health Metrics range is read afresh too.
    expect(queryClient.getQueryState(otherRange)?.isInvalidated).toBe(true);

    const metabolism = await screen.findByRole('button', { name: /^Metabolism: / });
    await user.click(metabolism);
    expect(screen.getByRole('list', { name: 'Metabolism readings' })).toHaveTextContent(
      'Weight81.3 kg',
    );

    // A page reload: the mocked server reads its saved database back, and the app starts afresh.
    first.unmount();
    reloadDatabase();
    const second = renderApp('/dashboard');
    await second.user.click(await screen.findByRole('button', { name: /^Metabolism: / }));
    expect(screen.getByRole('list', { name: 'Metabolism readings' })).toHaveTextContent(
      'Weight81.3 kg',
    );
  });

  it("shows the server's 400 on the field it names", async () => {
    await signIn('demo');
    server.use(
      http.post('/api/health-metrics', () =>
        HttpResponse.json(
          { message: 'Weight looks like a typo', errors: { value: 'Weight looks like a typo' } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/dashboard');
    const dialog = await openAddData(user);
    const weight = within(dialog).getByLabelText('Weight');
    await user.type(weight, '80');
    await user.click(within(dialog).getByRole('button', { name: 'Save measurement' }));
    await waitFor(() => expect(weight).toHaveAccessibleDescription('Weight looks like a typo'));
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Add a measurement' })).toBeInTheDocument();
  });
});

describe('a new user', () => {
  it('sees how data arrives instead of zeros, and Add Data fills the dashboard', async () => {
    const { user } = await renderStory(NewUser, meta);
    expect((await readDashboard()).hasData).toBe(false);
    expect(await screen.findByRole('heading', { name: 'No health data yet' })).toBeVisible();
    expect(screen.getByText(/connect a device/)).toBeVisible();
    expect(screen.getByText(/add a measurement yourself/)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Health summary' })).toBeNull();
    expect(screen.queryByRole('link', { name: /device/i })).toBeNull();

    const dialog = await openAddData(user);
    await user.type(within(dialog).getByLabelText('Weight'), '70');
    await user.click(within(dialog).getByRole('button', { name: 'Save measurement' }));
    const list = await statCards();
    expect(screen.queryByRole('heading', { name: 'No health data yet' })).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(await screen.findByRole('button', { name: /^Metabolism: / })).toBeInTheDocument();
  });
});

describe('a failed read', () => {
  it('shows an error with Retry, which loads the dashboard', async () => {
    const { user } = await renderStory(LoadFailed, meta);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your dashboard could not be loaded');
    expect(screen.queryByRole('list', { name: 'Health summary' })).toBeNull();
    clearInjectedFailures();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await statCards()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
