// clock-matrix: it shows the doses due today and marks them, without pinning its own time.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { renderStory } from '@/testing/render-story';
import meta, { Empty } from '../../../stories/medications/medications.stories';
import { UNDO_WINDOW_MS } from './components/schedule-card';
import { signIn } from '@mocks/testing/fixtures';
import { persistDuringTest, reloadDatabase } from '@mocks/testing/persistence';

const dialog = () => screen.findByRole('dialog', { name: 'Add Medication' });

async function openAdd(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add Medication' }));
  return within(await dialog());
}

describe('Medication Management', () => {
  it('adds a medication that is due today, marks it taken, and it is still taken after a reload', async () => {
    persistDuringTest();
    await signIn('demo');
    const first = renderApp('/medications');
    const { user } = first;
    const form = await openAdd(user);
    await user.type(form.getByLabelText('Name'), 'Metformin');
    await user.type(form.getByLabelText('Dosage'), '500 mg');
    await user.selectOptions(form.getByLabelText('Frequency'), 'Twice daily');
    const [morning, evening] = [form.getByLabelText('Time 1'), form.getByLabelText('Time 2')];
    await user.clear(morning);
    await user.type(morning, '06:15');
    await user.clear(evening);
    await user.type(evening, '23:45');
    await user.click(form.getByRole('button', { name: 'Add Medication' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const doses = await screen.findByRole('list', { name: 'Doses due today' });
    const row = await within(doses).findByRole('listitem', {
      name: /^Metformin 500 mg at 23:45: (Upcoming|Due now|Missed)$/,
    });
    expect(
      within(doses).getByRole('listitem', { name: /^Metformin 500 mg at 06:15/ }),
    ).toBeVisible();
    await user.click(
      within(row).getByRole('button', { name: 'Mark Taken: Metformin 500 mg at 23:45' }),
    );
    expect(
      await within(doses).findByRole('listitem', {
        name: /^Metformin 500 mg at 23:45: Taken at \d\d:\d\d$/,
      }),
    ).toBeVisible();
    expect(
      within(doses).getByRole('button', { name: 'Undo Metformin 500 mg at 23:45' }),
    ).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Current medications' })).getByRole('listitem', {
        name: 'Metformin',
      }),
    ).toHaveTextContent('06:15, 23:45');

    first.unmount();
    reloadDatabase();
    renderApp('/medications');
    const after = await screen.findByRole('list', { name: 'Doses due today' });
    expect(
      await within(after).findByRole('listitem', { name: /^Metformin 500 mg at 23:45: Taken at/ }),
    ).toBeVisible();
    // The undo window belongs to the visit that marked it.
    expect(within(after).queryByRole('button', { name: /^Undo Metformin/ })).toBeNull();
  }, 30_000);

  it('undoes a dose just marked', async () => {
    await signIn('demo');
    const { user } = renderApp('/medications');
    const doses = await screen.findByRole('list', { name: 'Doses due today' });
    const button = within(doses).getAllByRole('button', { name: /^Mark Taken: / })[0];
    const label = button.getAttribute('aria-label')!.replace('Mark Taken: ', '');
    await user.click(button);
    await user.click(await within(doses).findByRole('button', { name: `Undo ${label}` }));
    expect(
      await within(doses).findByRole('button', { name: `Mark Taken: ${label}` }),
    ).toBeVisible();
  });

  it('keeps keyboard focus as Mark Taken becomes Undo and back, and on Log a dose', async () => {
    await signIn('demo');
    const { user } = renderApp('/medications');
    const doses = await screen.findByRole('list', { name: 'Doses due today' });
    const button = within(doses).getAllByRole('button', { name: /^Mark Taken: / })[0];
    const label = button.getAttribute('aria-label')!.replace('Mark Taken: ', '');
    button.focus();
    await user.keyboard('{Enter}');
    const undo = await within(doses).findByRole('button', { name: `Undo ${label}` });
    await waitFor(() => expect(undo).toHaveFocus());
    await user.keyboard('{Enter}');
    const again = await within(doses).findByRole('button', { name: `Mark Taken: ${label}` });
    await waitFor(() => expect(again).toHaveFocus());

    // An as-needed medicine keeps Log a dose; its Undo, once pressed, hands focus back to it.
    const asNeeded = screen.getByRole('list', { name: 'As-needed medicines' });
    const log = within(asNeeded).getAllByRole('button', { name: /^Log a dose of / })[0];
    const name = log.getAttribute('aria-label')!.replace('Log a dose of ', '');
    log.focus();
    await user.keyboard('{Enter}');
    const undoLog = await within(asNeeded).findByRole('button', {
      name: new RegExp(`^Undo the dose of ${name} at`),
    });
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(undoLog).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(undoLog).not.toBeInTheDocument());
    expect(within(asNeeded).getByRole('button', { name: `Log a dose of ${name}` })).toHaveFocus();
  });

  it('moves focus to the schedule when the Undo it is on times out', async () => {
    // The undo window's timer is faked too, still moving in real time, at the pinned "now".
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    vi.setSystemTime(now);
    await signIn('demo');
    const { user } = renderApp('/medications');
    const doses = await screen.findByRole('list', { name: 'Doses due today' });
    within(doses)
      .getAllByRole('button', { name: /^Mark Taken: / })[0]
      .focus();
    await user.keyboard('{Enter}');
    const undo = await within(doses).findByRole('button', { name: /^Undo / });
    await waitFor(() => expect(undo).toHaveFocus());
    act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS));
    expect(undo).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: "Today's Medication Schedule" })).toHaveFocus();
  });

  it('says which message goes with each bad field', async () => {
    await signIn('demo');
    const { user } = renderApp('/medications');
    const form = await openAdd(user);
    await user.selectOptions(form.getByLabelText('Frequency'), 'Three times daily');
    await user.clear(form.getByLabelText('Time 2'));
    await user.click(form.getByRole('button', { name: 'Add Medication' }));
    expect(await form.findByText('Medication name is required')).toBeVisible();
    expect(form.getByText('Dosage is required')).toBeVisible();
    expect(form.getByText('Enter a time as HH:MM')).toBeVisible();
    await user.selectOptions(form.getByLabelText('Frequency'), 'As needed');
    expect(form.queryByLabelText('Time')).toBeNull();
  });

  it('tells of an interaction as a medicine is added, and lists it in Interaction Check', async () => {
    await signIn('demo');
    const { user } = renderApp('/medications?tab=interactions');
    const list = await screen.findByRole('list', { name: 'Interactions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    const form = await openAdd(user);
    await user.type(form.getByLabelText('Name'), 'Ferrous Sulfate');
    await user.type(form.getByLabelText('Dosage'), '325 mg');
    await user.selectOptions(form.getByLabelText('Type'), 'Supplement');
    await user.click(form.getByRole('button', { name: 'Add Medication' }));
    const toasts = await screen.findByRole('region', { name: /notifications/i });
    expect(
      await within(toasts).findByText(
        'Ferrous Sulfate interacts with Levothyroxine and Calcium Carbonate: see Interaction Check.',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Interactions' })).getAllByRole('listitem'),
      ).toHaveLength(3),
    );
    const levothyroxine = within(screen.getByRole('list', { name: 'Interactions' }))
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes('Ferrous Sulfate + Levothyroxine'))!;
    expect(levothyroxine).toHaveTextContent('Moderate risk');
    expect(levothyroxine).toHaveTextContent('Source: Levothyroxine (Synthroid) label');
  });

  it("opens a medicine's history from its card, with adherence and a 30-day calendar", async () => {
    await signIn('demo');
    const { user, router } = renderApp('/medications');
    const cards = await screen.findByRole('list', { name: 'Current medications' });
    await user.click(within(cards).getByRole('button', { name: 'History of Levothyroxine' }));
    expect(router.state.location.search).toMatch(/tab=history&medication=/);
    expect(
      await screen.findByRole('heading', { name: 'Levothyroxine: the last 30 days' }),
    ).toBeVisible();
    const calendar = screen.getByRole('list', { name: 'The last 30 days' });
    expect(within(calendar).getAllByRole('listitem', { name: /: / })).toHaveLength(30);
    expect(screen.getByRole('row', { name: /^All scheduled medicines/ })).toHaveTextContent(/\d+%/);
  });

  it('shows an empty list and No Interactions Found to a user without medicines', async () => {
    const { user } = await renderStory(Empty, meta);
    expect(await screen.findByRole('heading', { name: 'No medications yet' })).toBeVisible();
    expect(await screen.findByText(/No doses are due today/)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Interaction Check' }));
    expect(await screen.findByRole('heading', { name: 'No Interactions Found' })).toBeVisible();
  });

  it("lands on today's schedule from the dashboard's Schedule quick action", async () => {
    await signIn('demo');
    const { user, router } = renderApp('/dashboard');
    await user.click(await screen.findByRole('link', { name: 'Schedule' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/medications'));
    expect(router.state.location.hash).toBe('#schedule');
    await screen.findByRole('list', { name: 'Doses due today' });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('region', { name: "Today's Medication Schedule" }),
      ),
    );
  });
});
