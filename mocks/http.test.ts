import { factory, primaryKey } from '@mswjs/data';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import * as yup from 'yup';
import { server } from './node';
import { handle, loadDatabaseBeforeAnswering } from './http';
import { HttpError } from './http-error';
import { findOwned, listOwned } from './owned';
import { clearInjectedFailures, injectFailure } from './failures';
import { parseLatency } from '@/lib/demo-controls';
import { mockLatency } from './latency';
import { databaseWrites } from './persistence';
import { call, type Reply } from './testing/api';
import { describeResourceContract } from './testing/resource-contract';
import { advanceNow } from './testing/clock';
import { sessionToken } from './testing/fixtures';

describe('the handler wrapper', () => {
  it('fails closed: a handler not declared public answers 401 without a session', async () => {
    server.use(
      http.get(
        '/api/probe',
        handle({}, () => ({ secret: 42 })),
      ),
    );
    const reply = await call('GET', '/api/probe');
    expect(reply).toMatchObject({ status: 401, body: { message: 'Not authenticated' } });
  });

  it('answers 401 for a bearer token that names no session', async () => {
    server.use(
      http.get(
        '/api/probe',
        handle({}, () => ({ secret: 42 })),
      ),
    );
    expect((await call('GET', '/api/probe', { token: 'forged' })).status).toBe(401);
  });

  it('answers once the database has loaded, but for a handler that reads nothing stored', async () => {
    let loaded = () => {};
    const load = vi.fn(() => new Promise<void>((resolve) => (loaded = resolve)));
    loadDatabaseBeforeAnswering(load);
    onTestFinished(() => loadDatabaseBeforeAnswering(() => Promise.resolve()));
    server.use(
      http.get(
        '/api/stored',
        handle({ public: true }, ({ user }) => ({ signedIn: user !== null })),
      ),
      http.get(
        '/api/not-stored',
        handle({ public: true, stored: false }, ({ user }) => ({ signedIn: user !== null })),
      ),
    );
    const token = await sessionToken('demo');
    let storedReply: Reply | null = null;
    const stored = call('GET', '/api/stored', { token }).then((reply) => (storedReply = reply));
    // Not looked up without the database: no user, whatever session comes along.
    expect(await call('GET', '/api/not-stored', { token })).toMatchObject({
      status: 200,
      body: { signedIn: false },
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(storedReply).toBeNull();
    loaded();
    await stored;
    expect(storedReply).toMatchObject({ status: 200, body: { signedIn: true } });
  });

  it('serves a public handler without a session', async () => {
    server.use(
      http.get(
        '/api/probe',
        handle({ public: true }, ({ user }) => ({ user })),
      ),
    );
    expect(await call('GET', '/api/probe')).toMatchObject({ status: 200, body: { user: null } });
  });

  it('passes the signed-in user to a protected handler', async () => {
    server.use(
      http.get(
        '/api/probe',
        handle({}, ({ user }) => ({ email: user.email })),
      ),
    );
    const token = await sessionToken('demo');
    expect((await call('GET', '/api/probe', { token })).body).toEqual({
      email: 'demo@vitalis.health',
    });
  });

  it('answers 400 naming every bad field', async () => {
    const schema = yup.object({
      name: yup.string().required('Name is required'),
      age: yup.number().typeError('Age must be a number').min(0, 'Age must be positive'),
    });
    server.use(
      http.post(
        '/api/probe',
        handle({ public: true, body: schema }, ({ body }) => body),
      ),
    );
    const reply = await call('POST', '/api/probe', { body: { age: 'old' } });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      message: 'Age must be a number Name is required',
      errors: { name: 'Name is required', age: 'Age must be a number' },
    });
  });

  it('answers 400 for a body that is not JSON, or not an object', async () => {
    server.use(
      http.post(
        '/api/probe',
        handle({ public: true, body: yup.object({}) }, () => ({})),
      ),
    );
    expect(await call('POST', '/api/probe', { body: '{oops' })).toMatchObject({
      status: 400,
      body: { message: 'The request body is not valid JSON.' },
    });
    expect((await call('POST', '/api/probe', { body: '[1,2]' })).status).toBe(400);
  });

  it('answers 400 naming the field for hostile bodies instead of crashing', async () => {
    server.use(
      http.post(
        '/api/probe',
        handle(
          {
            public: true,
            body: yup.object({
              email: yup.string().trim().lowercase().required(),
              tags: yup.array(yup.string().trim()),
            }),
          },
          ({ body }) => body,
        ),
      ),
    );
    const operator = await call('POST', '/api/probe', { body: '{"email":{"$ne":1}}' });
    expect(operator).toMatchObject({
      status: 400,
      body: { errors: { email: expect.any(String) } },
    });
    const prototype = await call('POST', '/api/probe', {
      body: '{"email":"a@b.c","__proto__":{"admin":true}}',
    });
    expect(prototype.status).toBe(400);
    expect(Object.keys((prototype.body as { errors: object }).errors)).toEqual(['__proto__']);
    const nested = await call('POST', '/api/probe', {
      body: '{"email":"a@b.c","tags":["ok",{"constructor":{"prototype":1}}]}',
    });
    expect(nested).toMatchObject({
      status: 400,
      body: { errors: { 'tags[1]': expect.any(String) } },
    });
    const deep = await call('POST', '/api/probe', {
      body: `{"email":"a@b.c","x":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    });
    expect(deep.status).toBe(400);
  });

  it('validates the query string and path parameters, naming the parameter', async () => {
    server.use(
      http.get(
        '/api/probe/:day',
        handle(
          {
            public: true,
            params: yup.object({
              day: yup.string().matches(/^\d{4}-\d{2}-\d{2}$/, 'day must be YYYY-MM-DD'),
            }),
            query: yup.object({
              range: yup.string().oneOf(['1d', '7d'], 'range must be 1d or 7d').default('7d'),
            }),
          },
          ({ params, query }) => ({ day: params.day, range: query.range }),
        ),
      ),
    );
    expect((await call('GET', '/api/probe/2026-11-21')).body).toEqual({
      day: '2026-11-21',
      range: '7d',
    });
    expect(await call('GET', '/api/probe/yesterday?range=1d')).toMatchObject({
      status: 400,
      body: { errors: { day: 'day must be YYYY-MM-DD' } },
    });
    expect(await call('GET', '/api/probe/2026-11-21?range=1y')).toMatchObject({
      status: 400,
      body: { errors: { range: 'range must be 1d or 7d' } },
    });
    expect(await call('GET', '/api/probe/2026-11-21?range=1d&range=7d')).toMatchObject({
      status: 400,
      body: { errors: { range: 'range must be given only once.' } },
    });
  });

  it('maps a thrown HttpError to its status and headers, and anything else to 500', async () => {
    server.use(
      http.get(
        '/api/conflict',
        handle({ public: true }, () => {
          throw new HttpError(429, 'Slow down', {}, { 'Retry-After': '60' });
        }),
      ),
      http.get(
        '/api/broken',
        handle({ public: true }, () => {
          throw new Error('bug');
        }),
      ),
    );
    const limited = await call('GET', '/api/conflict');
    expect(limited).toMatchObject({ status: 429, body: { message: 'Slow down' } });
    expect(limited.headers.get('Retry-After')).toBe('60');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await call('GET', '/api/broken')).status).toBe(500);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('returns a handler Response as it is', async () => {
    server.use(
      http.get(
        '/api/probe',
        handle({ public: true }, () => HttpResponse.json({ made: true }, { status: 201 })),
      ),
    );
    expect((await call('GET', '/api/probe')).status).toBe(201);
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON from the mocked server, not the app page', async () => {
    const reply = await call('GET', '/api/no-such-thing');
    expect(reply).toMatchObject({
      status: 404,
      body: { message: 'No API endpoint at GET /api/no-such-thing.' },
    });
  });

  it('answer 405 with Allow when the path exists for another method', async () => {
    const reply = await call('DELETE', '/api/auth/login');
    expect(reply.status).toBe(405);
    expect(reply.headers.get('Allow')).toBe('POST');
  });

  it('answer 405 with Allow for a method a fixed path does not serve, not as an id of a parameter path', async () => {
    // PUT /api/medications/:id would take "schedule" as an id and answer 404.
    const token = await sessionToken('demo');
    const reply = await call('PUT', '/api/medications/schedule', { token, body: {} });
    expect(reply.status).toBe(405);
    expect(reply.headers.get('Allow')).toBe('GET');
    expect((await call('GET', '/api/medications/schedule', { token })).status).toBe(200);
  });

  it('match a fixed path as its handlers do: in any case, with or without a trailing slash', async () => {
    const token = await sessionToken('demo');
    for (const path of ['/api/Medications/Schedule', '/api/medications/schedule/']) {
      const refused = await call('PUT', path, { token, body: {} });
      expect(refused.status).toBe(405);
      expect(refused.headers.get('Allow')).toBe('GET');
      expect((await call('GET', path, { token })).status).toBe(200);
    }
  });

  it('never list a method twice in Allow', async () => {
    // POST /api/auth/google/callback and POST /api/auth/:provider/callback both match.
    const reply = await call('GET', '/api/auth/google/callback');
    expect(reply.status).toBe(405);
    expect(reply.headers.get('Allow')).toBe('POST');
    const withParameter = await call('PATCH', '/api/medications/some-id');
    expect(withParameter.headers.get('Allow')).toBe('PUT, DELETE');
  });
});

describe('failure injection', () => {
  beforeEach(() => {
    server.use(
      http.get(
        '/api/probe/:id',
        handle({ public: true }, () => ({ ok: true })),
      ),
    );
  });

  it('fails the next matching request once, with the chosen status', async () => {
    injectFailure({ path: '/api/probe/:id', status: 503, once: true });
    expect(await call('GET', '/api/probe/1')).toMatchObject({
      status: 503,
      body: { message: 'The service is temporarily unavailable.' },
    });
    expect((await call('GET', '/api/probe/1')).status).toBe(200);
  });

  it('fails every request to a path, for one method only, until cleared', async () => {
    injectFailure({ path: '/api/probe/*', method: 'GET', status: 500, message: 'Down' });
    injectFailure({ path: '/api/auth/user', method: 'POST', status: 418 });
    expect(await call('GET', '/api/probe/1')).toMatchObject({
      status: 500,
      body: { message: 'Down' },
    });
    expect((await call('GET', '/api/probe/2')).status).toBe(500);
    expect((await call('GET', '/api/auth/user')).status).toBe(401);
    clearInjectedFailures();
    expect((await call('GET', '/api/probe/2')).status).toBe(200);
  });

  it('reads rules set by hand in localStorage, and ignores broken ones', async () => {
    localStorage.setItem('vitalis:mock-failures', '[{"path":"/api/probe/:id","status":502}]');
    expect((await call('GET', '/api/probe/9')).status).toBe(502);
    localStorage.setItem('vitalis:mock-failures', '{not json');
    expect((await call('GET', '/api/probe/9')).status).toBe(200);
  });
});

describe('ownership', () => {
  // A resource of this test's own: the helpers work with any model whose records name their owner.
  const probeDb = factory({
    note: { id: primaryKey(String), userId: String, title: String },
  });

  beforeEach(() => {
    probeDb.note.deleteMany({ where: { id: { notEquals: '' } } });
    probeDb.note.create({ id: 'mine', userId: 'local_demo', title: 'Mine' });
    probeDb.note.create({ id: 'theirs', userId: 'local_admin', title: 'Theirs' });
    server.use(
      http.get(
        '/api/notes',
        handle({}, ({ user }) => listOwned(probeDb.note, user).map(({ id }) => id)),
      ),
      http.put(
        '/api/notes/:id',
        handle(
          {
            params: yup.object({ id: yup.string().required() }),
            body: yup.object({ title: yup.string().trim().required('Title is required') }),
          },
          ({ user, params, body }) => {
            const note = findOwned(probeDb.note, params.id, user, 'Note');
            return probeDb.note.update({
              where: { id: { equals: note.id } },
              data: { title: body.title },
            });
          },
        ),
      ),
    );
  });

  it("lists only the user's own records, and finds them by id", async () => {
    const token = await sessionToken('demo');
    expect((await call('GET', '/api/notes', { token })).body).toEqual(['mine']);
    expect(
      await call('PUT', '/api/notes/mine', { token, body: { title: 'Renamed' } }),
    ).toMatchObject({ status: 200, body: { title: 'Renamed' } });
  });

  it("answers another user's record exactly as a missing one", async () => {
    const token = await sessionToken('demo');
    const theirs = await call('PUT', '/api/notes/theirs', { token, body: { title: 'Taken' } });
    const missing = await call('PUT', '/api/notes/nothing', { token, body: { title: 'Taken' } });
    expect(theirs).toMatchObject({ status: 404, body: { message: 'Note not found' } });
    expect(missing.body).toEqual(theirs.body);
    expect(probeDb.note.findFirst({ where: { id: { equals: 'theirs' } } })?.title).toBe('Theirs');
  });

  describeResourceContract({
    operation: 'PUT /api/notes/:id',
    othersRecordId: () => 'theirs',
    validBody: { title: 'Taken' },
    invalid: { body: { title: '  ' }, field: 'title' },
  });
});

describe('latency', () => {
  it('adds no delay in tests', () => {
    localStorage.setItem('vitalis:mock-latency', '500-900');
    expect(mockLatency()).toBe(0);
  });

  it('reads an adjusted range, and ignores a bad one', () => {
    expect(parseLatency(null)).toEqual([150, 450]);
    expect(parseLatency('0')).toEqual([0, 0]);
    expect(parseLatency('100-300')).toEqual([100, 300]);
    expect(parseLatency('300-100')).toEqual([150, 450]);
    expect(parseLatency('fast')).toEqual([150, 450]);
  });
});

describe('reads', () => {
  it('never write: an expired session is refused without being deleted on the spot', async () => {
    const token = await sessionToken('demo');
    advanceNow(8 * 24 * 60 * 60 * 1000);
    const writes = databaseWrites();
    const reply = await call('GET', '/api/auth/me', { token });
    expect(reply.status).toBe(401);
    expect(databaseWrites()).toBe(writes);
  });
});
