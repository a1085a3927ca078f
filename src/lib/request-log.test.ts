import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handle, observeExchanges } from '@mocks/http';
import { checkExchange } from '@mocks/testing/contract';
import { writeRequestLogRecording } from './demo-controls';
import { bodyText, isRecordingRequests, onRequestLogChange, readRequestLog } from './request-log';

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

  it('records nothing and copies no body while nobody listens', async () => {
    const before = readRequestLog();
    expect(isRecordingRequests()).toBe(false);
    const { response, copies } = await exchange();
    expect(await response.json()).toEqual({ saved: true });
    expect(copies).toBe(0);
    expect(readRequestLog()).toBe(before);
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
    expect(await bodyText(latest.request)).toBe('{\n  "text": "hello"\n}');
    expect(await bodyText(latest.response)).toBe('{\n  "saved": true\n}');
    expect(isRecordingRequests()).toBe(false);
  });

  it('records with nobody listening once logging is switched on in the panel', async () => {
    writeRequestLogRecording(true);
    const before = readRequestLog().length;
    await exchange();
    expect(readRequestLog().length).toBe(Math.min(before + 1, 100));
    expect(readRequestLog()[0].path).toBe('/api/notes');
  });
});
