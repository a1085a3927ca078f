import {
  HttpResponse,
  delay,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import { ValidationError, type AnyObject, type ObjectSchema, type Schema } from 'yup';
import type { ErrorBody } from '@/lib/api/contract';
import { takeInjectedFailure } from './failures';
import { mockLatency } from './latency';
import { isRecordingRequests, startLogLine } from '@/lib/request-log';
import { HttpError } from './http-error';
import { NotStoredError, UserGoneError } from './persistence';
import {
  SESSION_COOKIE,
  assertSessionStillValid,
  findSession,
  findUserById,
  type SessionRecord,
  type UserRecord,
} from './sessions';

export interface HandlerContext<Body, Query, Params, User> {
  request: Request;
  /** The path parameters, validated when the handler declares a schema for them. */
  params: Params;
  /** The query string, validated when the handler declares a schema for it. */
  query: Query;
  body: Body;
  /** The signed-in user (the cookie session first, then the bearer token, as the client checks). */
  user: User;
  /** The session the user came with (`cookieSession ?? bearerSession`): a protected handler's always. */
  session: User extends UserRecord ? SessionRecord : SessionRecord | null;
  bearerSession: SessionRecord | null;
  cookieSession: SessionRecord | null;
}

interface Schemas<Body extends AnyObject, Query extends AnyObject, Params extends AnyObject> {
  /** The JSON body; a bad body answers 400 naming each field. */
  body?: ObjectSchema<Body>;
  /** The query string; a bad parameter answers 400 naming it. */
  query?: ObjectSchema<Query>;
  /** The path parameters; a bad one answers 400 naming it. */
  params?: ObjectSchema<Params>;
}

type HandlerResult = Response | DefaultBodyType;
type Resolve<Body, Query, Params, User> = (
  context: HandlerContext<Body, Query, Params, User>,
) => HandlerResult | Promise<HandlerResult>;

/** Keys that would reach an object's prototype; no body may carry them. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_BODY_DEPTH = 32;

function errorResponse(status: number, body: ErrorBody, headers?: Record<string, string>) {
  return HttpResponse.json(body, { status, headers });
}

function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** A 400 naming each field; `errors` has no prototype, so any field name is a plain key. */
function badRequest(fieldErrors: [string, string][]): HttpError {
  const errors: Record<string, string> = Object.create(null);
  for (const [field, message] of fieldErrors) errors[field] ??= message;
  return new HttpError(400, Object.values(errors).join(' '), { errors });
}

/** Keys that reach a prototype, and bodies nested past any form's need, are refused by name. */
function checkKeys(value: unknown, path: string, depth: number): [string, string][] {
  if (typeof value !== 'object' || value === null) return [];
  if (depth > MAX_BODY_DEPTH) return [[path || 'body', 'This value is nested too deeply.']];
  return Object.keys(value).flatMap((key) => {
    // Named as the document's fields are: a list's item by its index, `results[0].value`.
    const at = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    if (FORBIDDEN_KEYS.has(key)) return [[at, `"${key}" is not an allowed field name.`]];
    return checkKeys((value as Record<string, unknown>)[key], at, depth + 1);
  });
}

/** A list schema's own limit on its length, read before its items are looked at. */
function tooLong(schema: Schema, list: unknown[], name: string): string | null {
  const limit = schema.tests.find((test) => test.OPTIONS?.name === 'max')?.OPTIONS;
  const max = limit?.params?.max;
  if (typeof max !== 'number' || list.length <= max) return null;
  return String(ValidationError.formatError(limit!.message, { path: name, max }));
}

/**
 * Values must arrive as the type the field declares: yup would cast "5" or [5] to 5, and its
 * string transforms (trim, lowercase) would throw on an object, which must be a 400 naming the
 * field, never a 500. A body's unknown fields are refused (the document says
 * `additionalProperties: false`); a query string's are ignored. A list longer than its limit is
 * refused before its items are checked, so its length costs nothing. Each refused value is taken
 * out of its holder, so yup's own rules still name the other fields without casting it.
 */
function checkTypes(
  schema: Schema,
  holder: Record<string, unknown>,
  key: string,
  path: string,
  unknownFields: 'refuse' | 'ignore',
): [string, string][] {
  const value = holder[key];
  if (value === undefined || value === null) return [];
  const name = path || 'body';
  const refuse = (message: string): [string, string][] => {
    holder[key] = undefined;
    return [[name, message]];
  };
  switch (schema.type) {
    case 'string':
      return typeof value === 'string' ? [] : refuse(`${name} must be a text value.`);
    case 'number':
    case 'boolean':
      return schema.isType(value) ? [] : refuse(typeErrorOf(schema, value, name));
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) {
        return refuse(`${name} must be an object.`);
      }
      const record = value as Record<string, unknown>;
      const fields = (schema as ObjectSchema<AnyObject>).fields as Record<string, Schema>;
      const at = (field: string) => (path ? `${path}.${field}` : field);
      const unknown = Object.keys(record).filter(
        (field) => unknownFields === 'refuse' && !Object.hasOwn(fields, field),
      );
      for (const field of unknown) delete record[field];
      return [
        ...unknown.map((field): [string, string] => [
          at(field),
          `${at(field)} is not a field of this request.`,
        ]),
        ...Object.entries(fields).flatMap(([field, fieldSchema]) =>
          checkTypes(fieldSchema, record, field, at(field), unknownFields),
        ),
      ];
    }
    case 'array': {
      if (!Array.isArray(value)) return refuse(`${name} must be a list.`);
      const long = tooLong(schema, value, name);
      if (long) return refuse(long);
      const inner = (schema as unknown as { innerType?: Schema }).innerType;
      const items = value as unknown as Record<string, unknown>;
      return inner
        ? value.flatMap((_, i) =>
            checkTypes(inner, items, String(i), `${name}[${i}]`, unknownFields),
          )
        : [];
    }
    default:
      return [];
  }
}

/** The field's own type message ("Quantity must be a whole number…"), without yup's cast. */
function typeErrorOf(schema: Schema, value: unknown, name: string): string {
  try {
    schema.label(name).validateSync(value, { strict: true });
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
  }
  return `${name} has the wrong type.`;
}

async function validate<T extends AnyObject>(
  schema: ObjectSchema<T>,
  raw: Record<string, unknown>,
  unknownFields: 'refuse' | 'ignore',
): Promise<T> {
  const unsafe = checkKeys(raw, '', 0);
  const mistyped = checkTypes(schema, { body: raw }, 'body', '', unknownFields);
  if (unsafe.length) throw badRequest([...unsafe, ...mistyped]);
  let valid: T;
  try {
    valid = (await schema.validate(raw, { abortEarly: false, stripUnknown: true })) as T;
  } catch (error) {
    if (!(error instanceof ValidationError)) {
      throw new HttpError(400, 'The request could not be read.');
    }
    const issues = error.inner.length ? error.inner : [error];
    throw badRequest([
      ...mistyped,
      ...issues.map((issue): [string, string] => [issue.path || 'body', issue.message]),
    ]);
  }
  if (mistyped.length) throw badRequest(mistyped);
  return valid;
}

async function readBody<T extends AnyObject>(
  request: Request,
  schema: ObjectSchema<T>,
): Promise<T> {
  let raw: unknown;
  try {
    raw = JSON.parse((await request.text()) || 'null');
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  return validate(schema, raw as Record<string, unknown>, 'refuse');
}

/** The query string as an object; a parameter given twice is ambiguous and answers 400. */
async function readQuery<T extends AnyObject>(
  request: Request,
  schema: ObjectSchema<T>,
): Promise<T> {
  const raw: Record<string, string> = Object.create(null);
  for (const [key, value] of new URL(request.url).searchParams) {
    if (key in raw) throw badRequest([[key, `${key} must be given only once.`]]);
    raw[key] = value;
  }
  return validate(schema, raw, 'ignore');
}

async function signedIn(request: Request, cookies: Record<string, string>) {
  const [bearerSession, cookieSession] = await Promise.all([
    findSession(bearerToken(request), 'bearer'),
    findSession(cookies[SESSION_COOKIE], 'cookie'),
  ]);
  const session = cookieSession ?? bearerSession;
  return {
    session,
    bearerSession,
    cookieSession,
    user: session ? findUserById(session.userId) : null,
  };
}

function toResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    return errorResponse(
      error.status,
      { message: error.message, ...error.extra },
      Object.keys(error.headers).length ? error.headers : undefined,
    );
  }
  if (error instanceof NotStoredError) return errorResponse(507, { message: error.message });
  // The account was deleted while this request ran: its session is gone with it.
  if (error instanceof UserGoneError) return errorResponse(401, { message: error.message });
  console.error('[mocked server]', error);
  return errorResponse(500, { message: 'Something went wrong on the mocked server.' });
}

let databaseLoad: () => Promise<unknown> = () => Promise.resolve();

/**
 * What each handler but those declared `stored: false` awaits first: the browser loads the
 * database on need (mocks/browser.ts). Node, Vitest and Storybook load it before any request.
 */
export function loadDatabaseBeforeAnswering(load: () => Promise<unknown>): void {
  databaseLoad = load;
}

const NO_SESSION = { session: null, bearerSession: null, cookieSession: null, user: null };

/** One request and the mocked server's answer, as copies the observer may read. */
export interface Exchange {
  request: Request;
  response: Response;
}

let exchangeObserver: ((exchange: Exchange) => void | Promise<void>) | null = null;

/**
 * Lets the test runs see every exchange (they check it against docs/openapi.yaml); injected
 * failures are left out, as they break the contract on purpose.
 */
export function observeExchanges(observer: typeof exchangeObserver): void {
  exchangeObserver = observer;
}

type PublicOptions<B extends AnyObject, Q extends AnyObject, P extends AnyObject> = Schemas<
  B,
  Q,
  P
> & {
  /** Answer without a session. Every other handler answers 401 unless a valid one comes along. */
  public: true;
  /**
   * False when the handler reads and writes nothing stored: it answers without the database
   * loaded, and without looking up a session (its user is null).
   */
  stored?: false;
};
type ProtectedOptions<B extends AnyObject, Q extends AnyObject, P extends AnyObject> = Schemas<
  B,
  Q,
  P
> & { public?: false };

/**
 * The one wrapper every mocked handler goes through: latency, injected failures, the session
 * (fail closed: 401 unless the handler is declared public), validation of path parameters, query
 * string and body (400 naming each), and thrown errors mapped to status codes (507 when a write
 * is not stored: the browser's storage is full, or a newer version of the demo took it over).
 * Writes go through `transaction`, so a failed request leaves nothing behind.
 */
export function handle<
  B extends AnyObject = AnyObject,
  Q extends AnyObject = AnyObject,
  P extends AnyObject = AnyObject,
>(
  options: PublicOptions<B, Q, P>,
  resolve: Resolve<B, Q, P, UserRecord | null>,
): HttpResponseResolver;
export function handle<
  B extends AnyObject = AnyObject,
  Q extends AnyObject = AnyObject,
  P extends AnyObject = AnyObject,
>(options: ProtectedOptions<B, Q, P>, resolve: Resolve<B, Q, P, UserRecord>): HttpResponseResolver;
export function handle<B extends AnyObject, Q extends AnyObject, P extends AnyObject>(
  options: PublicOptions<B, Q, P> | ProtectedOptions<B, Q, P>,
  resolve: Resolve<B, Q, P, UserRecord> | Resolve<B, Q, P, UserRecord | null>,
): HttpResponseResolver {
  return async ({ request, params, cookies }) => {
    const started = performance.now();
    const logRequest = startLogLine();
    // Copies of the request and the answer only for those who read them: the log while it records
    // (it keeps a line for every exchange), the test runs.
    const recording = isRecordingRequests();
    const asked = recording || exchangeObserver ? request.clone() : request;
    const latency = mockLatency();
    if (latency > 0) await delay(latency);
    const failure = takeInjectedFailure(request);
    const response = failure
      ? toResponse(new HttpError(failure.status, failure.message, failure.fields))
      : await answer(request, params, cookies);
    if (!failure) await exchangeObserver?.({ request: asked.clone(), response: response.clone() });
    const url = new URL(request.url);
    logRequest({
      method: request.method,
      path: url.pathname + url.search,
      status: response.status,
      ms: Math.round(performance.now() - started),
      bodies: recording ? { request: asked, response: response.clone() } : null,
    });
    return response;
  };

  async function answer(
    request: Request,
    params: PathParams,
    cookies: Record<string, string>,
  ): Promise<Response> {
    try {
      const stored = options.public !== true || options.stored !== false;
      if (stored) await databaseLoad();
      const signedInAs = stored ? await signedIn(request, cookies) : NO_SESSION;
      if (!options.public && !signedInAs.user) throw new HttpError(401, 'Not authenticated');
      const context: HandlerContext<B, Q, P, UserRecord | null> = {
        request,
        ...signedInAs,
        params: options.params
          ? await validate(options.params, { ...(params as PathParams) }, 'ignore')
          : (params as unknown as P),
        query: options.query ? await readQuery(request, options.query) : ({} as Q),
        body: options.body ? await readBody(request, options.body) : ({} as B),
      };
      // The body took a while to read: a session ended meanwhile (signed out, the password
      // changed elsewhere, the account deleted) lets no handler run, and the user is read afresh.
      if (!options.public) context.user = assertSessionStillValid(context.session!);
      // A protected handler only runs with a user, as its overload promises.
      const result = await (resolve as Resolve<B, Q, P, UserRecord | null>)(context);
      return result instanceof Response ? result : HttpResponse.json(result);
    } catch (error) {
      return toResponse(error);
    }
  }
}
