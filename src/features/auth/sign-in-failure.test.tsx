import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/transport';
import { signInFailure } from '@/lib/auth';
import { renderApp } from '@/testing/render-app';
import { injectFailure } from '@mocks/failures';
import { logIn } from './test-helpers';

const TEXTS = { refused: 'Refused', unreachable: 'Unreachable', forbidden: 'Forbidden' };

describe('signInFailure', () => {
  it('reads a 403 with needsVerification as the refusal until the e-mail is verified', () => {
    const withReason = new ApiError(403, '403', {
      message: 'Verify first',
      needsVerification: true,
    });
    const without = new ApiError(403, '403', { needsVerification: true });
    expect(signInFailure(withReason, TEXTS)).toMatchObject({
      message: 'Verify first',
      needsVerification: true,
    });
    expect(signInFailure(without, TEXTS)).toMatchObject({
      message: 'Email verification required',
      needsVerification: true,
    });
  });

  it("says the server's reason, else the screen's text for a refusal, a 403 or no reply", () => {
    expect(signInFailure(new ApiError(429, '429', { message: 'Wait' }), TEXTS).message).toBe(
      'Wait',
    );
    expect(signInFailure(new ApiError(401, '401', null), TEXTS).message).toBe('Refused');
    expect(signInFailure(new ApiError(403, '403', null), TEXTS).message).toBe('Forbidden');
    expect(signInFailure(new TypeError('Failed to fetch'), TEXTS).message).toBe('Unreachable');
    expect(signInFailure(new ApiError(403, '403', null), { refused: 'No' })).toMatchObject({
      message: 'No',
      needsVerification: false,
    });
  });
});

describe('one reading of a failed sign-in', () => {
  const REASON = 'Too many failed login attempts. Please try again in 15 minutes.';
  const refuseLogins = () =>
    injectFailure({ path: '/api/auth/login', method: 'POST', status: 429, message: REASON });

  it('the login form says the reply as the persona switch and a shortcut do', async () => {
    refuseLogins();
    const { user } = renderApp('/auth/login');
    await logIn(user, 'demo@vitalis.health', 'demo123');
    expect(await screen.findByText(REASON)).toBeInTheDocument();
  });

  it('the persona switch says it', async () => {
    refuseLogins();
    const { user } = renderApp('/auth/login');
    const personas = await screen.findByRole('list', { name: 'Sign in as' });
    await user.click(within(personas).getAllByRole('button')[0]);
    expect(await screen.findByText('Sign-in failed')).toBeInTheDocument();
    expect(screen.getByText(REASON)).toBeInTheDocument();
  });

  it('a demo shortcut says it', async () => {
    refuseLogins();
    const { user } = renderApp('/auth/quick-login');
    await user.click(await screen.findByRole('button', { name: 'Quick Login' }));
    expect(await screen.findByText(REASON)).toBeInTheDocument();
  });
});
