// A static host for the production build, as the common hosts answer: a file as it is, a path with
// a page rendered at build time its `<path>/index.html`, and any other path the host's fallback,
// either the app without a page (404.html, as GitHub Pages and Netlify without rewrites do) or
// index.html, the landing (Netlify's and Vercel's rewrites, nginx's `try_files … /index.html`,
// Firebase and Cloudflare's single-page mode). The deep-link tests and `npm run bench` use both.
// Text files are sent gzipped, as every such host sends them.
//
// For the bench's phone it can also be a phone's network (`network`): every request waits a round
// trip before its first byte (and a new connection its handshake's), and the bytes of all its
// answers share one downlink. Throttled here, at the host, it slows every request the browser
// makes, the mocked API's worker's included, which Chromium's emulated network does not (decision
// 0021). `secure` serves HTTPS with HTTP/2, as those hosts do (a certificate made for the run).
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
};

/** The types hosts compress (images and fonts are compressed already). */
const COMPRESSED = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** Each file's gzip, made once per version of the file. */
const gzipped = new Map();
function gzipOf(file) {
  const version = `${file}@${statSync(file).mtimeMs}`;
  if (!gzipped.has(version)) gzipped.set(version, gzipSync(readFileSync(file)));
  return gzipped.get(version);
}

/**
 * A downlink of `kbps` shared by every answer under way, as a phone's radio link is: each interval
 * its bytes go to the transfers in turn, so parallel answers share it evenly.
 */
function downlink(kbps) {
  const bytesPerMs = (kbps * 1000) / 8 / 1000;
  const transfers = new Set();
  let timer = null;
  let last = 0;
  let credit = 0;
  const tick = () => {
    const now = performance.now();
    credit += (now - last) * bytesPerMs;
    last = now;
    while (credit >= 1 && transfers.size > 0) {
      const share = Math.max(1, Math.floor(credit / transfers.size));
      for (const transfer of transfers) {
        const bytes = Math.min(share, transfer.body.length - transfer.sent, Math.floor(credit));
        if (bytes <= 0) break;
        transfer.write(transfer.body.subarray(transfer.sent, transfer.sent + bytes));
        transfer.sent += bytes;
        credit -= bytes;
        if (transfer.sent === transfer.body.length) {
          transfers.delete(transfer);
          transfer.done();
        }
      }
    }
    if (transfers.size === 0) {
      clearInterval(timer);
      timer = null;
      credit = 0;
    }
  };
  return (body, write) =>
    new Promise((done) => {
      if (body.length === 0) return done();
      transfers.add({ body, sent: 0, write, done });
      if (!timer) {
        last = performance.now();
        timer = setInterval(tick, 5);
      }
    });
}

/** A certificate for 127.0.0.1, made once per run with openssl (Debian has it), for every host. */
let made;
function certificate() {
  made ??= newCertificate();
  return made;
}

function newCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-host-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-days',
      '2',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const pair = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true, force: true });
  // What Chromium is told to trust (`--ignore-certificate-errors-spki-list`): a certificate so
  // trusted is valid, and its answers are cached as any site's (with certificate errors merely
  // ignored, Chromium caches nothing).
  const spki = new X509Certificate(pair.cert).publicKey.export({ type: 'spki', format: 'der' });
  return { ...pair, spki: createHash('sha256').update(spki).digest('base64') };
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Serves the build in `root` on a free port of 127.0.0.1 with the given fallback for unknown
 * paths (`404.html` or `index.html`), under `base` (a build's BASE_PATH; anything outside it is
 * not found). Resolves to its origin, the log of what it answered (`{ path, status, bytes, at, end
 * }`: `bytes` as sent, `at` and `end` in ms of `performance.now()` when the request came and its
 * answer ended), how many answers are under way and when it last did anything, and a function
 * that stops it.
 * - `network` makes it a phone's network: `rttMs` a round trip, `downKbps` the downlink.
 * - `secure` serves HTTPS and HTTP/2, with a certificate Chromium trusts given `browserArgs`.
 * - `api`, an origin, is the server `/api/` is passed on to: a build with mocking off, served with
 *   its backend under one origin.
 * @param {string} root
 * @param {'404.html' | 'index.html'} fallback
 * @param {{ base?: string, network?: { rttMs: number, downKbps: number }, secure?: boolean, api?: string }} [options]
 */
export function serveBuild(root, fallback, { base = '/', network, secure = false, api } = {}) {
  const dist = path.resolve(root);
  const assets = path.join(dist, 'assets') + path.sep;
  const log = [];
  let pending = 0;
  let lastActivity = performance.now();
  const send = network ? downlink(network.downKbps) : null;
  /** The connections seen: a new one pays its handshake (TCP, and TLS when secure). */
  const connections = new WeakSet();
  const handshakeTrips = secure ? 2 : 1;

  const answer = async (request, response) => {
    const at = performance.now();
    const { pathname, search } = new URL(request.url ?? '/', 'http://host.invalid');
    const connection = request.stream?.session ?? request.socket;
    let trips = 1;
    if (!connections.has(connection)) {
      connections.add(connection);
      trips += handshakeTrips;
    }
    if (api && pathname.startsWith('/api/')) return proxy(request, response, at);
    // A site under a sub-path answers below it only (a project site on GitHub Pages).
    const inBase = `${pathname}/`.startsWith(base);
    if (!inBase) {
      log.push({ path: `${pathname}${search}`, status: 404, bytes: 0, at });
      response.writeHead(404, { 'Content-Length': 0 });
      return response.end();
    }
    const within = path.join(
      dist,
      path.normalize(decodeURIComponent(pathname.slice(base.length - 1))),
    );
    let file = isFile(within) ? within : path.join(within, 'index.html');
    let status = 200;
    if (!within.startsWith(dist) || !isFile(file)) {
      file = path.join(dist, fallback);
      status = fallback === '404.html' ? 404 : 200;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    // As hosts commonly cache a Vite build: its assets, whose names change with their content, for
    // good; any other file (the pages, the workers) checked again on each use, and answered "not
    // modified" while unchanged. A returning visitor then opens a page from the HTTP cache.
    const modified = statSync(file).mtime.toUTCString();
    const headers = file.startsWith(assets)
      ? { 'Content-Type': type, 'Cache-Control': IMMUTABLE }
      : { 'Content-Type': type, 'Cache-Control': 'no-cache', 'Last-Modified': modified };
    const notModified =
      !file.startsWith(assets) &&
      status === 200 &&
      request.headers['if-modified-since'] === modified;
    let body = Buffer.alloc(0);
    if (notModified) {
      status = 304;
    } else if (COMPRESSED.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      body = gzipOf(file);
      Object.assign(headers, { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    } else {
      body = readFileSync(file);
    }
    if (!notModified) headers['Content-Length'] = body.length;
    const entry = { path: `${pathname}${search}`, status, bytes: body.length, at, end: at };
    log.push(entry);
    if (network) await wait(trips * network.rttMs);
    if (response.destroyed || response.stream?.destroyed) return;
    response.writeHead(status, headers);
    if (send) await send(body, (chunk) => response.write(chunk));
    else if (body.length) response.write(body);
    response.end();
    entry.end = performance.now();
  };

  /**
   * Passes a request on to the API server, as a reverse proxy in front of a backend does: the
   * server sees its own name and origin, the site's being one to it.
   */
  const proxy = (request, response, at) =>
    new Promise((done) => {
      const target = new URL(request.url, api);
      const entry = { path: target.pathname + target.search, status: 0, bytes: 0, at, end: at };
      log.push(entry);
      const headers = { ...request.headers, host: target.host };
      if (headers.origin) headers.origin = target.origin;
      // HTTP/2's own headers (:method, :path…) are not HTTP/1.1's.
      for (const name of Object.keys(headers)) if (name.startsWith(':')) delete headers[name];
      const outgoing = forward(target, { method: request.method, headers }, (incoming) => {
        entry.status = incoming.statusCode;
        const chunks = [];
        incoming.on('data', (chunk) => chunks.push(chunk));
        incoming.on('end', async () => {
          const body = Buffer.concat(chunks);
          entry.bytes = body.length;
          const passed = { ...incoming.headers };
          for (const name of ['connection', 'keep-alive', 'transfer-encoding']) delete passed[name];
          if (network) await wait(network.rttMs);
          response.writeHead(incoming.statusCode, { ...passed, 'content-length': body.length });
          if (send) await send(body, (chunk) => response.write(chunk));
          else response.write(body);
          response.end();
          entry.end = performance.now();
          done();
        });
      });
      outgoing.on('error', () => {
        response.destroy();
        done();
      });
      request.pipe(outgoing);
    });

  const handler = (request, response) => {
    pending++;
    lastActivity = performance.now();
    answer(request, response)
      .catch(() => response.destroy())
      .finally(() => {
        pending--;
        lastActivity = performance.now();
      });
  };
  const tls = secure ? certificate() : null;
  const server = tls
    ? createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, handler)
    : createServer(handler);
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        origin: `${secure ? 'https' : 'http'}://127.0.0.1:${server.address().port}`,
        log,
        pending: () => pending,
        lastActivity: () => lastActivity,
        browserArgs: tls ? [`--ignore-certificate-errors-spki-list=${tls.spki}`] : [],
        close: () =>
          new Promise((closed) => {
            server.close(closed);
            server.closeAllConnections?.();
            for (const session of sessions) session.destroy();
          }),
      });
    });
  });
}
