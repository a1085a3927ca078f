import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { logIn, toasts } from '@/features/auth/test-helpers';
import { DB_STORAGE_KEY, loadDatabase } from '@mocks/persistence';
import { DEMO_ACCOUNTS } from '@mocks/seed';
import { persistDuringTest } from '@mocks/testing/persistence';
import { App } from './app';
import type { StartupState } from './data-notice';
import { routes } from './router';

function renderAppStarted(path: string, startup: StartupState) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <App startup={Promise.resolve(startup)}>
      <RouterProvider router={router} />
    </App>,
  );
  return { user };
}

describe('the start-up notice', () => {
  it('names the tables a damaged store had reset and downloads what they held as JSON', async () => {
    persistDuringTest();
    localStorage.setItem(`${DB_STORAGE_KEY}:healthSeries`, '[{"id": "a"}, {"id": "a"}]');
    const origin = loadDatabase();
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:replaced';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { user } = renderAppStarted('/', origin);

    const title = await screen.findByText('Part of the demo data was reset');
    const notice = title.closest<HTMLElement>('[role="status"]')!;
    expect(notice).toHaveTextContent('(health series)');
    await user.click(within(notice).getByRole('button', { name: 'Download the replaced data' }));
    expect(click).toHaveBeenCalledTimes(1);
    const backup = JSON.parse(await saved[0].text()) as { keys: Record<string, string> };
    expect(backup.keys).toEqual({
      [`${DB_STORAGE_KEY}:healthSeries`]: '[{"id": "a"}, {"id": "a"}]',
    });
  });

  it('tells an older tab that a newer version saved in another tab, and its writes are refused', async () => {
    persistDuringTest();
    const { user } = renderAppStarted('/auth/login', { state: 'restored' });
    await screen.findByRole('button', { name: 'Log In' });
    localStorage.setItem(DB_STORAGE_KEY, JSON.stringify({ schemaVersion: 3 }));
    window.dispatchEvent(
      new StorageEvent('storage', { key: DB_STORAGE_KEY, storageArea: localStorage }),
    );

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This demo was updated in another tab; reload to continue.');
    expect(within(notice).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await logIn(user, DEMO_ACCOUNTS.demo.email, DEMO_ACCOUNTS.demo.password);
    expect(await (await toasts()).findByText('Not saved')).toBeInTheDocument();
    expect(
      (await toasts()).getByText('This demo was updated in another tab; reload to continue.'),
    ).toBeInTheDocument();
  });
});
