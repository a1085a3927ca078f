import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { install } from '@sinonjs/fake-timers';
import { getResponse } from 'msw';
import { writeFailures, writeLatency } from '@/lib/demo-controls';
import type { DatabaseOrigin } from '@/lib/database-origin';
import { FAILURE_HEADER } from '../failures';
import { handlers } from '../handlers';
import {
  DB_STORAGE_KEY,
  ImportRefused,
  importDatabase,
  loadDatabase,
  persistDatabase,
} from '../persistence';
import { FileStorage } from './file-storage';
import type { MockApiOptions } from './options';

export interface MockApi {
  url: string;
  /** How the database came up: restored from its file, seeded, migrated, or loaded by --load. */
  origin: DatabaseOrigin | { state: 'loaded'; records: number };
  close(): Promise<void>;
}

/** Why the server did not start (an unreadable --db file, a refused --load file). */
export class StartError extends Error {}

/** What a web app at an allowed origin may send and read. */
const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': `Authorization, Content-Type, Accept, ${FAILURE_HEADER}`,
  'Access-Control-Expose-Headers': 'Allow, Content-Disposition, Retry-After',
  'Access-Control-Allow-Credentials': 'true',
  'Access-Control-Max-Age': '600',
};

/** The database file as localStorage, where the mocked server's own persistence looks for it. */
function installStorage(options: MockApiOptions): FileStorage {
  let storage: FileStorage;
  try {
    storage = new FileStorage(options.db, (key) => key.startsWith(DB_STORAGE_KEY), {
      fresh: options.reset,
    });
  } catch (error) {
    throw new StartError(
      `The database ${options.db} cannot be read (${(error as Error).message}); start with --reset to begin again.`,
    );
  }
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
  writeLatency(options.latency);
  writeFailures(options.failures);
  return storage;
}

function loadFile(file: string): number {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new StartError(`--load ${file}: ${(error as Error).message}`);
  }
  try {
    return importDatabase(data);
  } catch (error) {
    if (error instanceof ImportRefused) throw new StartError(`--load ${file}: ${error.message}`);
    throw error;
  }
}

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const each of [value ?? []].flat()) headers.append(name, each);
  }
  const method = incoming.method ?? 'GET';
  return new Request(new URL(incoming.url ?? '/', origin), {
    method,
    headers,
    body:
      method === 'GET' || method === 'HEAD' || !chunks.length ? undefined : Buffer.concat(chunks),
  });
}

async function send(outgoing: ServerResponse, response: Response, extra: Record<string, string>) {
  const headers: Record<string, string | string[]> = { ...extra };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  outgoing.writeHead(response.status, headers);
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Serves the one handler list (mocks/handlers) over HTTP, through msw's own request handling, on
 * a database kept in a JSON file. Cookies and bearer tokens work as in the browser; a web app at
 * one of the `corsOrigins` may call it with its cookies.
 */
export async function serveMockApi(
  options: MockApiOptions,
  log: (line: string) => void = () => {},
): Promise<MockApi> {
  // Only Date is shifted; it runs on in real time, as the tests' pinned clock does.
  const clock = options.now
    ? install({ now: options.now, toFake: ['Date'], shouldAdvanceTime: true })
    : null;
  const storage = installStorage(options);
  const stopPersisting = persistDatabase();
  let origin: MockApi['origin'] = loadDatabase();
  if (options.load) origin = { state: 'loaded', records: loadFile(options.load) };

  const server = createServer(async (incoming, outgoing) => {
    const started = performance.now();
    const allowed = options.corsOrigins.find((each) => each === incoming.headers.origin);
    const cors: Record<string, string> = allowed
      ? { ...CORS_HEADERS, 'Access-Control-Allow-Origin': allowed, Vary: 'Origin' }
      : { Vary: 'Origin' };
    let status = 500;
    try {
      if (incoming.method === 'OPTIONS' && incoming.headers['access-control-request-method']) {
        status = allowed ? 204 : 403;
        outgoing.writeHead(status, cors).end();
        return;
      }
      const request = await toRequest(incoming, `http://${incoming.headers.host ?? 'localhost'}`);
      const response =
        (await getResponse(handlers, request, { baseUrl: new URL(request.url).origin })) ??
        Response.json(
          { message: `Nothing is served at ${new URL(request.url).pathname}.` },
          {
            status: 404,
          },
        );
      status = response.status;
      await send(outgoing, response, cors);
    } catch (error) {
      console.error(error);
      if (!outgoing.headersSent) {
        outgoing.writeHead(500, { ...cors, 'Content-Type': 'application/json' });
      }
      outgoing.end(JSON.stringify({ message: 'Something went wrong on the mocked server.' }));
    } finally {
      log(
        `${incoming.method} ${incoming.url} ${status} ${Math.round(performance.now() - started)} ms`,
      );
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  return {
    url: `http://${host}:${port}`,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          stopPersisting();
          storage.save();
          clock?.uninstall();
          resolve();
        });
      }),
  };
}
