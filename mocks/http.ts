import {
  HttpResponse,
  delay,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import type { ErrorBody } from '@/lib/api-types';
import { mockLatency } from './latency';
import {
  SESSION_COOKIE,
  findSession,
  findUserById,
  type SessionRecord,
  type UserRecord,
} from './sessions';

/** Thrown by handlers; the wrapper turns it into a JSON reply with this status. */
export class HttpError extends Error {
  readonly status: number;
  readonly extra: Omit<ErrorBody, 'message'>;

  constructor(status: number, message: string, extra: Omit<ErrorBody, 'message'> = {}) {
    super(message);
    this.status = status;
    this.extra = extra;
  }
}

export interface HandlerContext<Body> {
  request: Request;
  params: PathParams;
  body: Body;
  /** The signed-in user (bearer token first, then the session cookie), or null. */
  user: UserRecord | null;
  bearerSession: SessionRecord | null;
  cookieSession: SessionRecord | null;
}

interface HandlerOptions<Body extends AnyObject> {
  /** Answer 401 unless a valid session comes with the request. */
  auth?: boolean;
  /** Validate the JSON body; a bad body answers 400 naming each field. */
  body?: ObjectSchema<Body>;
}

type HandlerResult = Response | DefaultBodyType;

function errorResponse(status: number, body: ErrorBody): Response {
  return HttpResponse.json(body, { status });
}

function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

async function readBody<Body extends AnyObject>(
  request: Request,
  schema: ObjectSchema<Body>,
): Promise<Body> {
  let raw: unknown;
  try {
    raw = JSON.parse((await request.text()) || 'null');
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  try {
    return (await schema.validate(raw, { abortEarly: false, stripUnknown: true })) as Body;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      const field = issue.path || 'body';
      errors[field] ??= issue.message;
    }
    throw new HttpError(400, Object.values(errors).join(' '), { errors });
  }
}

/**
 * The one wrapper every mocked handler goes through: latency, session lookup and 401, body
 * validation and 400, and thrown errors mapped to status codes.
 */
export function handle<Body extends AnyObject = AnyObject>(
  options: HandlerOptions<Body>,
  resolve: (context: HandlerContext<Body>) => HandlerResult | Promise<HandlerResult>,
): HttpResponseResolver {
  return async ({ request, params, cookies }) => {
    const latency = mockLatency();
    if (latency > 0) await delay(latency);
    try {
      const bearerSession = findSession(bearerToken(request), 'bearer');
      const cookieSession = findSession(cookies[SESSION_COOKIE], 'cookie');
      const session = bearerSession ?? cookieSession;
      const user = session ? findUserById(session.userId) : null;
      if (options.auth && !user) throw new HttpError(401, 'Not authenticated');
      const body = options.body ? await readBody(request, options.body) : ({} as Body);
      const result = await resolve({ request, params, body, user, bearerSession, cookieSession });
      return result instanceof Response ? result : HttpResponse.json(result);
    } catch (error) {
      if (error instanceof HttpError) {
        return errorResponse(error.status, { message: error.message, ...error.extra });
      }
      console.error('[mocked server]', error);
      return errorResponse(500, { message: 'Something went wrong on the mocked server.' });
    }
  };
}
