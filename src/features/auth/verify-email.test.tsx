import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@mocks/node';
import { sendVerificationEmail } from '@mocks/mail';
import { DEMO_ACCOUNTS } from '@mocks/seed';
import { findUserByEmail } from '@mocks/sessions';
import { latestLink } from './test-helpers';

const { unverified } = DEMO_ACCOUNTS;

async function verificationLink(): Promise<string> {
  const user = findUserByEmail(unverified.email);
  if (!user) throw new Error('The seed lacks the unverified account');
  await sendVerificationEmail(user);
  return latestLink(unverified.email, 'verify-email');
}

describe('the verification result screen', () => {
  it.each([
    [
      'success',
      'Email Verified',
      'Your email address has been verified. You can now log in to your account.',
      '/auth/login?verified=success',
    ],
    [
      'already',
      'Already Verified',
      'Your email address was already verified. You can log in to your account.',
      '/auth/login?verified=already',
    ],
    [
      'error',
      'Verification Failed',
      'We encountered a problem verifying your email. Please try again or contact support.',
      '/auth/login',
    ],
    [
      'something-else',
      'Verification Failed',
      'We encountered a problem verifying your email. Please try again or contact support.',
      '/auth/login',
    ],
  ])('?verified=%s shows "%s"', async (verified, title, message, loginPath) => {
    renderApp(`/auth/verify-email?verified=${verified}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', loginPath);
  });

  it('treats a missing parameter as an error', async () => {
    renderApp('/auth/verify-email');
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
  });
});

describe('the verification link', () => {
  it('shows a spinner, then the result', async () => {
    const { router } = renderApp(await verificationLink());
    expect(await screen.findByRole('status', { name: 'Verifying your email' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Email Verified' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?verified=success');
    expect(findUserByEmail(unverified.email)?.emailVerified).toBe(true);
  });

  it('lands on the error result for an unknown token or none at all', async () => {
    const unknown = renderApp('/auth/verify?token=not-a-real-token');
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(unknown.router.state.location.search).toBe('?verified=error');
    unknown.unmount();

    const none = renderApp('/auth/verify');
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(none.router.state.location.search).toBe('?verified=error');
  });

  it('replaces its own history entry, so Back does not redeem the token again', async () => {
    const { router } = renderApp(await verificationLink());
    await screen.findByRole('heading', { name: 'Email Verified' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('posts the single-use token once, even under StrictMode', async () => {
    const link = await verificationLink();
    const posts: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/auth/verify-email') posts.push(request.method);
    };
    server.events.on('request:start', count);
    configure({ reactStrictMode: true });
    try {
      renderApp(link);
      expect(await screen.findByRole('heading', { name: 'Email Verified' })).toBeInTheDocument();
      await waitFor(() => expect(posts).toEqual(['POST']));
    } finally {
      configure({ reactStrictMode: false });
      server.events.removeListener('request:start', count);
    }
  });
});
