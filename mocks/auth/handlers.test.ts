import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { DEMO_ACCOUNTS, DEMO_GOOGLE_IDENTITY } from '../seed';
import { sha256Hex } from '../crypto';
import { findUserByEmail } from '../sessions';

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(new URL(path, window.location.href), {
    method,
    credentials: 'include',
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const signUp = (email: string, username: string) =>
  call('POST', '/api/auth/register', {
    username,
    email,
    password: 'secret12',
    firstName: '',
    lastName: null,
  });

describe('the mocked auth server', () => {
  it('never shows a password hash or salt', async () => {
    const login = await call('POST', '/api/auth/login', DEMO_ACCOUNTS.demo);
    expect(login.status).toBe(200);
    expect(JSON.stringify(login.body)).not.toMatch(/password(Hash|Salt)/);
    const me = await call('GET', '/api/auth/me', undefined, {
      Authorization: `Bearer ${login.body.token}`,
    });
    expect(Object.keys(me.body).sort()).toEqual([
      'authProvider',
      'email',
      'emailVerified',
      'firstName',
      'id',
      'lastName',
      'plan',
      'profileImageUrl',
      'role',
      'username',
    ]);
  });

  it('locks an e-mail even against a burst of parallel guesses', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', '/api/auth/login', {
          email: DEMO_ACCOUNTS.demo.email,
          password: 'wrong-guess',
        }),
      ),
    );
    const statuses = guesses.map((guess) => guess.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const correct = await fetch(new URL('/api/auth/login', window.location.href), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO_ACCOUNTS.demo),
    });
    expect(correct.status).toBe(429);
    expect(correct.headers.get('Retry-After')).toBe('900');
    const lock = { body: await correct.json() };
    expect(lock.body.message).toMatch(
      /^Too many failed login attempts\. Please try again in 15 minutes\.$/,
    );
  });

  it('creates one account when the same sign-up arrives twice at once', async () => {
    const [first, second] = await Promise.all([
      signUp('twin@example.com', 'twinone'),
      signUp('twin@example.com', 'twintwo'),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    expect(db.user.findMany({ where: { email: { equals: 'twin@example.com' } } })).toHaveLength(1);
  });

  it('stores empty names as null and answers with no session until the e-mail is verified', async () => {
    const reply = await signUp('new@example.com', 'newperson');
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ ok: true, token: null, needsVerification: true });
    expect(reply.body.user).toMatchObject({
      firstName: null,
      lastName: null,
      emailVerified: false,
    });
  });

  it('names the bad fields of a sign-up without a prefix', async () => {
    const reply = await call('POST', '/api/auth/register', {
      username: 'john doe',
      email: 'not-an-email',
      password: '123',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({
      username: 'Username may contain only letters, numbers, dots, dashes and underscores',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(reply.body.message).toBe(Object.values(reply.body.errors).join(' '));
  });

  it('lets a reset link work once even when it is sent twice at once', async () => {
    await call('POST', '/api/auth/forgot-password', { email: DEMO_ACCOUNTS.demo.email });
    const link = db.outboxMessage
      .getAll()
      .find((message) => message.kind === 'reset-password')!.link;
    const token = new URL(link, window.location.href).searchParams.get('token');
    const body = { token, email: DEMO_ACCOUNTS.demo.email, password: 'NewPassw0rd' };
    const replies = await Promise.all([
      call('POST', '/api/auth/reset-password', body),
      call('POST', '/api/auth/reset-password', body),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
  });

  it('does not let Google sign-in take over an account made with a password', async () => {
    await signUp(DEMO_GOOGLE_IDENTITY.email, 'impostor');
    const reply = await call('POST', '/api/auth/google/callback', { decision: 'allow' });
    expect(reply.status).toBe(409);
    expect(findUserByEmail(DEMO_GOOGLE_IDENTITY.email)?.authProvider).toBe('password');
  });

  it('gives the Google account a free username', async () => {
    await signUp('someone@example.com', DEMO_GOOGLE_IDENTITY.username);
    const reply = await call('POST', '/api/auth/google/callback', { decision: 'allow' });
    expect(reply.status).toBe(200);
    expect(reply.body.user.username).toBe(`${DEMO_GOOGLE_IDENTITY.username}2`);
  });

  it('ends a Google session when the browser logs in with a password', async () => {
    await call('POST', '/api/auth/google/callback', { decision: 'allow' });
    expect((await call('GET', '/api/auth/user')).status).toBe(200);
    expect((await call('POST', '/api/auth/login', DEMO_ACCOUNTS.demo)).status).toBe(200);
    expect((await call('GET', '/api/auth/user')).status).toBe(401);
  });

  it('stores only a hash of each session token', async () => {
    const login = await call('POST', '/api/auth/login', DEMO_ACCOUNTS.demo);
    const [session] = db.session.getAll();
    expect(session.id).not.toBe(login.body.token);
    expect(session.id).toBe(await sha256Hex(login.body.token));
  });

  it('ends the password session when the browser signs in with Google: one user at a time', async () => {
    const login = await call('POST', '/api/auth/login', DEMO_ACCOUNTS.demo);
    const bearer = { Authorization: `Bearer ${login.body.token}` };
    const google = await call('POST', '/api/auth/google/callback', { decision: 'allow' }, bearer);
    expect(google.status).toBe(200);
    expect((await call('GET', '/api/auth/me', undefined, bearer)).status).toBe(401);
    expect((await call('GET', '/api/auth/user')).body.email).toBe(DEMO_GOOGLE_IDENTITY.email);
    expect(db.session.getAll().map((session) => session.kind)).toEqual(['cookie']);
  });

  it.each(['/api/auth/resend-verification', '/api/auth/forgot-password'])(
    '%s sends three e-mails to an address within 15 minutes, then answers 429',
    async (path) => {
      const email = DEMO_ACCOUNTS.unverified.email;
      for (let i = 0; i < 3; i++) expect((await call('POST', path, { email })).status).toBe(200);
      const limited = await fetch(new URL(path, window.location.href), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await limited.json()).message).toBe(
        'Too many emails were requested for this address. Please try again in 15 minutes.',
      );
      // The limit is per address: another one is served, known or not.
      expect((await call('POST', path, { email: 'nobody@example.com' })).status).toBe(200);
    },
  );

  it("does not count the sign-up's own e-mail: a new address gets it and three more", async () => {
    const email = 'riley@example.com';
    expect((await signUp(email, 'riley')).status).toBe(201);
    const resend = () => call('POST', '/api/auth/resend-verification', { email });
    for (let i = 0; i < 3; i++) expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(429);
    expect(db.outboxMessage.findMany({ where: { to: { equals: email } } })).toHaveLength(4);
  });

  it('meets the e-mail limit even with a burst of parallel requests', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        call('POST', '/api/auth/forgot-password', { email: DEMO_ACCOUNTS.demo.email }),
      ),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(3);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(5);
    expect(db.outboxMessage.count()).toBe(3);
  });
});
