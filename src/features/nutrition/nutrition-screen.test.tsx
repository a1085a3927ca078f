import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { signIn } from '@mocks/testing/fixtures';
import { db } from '@mocks/db';
import { persistDuringTest, reloadDatabase } from '@mocks/testing/persistence';
import { seedAt } from '@mocks/testing/clock';

const TODAY = '2026-03-04';

const todaysMeals = () =>
  db.meal.findMany({ where: { userId: { equals: 'local_demo' }, date: { equals: TODAY } } });

beforeEach(() => {
  seedAt('2026-03-04T15:30');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Nutrition', () => {
  // Dialogs on two lazily loaded screens: slow on a busy machine, hence the longer limit.
  it("lists today's meals, edits one and deletes another after confirming", async () => {
    await signIn('demo');
    const { user } = renderApp('/nutrition');
    const list = await screen.findByRole('list', { name: "Today's meals" });
    const [first, second] = todaysMeals().sort((a, b) => a.time.localeCompare(b.time));
    expect(list).toHaveTextContent(first.description);

    await user.click(within(list).getByRole('button', { name: `Edit ${first.description}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit meal' });
    const description = within(dialog).getByLabelText('Description');
    expect(description).toHaveValue(first.description);
    await user.clear(description);
    await user.type(description, 'Porridge, no sugar');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(list).toHaveTextContent('Porridge, no sugar'));
    expect(db.meal.findFirst({ where: { id: { equals: first.id } } })?.description).toBe(
      'Porridge, no sugar',
    );

    await user.click(within(list).getByRole('button', { name: `Delete ${second.description}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this meal?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete meal' }));
    await waitFor(() => expect(list).not.toHaveTextContent(second.description));
    expect(db.meal.findFirst({ where: { id: { equals: second.id } } })).toBeNull();
  }, 30_000);

  it("adds up today's calories against the 2,200 target", async () => {
    await signIn('demo');
    renderApp('/nutrition?tab=analysis');
    const cards = await screen.findByRole('list', { name: "Today's nutrition" });
    const calories = todaysMeals().reduce((sum, meal) => sum + (meal.calories ?? 0), 0);
    expect(cards).toHaveTextContent(`${calories.toLocaleString('en-US')} kcal`);
    expect(cards).toHaveTextContent(
      `${Math.round((calories / 2200) * 100)}% of the 2,200 kcal daily target`,
    );
  });

  it('joins the Meal Planning waitlist, and still shows it after a reload', async () => {
    persistDuringTest();
    await signIn('demo');
    const { user, unmount } = renderApp('/nutrition?tab=meal-planning');
    const join = await screen.findByRole('button', { name: 'Join Waitlist' });
    await waitFor(() => expect(join).toBeEnabled());
    await user.click(join);
    expect(await screen.findByRole('button', { name: "You're on the waitlist" })).toBeDisabled();
    unmount();
    reloadDatabase();
    renderApp('/nutrition?tab=meal-planning');
    expect(await screen.findByRole('button', { name: "You're on the waitlist" })).toBeDisabled();
  });

  it('exports the meals as CSV for Premium, and tells a Free user why not', async () => {
    const created = vi.fn(() => 'blob:meals');
    // jsdom has no object URLs; the download is handed one.
    class DownloadURL extends URL {
      static createObjectURL = created;
      static revokeObjectURL = vi.fn();
    }
    vi.stubGlobal('URL', DownloadURL);
    await signIn('demo');
    const { user, unmount } = renderApp('/nutrition');
    await user.click(await screen.findByRole('button', { name: 'Export Data' }));
    expect(await screen.findByText(`Saved as vitalis-meals-${TODAY}.csv.`)).toBeInTheDocument();
    expect(created).toHaveBeenCalledOnce();
    unmount();

    await signIn('free');
    const free = renderApp('/nutrition');
    await free.user.click(await screen.findByRole('button', { name: 'Export Data' }));
    expect(await screen.findByText('Export needs Premium')).toBeInTheDocument();
    expect(screen.getByText(/^Data export is part of Premium/)).toBeInTheDocument();
  });
});
