import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIN_FORM_ACCOUNT } from '@/testing/sign-up-fixtures';
import { renderApp } from '@/testing/render-app';
import { fillIn } from '@/features/auth/test-helpers';
import { fillStorage, persistDuringTest, reloadDatabase } from '@mocks/testing/persistence';
import { findUserByEmail } from '@mocks/sessions';

const STORAGE_FULL = /^This browser's storage for the demo is full, so this change was not saved\./;

describe('a browser whose storage is full', () => {
  let freeStorage: () => void = () => undefined;
  afterEach(() => freeStorage());

  it('tells the user the sign-up was not saved, and nothing of it is kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    persistDuringTest();
    freeStorage = fillStorage();
    const { user } = renderApp('/auth/register');
    await screen.findByRole('button', { name: 'Create Account' });
    await fillIn(user, MAIN_FORM_ACCOUNT);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(STORAGE_FULL)).toBeInTheDocument();
    const toast = within(await screen.findByRole('region', { name: /Notifications/ }));
    expect(await toast.findByText('Not saved')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Registration Successful' })).toBeNull();
    expect(findUserByEmail(MAIN_FORM_ACCOUNT.Email)).toBeNull();

    // With room again, the same sign-up goes through: nothing of the first attempt is in the way.
    freeStorage();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByRole('heading', { name: 'Registration Successful' }),
    ).toBeInTheDocument();
    reloadDatabase();
    expect(findUserByEmail(MAIN_FORM_ACCOUNT.Email)).not.toBeNull();
  });
});
