import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { server } from './node';
import { HttpError, handle } from './http';
import { mockLatency, parseLatency } from './latency';
import { DEMO_ACCOUNTS } from './seed';

const url = (path: string) => new URL(path, window.location.href);

async function post(path: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(url(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, body: await response.json() };
}

describe('the handler wrapper', () => {
  it('answers 401 on a protected handler without a session', async () => {
    server.use(
      http.get(
        '/api/probe',
        handle({ auth: true }, () => ({ secret: 42 })),
      ),
    );
    const response = await fetch(url('/api/probe'));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Not authenticated' });
  });

  it('answers 401 for a bearer token that names no session', async () => {
    server.use(
      http.get(
        '/api/probe',
        handle({ auth: true }, () => ({ secret: 42 })),
      ),
    );
    const response = await fetch(url('/api/probe'), {
      headers: { Authorization: 'Bearer forged' },
    });
    expect(response.status).toBe(401);
  });

  it('passes the signed-in user to a protected handler', async () => {
    server.use(
      http.get(
        '/api/probe',
        handle({ auth: true }, ({ user }) => ({ email: user?.email })),
      ),
    );
    const login = await post('/api/auth/login', JSON.stringify(DEMO_ACCOUNTS.demo));
    const response = await fetch(url('/api/probe'), {
      headers: { Authorization: `Bearer ${login.body.token}` },
    });
    expect(await response.json()).toEqual({ email: DEMO_ACCOUNTS.demo.email });
  });

  it('answers 400 naming every bad field', async () => {
    const schema = yup.object({
      name: yup.string().required('Name is required'),
      age: yup.number().typeError('Age must be a number').min(0, 'Age must be positive'),
    });
    server.use(
      http.post(
        '/api/probe',
        handle({ body: schema }, ({ body }) => body),
      ),
    );
    const reply = await post('/api/probe', JSON.stringify({ age: 'old' }));
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({ name: 'Name is required', age: 'Age must be a number' });
    expect(reply.body.message).toBe('Name is required Age must be a number');
  });

  it('answers 400 for a body that is not JSON, or not an object', async () => {
    server.use(
      http.post(
        '/api/probe',
        handle({ body: yup.object({}) }, () => ({})),
      ),
    );
    expect(await post('/api/probe', '{oops')).toEqual({
      status: 400,
      body: { message: 'The request body is not valid JSON.' },
    });
    expect((await post('/api/probe', '[1,2]')).status).toBe(400);
  });

  it('maps a thrown HttpError to its status, and anything else to 500', async () => {
    server.use(
      http.get(
        '/api/conflict',
        handle({}, () => {
          throw new HttpError(409, 'Taken', { errors: { email: 'Taken' } });
        }),
      ),
      http.get(
        '/api/broken',
        handle({}, () => {
          throw new Error('bug');
        }),
      ),
    );
    const conflict = await fetch(url('/api/conflict'));
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({ message: 'Taken', errors: { email: 'Taken' } });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = await fetch(url('/api/broken'));
    expect(broken.status).toBe(500);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('returns a handler Response as it is', async () => {
    server.use(
      http.get(
        '/api/probe',
        handle({}, () => HttpResponse.json({ made: true }, { status: 201 })),
      ),
    );
    const response = await fetch(url('/api/probe'));
    expect(response.status).toBe(201);
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
