import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { FAILURE_HEADER, takeInjectedFailure } from './failures';
import { handle } from './http';
import { server } from './node';
import { call } from './testing/api';

const asking = (status: string) =>
  new Request('http://localhost/api/meals', {
    method: 'POST',
    headers: { [FAILURE_HEADER]: status },
  });

describe('the X-Mock-Failure header', () => {
  it('asks for a plain status from 400 to 599', () => {
    expect(takeInjectedFailure(asking('503'))).toMatchObject({ status: 503 });
    expect(takeInjectedFailure(asking('400'))).toMatchObject({ status: 400 });
    expect(takeInjectedFailure(asking('599'))).toMatchObject({ status: 599 });
  });

  it('answers 400 naming the header for anything else, 0x1f4 and 5e2 included', () => {
    for (const value of ['abc', '200', '99', '600', '0x1f4', '5e2', '500.0', '+500', '']) {
      expect(takeInjectedFailure(asking(value)), value).toEqual({
        status: 400,
        message: 'X-Mock-Failure must be a status from 400 to 599, e.g. 503; nothing was done.',
      });
    }
  });

  it('runs nothing when the header is not a status: the handler never sees the request', async () => {
    let runs = 0;
    server.use(
      http.post(
        '/api/probe',
        handle({ public: true }, () => ({ runs: ++runs })),
      ),
    );
    const refused = await call('POST', '/api/probe', { headers: { [FAILURE_HEADER]: 'abc' } });
    expect(refused).toMatchObject({ status: 400, body: { message: /X-Mock-Failure/ } });
    expect(runs).toBe(0);
    expect((await call('POST', '/api/probe')).body).toEqual({ runs: 1 });
  });
});
