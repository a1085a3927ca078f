import type { IncomingMessage } from 'node:http';
import { DEMO_FILE_MAX_BYTES } from '@/lib/demo-data-file';
import { routedPath } from './guard';

/**
 * The largest request body read (1 MB): every form of the app sends a few KB at most. A larger
 * body is refused (413) as soon as it passes this, so memory does not grow with what is sent.
 */
const MAX_BODY_BYTES = 1024 * 1024;
/**
 * The largest body of PUT /api/demo/data: a whole database, as Demo controls → Download demo data
 * saves it, as large as the database may grow (mocks/server/quota.ts).
 */
const MAX_IMPORT_BYTES = DEMO_FILE_MAX_BYTES;

/** The body passed its limit; nothing more of it is read. */
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
