import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
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
  setStorageWording,
} from '../persistence';
import { SESSION_COOKIE } from '../sessions';
import { FileStorage } from './file-storage';
import { guard, methodNotAllowed, type GuardSettings, type Refusal } from './guard';
import { allowedHostNames, localUrl, networkAddresses, urlHost } from './hosts';
import { BodyTooLarge, ClientAborted, ROUTED_ORIGIN, toRequest } from './request';
import type { MockApiOptions } from './options';

export interface MockApi {
  /** Where this machine reaches it. */
  url: string;
  /** Where other machines reach it: none on a loopback address. */
  networkUrls: string[];
  /** How the database came up: restored from its file, seeded, migrated, or loaded by --load. */
  origin: DatabaseOrigin | { state: 'loaded'; records: number };
  /** The file that keeps what a recovery at start replaced, if one did. */
  backupFile: string | null;
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

/** The CORS headers of an answer to `origin`: allowed only for a --cors origin. */
function corsHeaders(corsOrigins: string[], origin: string | undefined): Record<string, string> {
  const allowed = corsOrigins.find((each) => each === origin);
  return allowed
    ? { ...CORS_HEADERS, 'Access-Control-Allow-Origin': allowed, Vary: 'Origin' }
    : { Vary: 'Origin' };
}

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

/**
 * The session cookie is HttpOnly over HTTP, as a real server sets it: no script can read it. The
 * handlers cannot say so, as in the browser msw hands their cookies to `document.cookie`, which
 * refuses HttpOnly ones. Its companion `vitalis_social` stays readable: it is meant to be.
 */
function asServerCookie(cookie: string): string {
  return cookie.startsWith(`${SESSION_COOKIE}=`) && !/;\s*httponly/i.test(cookie)
    ? `${cookie}; HttpOnly`
    : cookie;
}

async function send(outgoing: ServerResponse, response: Response, extra: Record<string, string>) {
  const headers: Record<string, string | string[]> = { ...extra };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie().map(asServerCookie);
  if (cookies.length) headers['set-cookie'] = cookies;
  outgoing.writeHead(response.status, headers);
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

/** Answers with a JSON `{ message }`. */
function refuse(
  outgoing: ServerResponse,
  { status, message, headers }: Refusal,
  extra: Record<string, string>,
): void {
  outgoing.writeHead(status, { ...extra, ...headers, 'Content-Type': 'application/json' });
  outgoing.end(JSON.stringify({ message }));
}

/** CONNECT (a proxy's tunnel) reaches no request handler: it is answered on the socket itself. */
function refuseConnect(socket: Duplex): void {
  const { status, message, headers } = methodNotAllowed('CONNECT');
  const body = JSON.stringify({ message });
  socket.end(
    [
      `HTTP/1.1 ${status} Method Not Allowed`,
      `Allow: ${headers!.Allow}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/**
 * Keeps what a recovery at start replaced in a file beside the database, and returns its path:
 * the database keeps it too, under a `vitalis:mock-db-backup:` key, but a file is found.
 */
function keepBackupFile(db: string, backup: string): string {
  const { replacedAt } = JSON.parse(backup) as { replacedAt: string };
  const file = path.join(
    path.dirname(db),
    `${path.basename(db, '.json')}.backup-${replacedAt.replace(/:/g, '-')}.json`,
  );
  writeFileSync(file, backup);
  return file;
}

/**
 * Serves the one handler list (mocks/handlers) over HTTP, through msw's own request handling, on
 * a database kept in a JSON file. Cookies and bearer tokens work as in the browser; a web app at
 * one of the `corsOrigins` may call it with its cookies. Each request passes `guard` first, and
 * its reply waits until what it changed is on disk.
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
  // Its 507 replies speak of the database file, not of a browser's storage or tabs.
  setStorageWording('server');
  const stopPersisting = persistDatabase();
  let origin: MockApi['origin'] = loadDatabase();
  if (options.load) origin = { state: 'loaded', records: loadFile(options.load) };
  const backupFile = 'backup' in origin ? keepBackupFile(options.db, origin.backup) : null;
  await storage.durable();
  const settings: GuardSettings = {
    port: options.port,
    hostNames: allowedHostNames(options.host, options.allowHosts),
    corsOrigins: options.corsOrigins,
    exposeDemoTools: options.exposeDemoTools,
    demoTools: options.demoTools,
  };

  async function respond(incoming: IncomingMessage, outgoing: ServerResponse) {
    const cors = corsHeaders(options.corsOrigins, incoming.headers.origin);
    const checked = guard(incoming, settings);
    if (!('url' in checked)) return refuse(outgoing, checked, cors);
    if (incoming.method === 'OPTIONS' && incoming.headers['access-control-request-method']) {
      outgoing.writeHead(cors['Access-Control-Allow-Origin'] ? 204 : 403, cors).end();
      return;
    }
    let request;
    try {
      request = await toRequest(incoming, checked.url);
    } catch (error) {
      if (error instanceof ClientAborted) return;
      if (!(error instanceof BodyTooLarge)) throw error;
      // Nothing more is read: the connection closes once the client has the answer.
      const closing = { ...cors, Connection: 'close' };
      return refuse(outgoing, { status: 413, message: error.message }, closing);
    }
    // A real server knows nothing of the demo's failure injection: the header is ignored.
    if (!options.demoTools) request.headers.delete(FAILURE_HEADER);
    const response =
      (await getResponse(handlers, request, { baseUrl: ROUTED_ORIGIN })) ??
      Response.json({ message: `Nothing is served at ${checked.url.pathname}.` }, { status: 404 });
    try {
      // Nothing is acknowledged, nor shown to another request, before it is on disk.
      await storage.durable();
    } catch (error) {
      // The change is in memory only; the next write tries the file again.
      const message = `Not saved: the database file could not be written (${(error as Error).message}).`;
      return refuse(outgoing, { status: 500, message }, cors);
    }
    await send(outgoing, response, cors);
  }

  const server = createServer(async (incoming, outgoing) => {
    const started = performance.now();
    outgoing.once('close', () => {
      const outcome = outgoing.writableFinished ? outgoing.statusCode : 'aborted';
      log(
        `${incoming.method} ${incoming.url} ${outcome} ${Math.round(performance.now() - started)} ms`,
      );
    });
    try {
      await respond(incoming, outgoing);
    } catch (error) {
      console.error(error);
      if (!outgoing.headersSent) {
        refuse(
          outgoing,
          { status: 500, message: 'Something went wrong on the mocked server.' },
          corsHeaders(options.corsOrigins, incoming.headers.origin),
        );
      }
    }
  });
  server.on('connect', (incoming: IncomingMessage, socket: Duplex) => {
    log(`CONNECT ${incoming.url} 405`);
    refuseConnect(socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  // --port 0 picked one; no request has arrived yet.
  settings.port = port;
  return {
    url: localUrl(options.host, port),
    networkUrls: networkAddresses(options.host).map((each) => `http://${urlHost(each)}:${port}`),
    origin,
    backupFile,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close(() => {
          stopPersisting();
          clock?.uninstall();
          storage.durable().then(resolve, reject);
        });
      }),
  };
}
