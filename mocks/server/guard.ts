import type { IncomingMessage } from 'node:http';
import { isLoopbackPeer } from './hosts';

/** The methods the API answers; any other is refused with 405, naming these in `Allow`. */
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** Methods that change nothing: a web page at any origin may send them (it cannot read the answer). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The only request body the API takes (docs/openapi.yaml gives every request body as JSON). */
const JSON_TYPE = 'application/json';

/** A request refused before it reaches the handlers, with the status and message to answer. */
export interface Refusal {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

export interface GuardSettings {
  port: number;
  /** The names the `Host` header may give (see `allowedHostNames`). */
  hostNames: Set<string>;
  /** The origins of web apps allowed to call the API (--cors). */
  corsOrigins: string[];
  /** Whether /api/demo/* answers peers on other machines too (--expose-demo-tools). */
  exposeDemoTools: boolean;
  /** Whether /api/demo/* is served at all (not with --no-demo-tools). */
  demoTools: boolean;
}

/** A request as the guard has read it: its URL, from a `Host` it accepted. */
interface Checked {
  url: URL;
}

export function methodNotAllowed(method: string): Refusal {
  return {
    status: 405,
    message: `${method} is not a method of this API.`,
    headers: { Allow: ALLOWED_METHODS.join(', ') },
  };
}

/** A host name or address, with an optional port: nothing a URL would read as more. */
const HOST_HEADER = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** An absolute-form target (`GET http://localhost:4000/api/… HTTP/1.1`, as a proxy sends it). */
const ABSOLUTE_FORM = /^http:\/\/([^/?#]*)(\/[^#]*)?$/i;

/**
 * The request's URL, or null when its target and `Host` cannot be read as one. A target is a path
 * (`//name/…` would name another host), or absolute-form, whose host then stands for `Host`, as
 * RFC 9112 says (the guard then checks it as it checks `Host`).
 */
function urlOf(host: string, target: string): URL | null {
  const absolute = ABSOLUTE_FORM.exec(target);
  const [authority, path] = absolute ? [absolute[1], absolute[2] ?? '/'] : [host, target];
  if (!HOST_HEADER.test(authority) || !path.startsWith('/') || path.startsWith('//')) return null;
  try {
    return new URL(`http://${authority}${path}`);
  } catch {
    return null;
  }
}

/** Whether every %-escape of the path reads as UTF-8: the handlers' path matching decodes it. */
function escapesRead(url: URL): boolean {
  try {
    decodeURIComponent(url.pathname);
    return true;
  } catch {
    return false;
  }
}

/** The path as the handlers match it (case-insensitively, escapes read), for prefix checks. */
export function routedPath(url: URL): string {
  try {
    return decodeURIComponent(url.pathname).toLowerCase();
  } catch {
    return url.pathname.toLowerCase();
  }
}

/** The media type of a Content-Type header, without its parameters (`; charset=utf-8`). */
function mediaType(contentType: string): string {
  return contentType.split(';')[0].trim().toLowerCase();
}

function hasBody(incoming: IncomingMessage): boolean {
  const length = Number(incoming.headers['content-length'] ?? 0);
  return length > 0 || incoming.headers['transfer-encoding'] !== undefined;
}

/** Whether `path` is a demo tool (export, import, reset, the outbox of sign-in links…). */
function isDemoTool(url: URL): boolean {
  const path = routedPath(url);
  return path === '/api/demo' || path.startsWith('/api/demo/');
}

/**
 * What a server reached by other machines and by any web page the engineer opens must check
 * before running a request: a method it answers, a `Host` that is really its own (a page whose
 * name was pointed at this machine gets 421), a write only from its own origin, a --cors origin
 * or no browser at all, the demo tools only from this machine (and not at all without them), and a JSON body said to be JSON
 * (a page may send text/plain to any origin without asking first). Returns the request's URL,
 * or the refusal to answer with.
 */
export function guard(incoming: IncomingMessage, settings: GuardSettings): Checked | Refusal {
  const method = incoming.method ?? 'GET';
  if (!ALLOWED_METHODS.includes(method)) return methodNotAllowed(method);
  // Node keeps the first of several: which one a proxy in front read is anyone's guess.
  if ((incoming.headersDistinct?.host?.length ?? 0) > 1) {
    return { status: 400, message: 'The request has more than one Host header.' };
  }
  const host = incoming.headers.host ?? '';
  const url = urlOf(host, incoming.url ?? '');
  if (!url) {
    return { status: 400, message: 'The request has no readable Host header and path.' };
  }
  if (!escapesRead(url)) {
    return { status: 400, message: 'The request path has a %-escape that is not UTF-8.' };
  }
  if (!settings.hostNames.has(url.hostname) || (url.port || '80') !== String(settings.port)) {
    return {
      status: 421,
      message: `This server does not answer for ${url.host}; reach it by its own address (see --allow-host).`,
    };
  }
  const origin = incoming.headers.origin;
  if (
    !SAFE_METHODS.has(method) &&
    origin !== undefined &&
    origin.toLowerCase() !== url.origin &&
    !settings.corsOrigins.includes(origin)
  ) {
    return {
      status: 403,
      message: `A web page at ${origin} may not change data here; start the server with --cors ${origin} to let it.`,
    };
  }
  if (isDemoTool(url) && !settings.demoTools) {
    return { status: 404, message: `Nothing is served at ${url.pathname}.` };
  }
  if (
    isDemoTool(url) &&
    !settings.exposeDemoTools &&
    !isLoopbackPeer(incoming.socket.remoteAddress)
  ) {
    return {
      status: 403,
      message:
        'The demo tools answer only on this machine; start the server with --expose-demo-tools to open them to the network.',
    };
  }
  const contentType = incoming.headers['content-type'];
  if (
    !SAFE_METHODS.has(method) &&
    (contentType !== undefined || hasBody(incoming)) &&
    mediaType(contentType ?? '') !== JSON_TYPE
  ) {
    return {
      status: 415,
      message: `Send the request body as ${JSON_TYPE} (Content-Type: ${JSON_TYPE}).`,
    };
  }
  return { url };
}
