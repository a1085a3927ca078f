import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEMO_FILE_MAX_BYTES } from '@/lib/demo-data-file';
import { routedPath } from './guard';

/**
 * The largest request body read (1 MB): every form of the app sends a few KB at most. A larger
 * body is refused (413) as soon as it passes this, so memory does not grow with what is sent: the
 * rest is only discarded (see lingerThenEnd).
 */
const MAX_BODY_BYTES = 1024 * 1024;
/**
 * The largest body of PUT /api/demo/data: a whole database, as Demo controls → Download demo data
 * saves it, as large as the database may grow (mocks/server/quota.ts).
 */
const MAX_IMPORT_BYTES = DEMO_FILE_MAX_BYTES;

/** The body passed its limit; nothing more of it is kept. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit / 1024 / 1024} MB.`);
  }
}

/** The client hung up before its request arrived whole. */
export class ClientAborted extends Error {}

function bodyLimit(method: string, url: URL): number {
  return method === 'PUT' && routedPath(url) === '/api/demo/data'
    ? MAX_IMPORT_BYTES
    : MAX_BODY_BYTES;
}

/**
 * Reads the body, up to its limit: past it (or when Content-Length says it will pass it), stops
 * reading and rejects with BodyTooLarge. Rejects with ClientAborted if the client hangs up.
 */
function readBody(incoming: IncomingMessage, limit: number): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    if (Number(incoming.headers['content-length'] ?? 0) > limit) {
      reject(new BodyTooLarge(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      incoming.off('data', onData).off('end', onEnd).off('close', onClose).off('error', onClose);
      incoming.pause();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        reject(new BodyTooLarge(limit));
      } else {
        chunks.push(chunk);
      }
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onClose = () => {
      stop();
      reject(new ClientAborted());
    };
    incoming.on('data', onData).on('end', onEnd).on('close', onClose).on('error', onClose);
  });
}

/**
 * How long and how much a refused client may go on sending after its 413, as nginx's lingering
 * close: a connection closed with bytes still coming is reset, and a client still writing its body
 * (Node's http.request on a 64 MB one) then gets ECONNRESET or EPIPE instead of the answer it was
 * sent. nginx gives 30 s in all and 5 s between reads (lingering_time, lingering_timeout); a mock
 * server on this machine or its network needs less: 5 s, 1 s without a byte, and 256 MB at most,
 * twice the largest body taken (the demo data's 128 MB), so a refused upload of either cap can
 * finish. Past any of them the connection is cut: the 413 was sent before.
 */
export const LINGER = { totalMs: 5_000, idleMs: 1_000, maxBytes: 256 * 1024 * 1024 };

/**
 * After a refusal whose head and body were written (`outgoing` not yet ended): reads what the
 * client still sends of its request and discards it, then ends the answer (closing the
 * connection, as it says) once the request is in whole, or cuts the connection past a bound.
 */
export function lingerThenEnd(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  bounds: typeof LINGER = LINGER,
): void {
  const { socket } = incoming;
  let received = 0;
  const cut = () => {
    done();
    outgoing.end(() => socket.destroy());
  };
  let idle = setTimeout(cut, bounds.idleMs);
  const total = setTimeout(cut, bounds.totalMs);
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > bounds.maxBytes) return cut();
    clearTimeout(idle);
    idle = setTimeout(cut, bounds.idleMs);
  };
  const onEnd = () => {
    done();
    outgoing.end();
  };
  const done = () => {
    clearTimeout(idle);
    clearTimeout(total);
    incoming.off('data', onData).off('end', onEnd);
    outgoing.off('close', done);
  };
  incoming.on('data', onData).on('end', onEnd);
  // The client hung up, or the server cut it (a stop past its grace).
  outgoing.on('close', done);
  incoming.resume();
}

/**
 * The origin of every request as the handlers see it. The `Host` it came with was checked by the
 * guard and stays in its headers; msw reads a path against the URL's origin, and path-to-regexp
 * would take the colons of an IPv6 host ([::1]) for parameters.
 */
export const ROUTED_ORIGIN = 'http://localhost';

/** The request as msw's handlers take it, at the path and query the guard read. */
export async function toRequest(incoming: IncomingMessage, url: URL): Promise<Request> {
  // HEAD is answered wherever GET is, as its GET without the body.
  const method = incoming.method === 'HEAD' ? 'GET' : (incoming.method ?? 'GET');
  const body = await readBody(incoming, bodyLimit(method, url));
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const each of [value ?? []].flat()) headers.append(name, each);
  }
  return new Request(new URL(url.pathname + url.search, ROUTED_ORIGIN), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' || !body.length ? undefined : body,
  });
}
