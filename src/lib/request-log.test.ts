import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handle, observeExchanges } from '@mocks/http';
import { checkExchange } from '@mocks/testing/contract';
import { callApi } from './api/client';
import { switchUser, useFollowOtherTabs } from './auth';
import { TOKEN_KEY } from './constants';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { writeRequestLogRecording } from './demo-controls';
import { signalUserChange } from './user-change';
import { createQueryClient } from './query-client';
import {
  bodyText,
  isRecordingRequests,
  MASKED,
  onRequestLogChange,
  readRequestLog,
} from './request-log';

const answer = handle({ public: true }, () => ({ saved: true }));

/** One exchange with the mocked server's wrapper, counting the copies made of its bodies. */
async function exchange() {
  const request = new Request('http://localhost/api/notes', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text: 'hello' }),
  });
  const requestCopies = vi.spyOn(request, 'clone');
  const responseCopies = vi.spyOn(Response.prototype, 'clone');
  const response = (await answer({
    request,
    params: {},
    cookies: {},
    requestId: '1',
  } as never)) as Response;
  return {
    response,
    copies: requestCopies.mock.calls.length + responseCopies.mock.calls.length,
  };
}

describe('the request log', () => {
  // The test runs' contract check copies every exchange; here only the log may.
  beforeEach(() => observeExchanges(null));
  afterEach(() => {
    observeExchanges(checkExchange);
    vi.restoreAllMocks();
  });

  it('keeps a line for every request, but copies no body, while nobody listens', async () => {
    expect(isRecordingRequests()).toBe(false);
    const { response, copies } = await exchange();
    expect(await response.json()).toEqual({ saved: true });
    expect(copies).toBe(0);
    const [latest] = readRequestLog();
    expect(latest).toMatchObject({ method: 'POST', path: '/api/notes', status: 200, bodies: null });
    expect(latest.ms).toEqual(expect.any(Number));
  });

  it('records each exchange, its bodies readable, while someone subscribes', async () => {
    const changed = vi.fn();
    const off = onRequestLogChange(changed);
    try {
      await exchange();
    } finally {
      off();
    }
    expect(changed).toHaveBeenCalledOnce();
    const [latest] = readRequestLog();
    expect(latest).toMatchObject({ method: 'POST', path: '/api/notes', status: 200 });
    expect(await bodyText(latest.bodies!.request)).toBe('{\n  "text": "hello"\n}');
    expect(await bodyText(latest.bodies!.response)).toBe('{\n  "saved": true\n}');
    expect(isRecordingRequests()).toBe(false);
  });

  it('records with nobody listening once logging is switched on in the panel', async () => {
    writeRequestLogRecording(true);
    const before = readRequestLog().length;
    await exchange();
    expect(readRequestLog().length).toBe(Math.min(before + 1, 100));
    expect(readRequestLog()[0]).toMatchObject({ path: '/api/notes', bodies: expect.anything() });
  });
});

describe("the request log keeps no one's secrets", () => {
  it('masks passwords and tokens at any depth, in what was sent and what came back', async () => {
    const sent = new Request('http://localhost/api/account/password', {
      method: 'POST',
      body: JSON.stringify({
        password: 'Demo1234!',
        change: { currentPassword: 'Demo1234!', newPassword: 'NewSecret123' },
        confirmations: [{ confirmPassword: 'NewSecret123', note: 'kept' }],
      }),
    });
    expect(JSON.parse(await bodyText(sent))).toEqual({
      password: MASKED,
      change: { currentPassword: MASKED, newPassword: MASKED },
      confirmations: [{ confirmPassword: MASKED, note: 'kept' }],
    });
    const reply = Response.json({
      token: '3q2-7wEjLh0',
      user: { email: 'demo@vitalis.health' },
      verification: { token: null },
    });
    expect(JSON.parse(await bodyText(reply))).toEqual({
      token: MASKED,
      user: { email: 'demo@vitalis.health' },
      verification: { token: null },
    });
  });

  it("empties when the signed-in user changes: a sign-in, a sign-out, another tab's session", async () => {
    writeRequestLogRecording(true);
    const queryClient = createQueryClient();
    const { user, token } = await callApi('login', { body: DEMO_ACCOUNTS.free });
    expect(readRequestLog()[0].path).toBe('/api/auth/login');
    await switchUser(queryClient, user, token);
    expect(readRequestLog()).toEqual([]);

    await callApi('getTokenUser');
    expect(readRequestLog()).toHaveLength(1);
    await switchUser(queryClient, null, null);
    expect(readRequestLog()).toEqual([]);

    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    renderHook(useFollowOtherTabs, { wrapper });
    await callApi('login', { body: DEMO_ACCOUNTS.demo });
    expect(readRequestLog()).toHaveLength(1);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
    await waitFor(() => expect(readRequestLog()).toEqual([]));
  });

  it("logs no answer of the last user's that arrives after the user changed", async () => {
    let answerNow = () => {};
    const held = new Promise<void>((resolve) => (answerNow = resolve));
    const slowAnswer = handle({ public: true }, async () => {
      await held;
      return { saved: true };
    });
    const request = new Request('http://localhost/api/notes', { method: 'POST', body: '{}' });
    const answered = slowAnswer({ request, params: {}, cookies: {}, requestId: '2' } as never);
    signalUserChange();
    answerNow();
    await answered;
    expect(readRequestLog()).toEqual([]);

    await exchange();
    expect(readRequestLog()).toHaveLength(1);
  });
});
