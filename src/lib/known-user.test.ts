import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import type { User } from './api/contract';
import { currentUserQuery, seedKnownUser, switchUser } from './auth';
import { setToken } from './auth-token';
import { SOCIAL_SESSION_HINT_COOKIE } from './constants';
import { knownUser, rememberUser } from './known-user';
import { createQueryClient } from './query-client';

const ALEX = { id: 'user-1', email: 'alex@example.com', firstName: 'Alex' } as User;
const SAM = { id: 'user-2', email: 'sam@example.com', firstName: 'Sam' } as User;

describe('the user the last check found', () => {
  it('is known again with the same token, and not with another or none', () => {
    setToken('token-a');
    rememberUser(ALEX);
    expect(knownUser()).toEqual(ALEX);
    setToken('token-b');
    expect(knownUser()).toBeUndefined();
    localStorage.removeItem('auth_token');
    expect(knownUser()).toBeUndefined();
  });

  it('is known by the Google session while its hint cookie says one may exist', () => {
    document.cookie = `${SOCIAL_SESSION_HINT_COOKIE}=1; Path=/`;
    rememberUser(SAM);
    expect(knownUser()).toEqual(SAM);
    document.cookie = `${SOCIAL_SESSION_HINT_COOKIE}=; Path=/; Max-Age=0`;
    expect(knownUser()).toBeUndefined();
  });

  it('is forgotten with null, and kept by nobody without a credential', () => {
    setToken('token-a');
    rememberUser(ALEX);
    rememberUser(null);
    expect(localStorage.getItem('vitalis:known-user')).toBeNull();
    localStorage.removeItem('auth_token');
    rememberUser(ALEX);
    expect(localStorage.getItem('vitalis:known-user')).toBeNull();
  });

  it('is not known from what cannot be read', () => {
    setToken('token-a');
    for (const stored of [
      '{',
      'null',
      '{"credential":"token-a"}',
      '{"credential":"token-a","user":{}}',
    ]) {
      localStorage.setItem('vitalis:known-user', stored);
      expect(knownUser()).toBeUndefined();
    }
  });

  it('follows every sign-in and sign-out', async () => {
    const client = createQueryClient();
    await switchUser(client, ALEX, 'token-a');
    expect(knownUser()).toEqual(ALEX);
    await switchUser(client, SAM, 'token-b');
    expect(knownUser()).toEqual(SAM);
    await switchUser(client, null, null);
    expect(knownUser()).toBeUndefined();
    expect(localStorage.getItem('vitalis:known-user')).toBeNull();
  });

  it('keeps nothing of a check that a sign-in overtook', async () => {
    setToken('token-a');
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/auth/me', async () => {
        await answered;
        return HttpResponse.json(ALEX);
      }),
    );
    const client = createQueryClient();
    const check = client.fetchQuery(currentUserQuery);
    await switchUser(client, SAM, 'token-b');
    answer();
    await check.catch(() => undefined);
    expect(knownUser()).toEqual(SAM);
  });

  it('seeds a client as out of date, so the first screen reading it checks again', () => {
    setToken('token-a');
    rememberUser(ALEX);
    const client = createQueryClient();
    seedKnownUser(client);
    expect(client.getQueryData(currentUserQuery.queryKey)).toEqual(ALEX);
    expect(client.getQueryState(currentUserQuery.queryKey)?.isInvalidated).toBe(true);
    const empty = createQueryClient();
    setToken('token-b');
    seedKnownUser(empty);
    expect(empty.getQueryData(currentUserQuery.queryKey)).toBeUndefined();
  });
});
