import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { install } from '@sinonjs/fake-timers';
import { getResponse } from 'msw';
import { writeFailures, writeLatency } from '@/lib/demo-controls';
import type { DatabaseOrigin } from '@/lib/database-origin';
import { limitPasswordHashing } from '../crypto';
import { FAILURE_HEADER } from '../failures';
import { handlers } from '../handlers';
import {
  BACKUP_KEY_PREFIX,
  DB_STORAGE_KEY,
  ImportRefused,
  TABLE_KEY_PREFIX,
  importDemoFile,
  loadDatabase,
  persistDatabase,
  setStorageWording,
} from '../persistence';
import { SESSION_COOKIE } from '../sessions';
import { FileStorage } from './file-storage';
import { guard, methodNotAllowed, type GuardSettings, type Refusal } from './guard';
import { allowedHostNames, localUrl, networkAddresses, urlHost } from './hosts';
import { DatabaseLocked, lockDatabase } from './lock';
import { BodyTooLarge, ClientAborted, ROUTED_ORIGIN, lingerThenEnd, toRequest } from './request';
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
  /**
   * Stops: takes no new connection, answers the requests under way (for up to `graceMs`, then
   * cuts them, and no save of theirs is taken), saves the database and releases its lock.
   */
  close(graceMs?: number): Promise<void>;
}

/** Why the server did not start (its database in use or unreadable, its port taken, a refused --load file). */
export class StartError extends Error {}

/** How long a stop waits for the requests under way (their latency included). */
export const STOP_GRACE_MS = 5_000;
/** A client has this long to send its request's headers, and this long for the whole request. */
const HEADERS_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 60_000;
/** File handles kept for the database, its journal, Node and Vite beyond the connections. */
const RESERVED_HANDLES = 64;
const MAX_CONNECTIONS = 1_000;

/**
 * The most connections at once: below the process's limit on open files (the soft limit Node
 * raised to the hard one), so a flood of stalled clients cannot take the handles the database and
 * its journal need. Where the limit cannot be read (not Linux), 256.
 */
export function connectionCap(): number {
  let limit = NaN;
  try {
    limit = Number(/^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1]);
  } catch {
    // Not Linux.
  }
  if (!Number.isFinite(limit)) return 256;
  return Math.max(16, Math.min(MAX_CONNECTIONS, limit - RESERVED_HANDLES));
}

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
    storage = new FileStorage(options.db, {
      // Backups are written to a file of their own (keepBackupFile), not with every save.
      persisted: (key) => key.startsWith(DB_STORAGE_KEY) && !key.startsWith(BACKUP_KEY_PREFIX),
      isTable: (key) => key.startsWith(TABLE_KEY_PREFIX),
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
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new StartError(`--load ${file}: ${(error as Error).message}`);
  }
  try {
    return importDemoFile(text);
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
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie().map(asServerCookie);
  if (cookies.length) headers['set-cookie'] = cookies;
  const body = Buffer.from(await response.arrayBuffer());
  // A HEAD is answered as its GET, without the body (Node sends none for HEAD).
  outgoing.writeHead(response.status, { ...headers, ...extra, 'Content-Length': body.length });
  outgoing.end(body);
}

/** Answers with a JSON `{ message }`; with `end: false` it is sent whole, the answer left open. */
function refuse(
  outgoing: ServerResponse,
  { status, message, headers }: Refusal,
  extra: Record<string, string>,
  { end = true } = {},
): void {
  const body = JSON.stringify({ message });
  outgoing.writeHead(status, {
    ...extra,
    ...headers,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
  });
  if (end) outgoing.end(body);
  else outgoing.write(body);
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
 * it is written once, here, not with every save of the database.
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

/** Binds the port, or says in a sentence why not (taken, not allowed). */
async function listen(server: ReturnType<typeof createServer>, options: MockApiOptions) {
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    const where = `${urlHost(options.host)}:${options.port}`;
    throw new StartError(
      code === 'EADDRINUSE'
        ? `Port ${options.port} is in use (another mock:api, or another program), so the mocked API did not start and ${options.db} was not touched. Stop that one, or start with --port <n> (--port 0 picks a free one).`
        : `The mocked API cannot listen on ${where} (${message}), so it did not start and ${options.db} was not touched.`,
    );
  }
}

/**
 * Serves the one handler list (mocks/handlers) over HTTP, through msw's own request handling, on
 * a database kept in a file (file-storage.ts), which this process alone holds (lock.ts) and reads
 * only once its port is bound. Cookies and bearer tokens work as in the browser; a web app at one
 * of the `corsOrigins` may call it with its cookies. Each request passes `guard` first; a change is
 * on disk before it is applied and answered. What one client costs is bounded: connections (below
 * the file handle limit), the time to send headers, password hashes at once.
 */
export async function serveMockApi(
  options: MockApiOptions,
  log: (line: string) => void = () => {},
): Promise<MockApi> {
  let release: () => void;
  try {
    release = lockDatabase(options.db);
  } catch (error) {
    if (error instanceof DatabaseLocked) throw new StartError(error.message);
    throw error;
  }
  const server = createServer({
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // How often the timeouts are checked (Node's default, 30 s, would let a stalled client stay).
    connectionsCheckingInterval: 1_000,
  });
  server.maxConnections = connectionCap();
  // Every socket the server touches, a CONNECT's or an upgrade's handed over included: a client's
  // reset (ECONNRESET) or a write after it hung up (EPIPE) must never reach the process unhandled.
  server.on('connection', (socket: Socket) => socket.on('error', () => {}));
  let clock: ReturnType<typeof install> | null = null;
  let stopPersisting = () => {};
  let storage: FileStorage;
  let origin: MockApi['origin'];
  try {
    await listen(server, options);
    // Only Date is shifted; it runs on in real time, as the tests' pinned clock does.
    clock = options.now
      ? install({ now: options.now, toFake: ['Date'], shouldAdvanceTime: true })
      : null;
    storage = installStorage(options);
    // Its 507 replies speak of the database file, not of a browser's storage or tabs.
    setStorageWording('server');
    stopPersisting = persistDatabase(storage);
    origin = loadDatabase();
    if (options.load) origin = { state: 'loaded', records: loadFile(options.load) };
  } catch (error) {
    stopPersisting();
    clock?.uninstall();
    server.close();
    release();
    throw error;
  }
  const backupFile = 'backup' in origin ? keepBackupFile(options.db, origin.backup) : null;
  // A hash holds one of libuv's 4 threads: two at most leave the session check's SHA-256 its own.
  limitPasswordHashing({
    concurrent: Math.max(1, Math.min(2, availableParallelism() - 1)),
    waiting: 32,
  });
  const settings: GuardSettings = {
    port: (server.address() as AddressInfo).port,
    hostNames: allowedHostNames(options.host, options.allowHosts),
    corsOrigins: options.corsOrigins,
    exposeDemoTools: options.exposeDemoTools,
    demoTools: options.demoTools,
  };
  let stopping = false;
  const underWay = new Set<ServerResponse>();
  // Refusals sent whole while the rest of their request is discarded: a client that hangs up
  // then has its answer, not an aborted one.
  const answered = new WeakSet<ServerResponse>();

  async function respond(incoming: IncomingMessage, outgoing: ServerResponse) {
    const cors: Record<string, string> = {
      ...corsHeaders(options.corsOrigins, incoming.headers.origin),
      // The last answer on this connection: the server is stopping.
      ...(stopping ? { Connection: 'close' } : {}),
    };
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
      // Sent at once; the rest of the body is read and discarded, within bounds, before the
      // connection closes, so a client still sending gets this answer and not a reset.
      const closing = { ...cors, Connection: 'close' };
      refuse(outgoing, { status: 413, message: error.message }, closing, { end: false });
      answered.add(outgoing);
      return lingerThenEnd(incoming, outgoing);
    }
    // A real server knows nothing of the demo's failure injection: the header is ignored.
    if (!options.demoTools) request.headers.delete(FAILURE_HEADER);
    const response =
      (await getResponse(handlers, request, { baseUrl: ROUTED_ORIGIN })) ??
      Response.json({ message: `Nothing is served at ${checked.url.pathname}.` }, { status: 404 });
    await send(outgoing, response, cors);
  }

  server.on('request', async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const started = performance.now();
    underWay.add(outgoing);
    outgoing.once('close', () => {
      underWay.delete(outgoing);
      const outcome =
        outgoing.writableFinished || answered.has(outgoing) ? outgoing.statusCode : 'aborted';
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

  async function close(graceMs = STOP_GRACE_MS): Promise<void> {
    stopping = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const deadline = performance.now() + graceMs;
    while (underWay.size > 0 && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (underWay.size > 0) log(`Stopping: ${underWay.size} requests cut after ${graceMs} ms`);
    // Before the cut: a request cut now saves nothing, so none is saved unanswered.
    const saved = storage.close();
    server.closeAllConnections();
    await closed;
    await saved;
    stopPersisting();
    clock?.uninstall();
    release();
  }

  return {
    url: localUrl(options.host, settings.port),
    networkUrls: networkAddresses(options.host).map(
      (each) => `http://${urlHost(each)}:${settings.port}`,
    ),
    origin,
    backupFile,
    close,
  };
}
