import { apiJson, apiRequest } from '@/lib/api-client';
import type { OperationId } from '@/lib/api-contract';
import type { operations } from '@/lib/api-schema';
import { API_OPERATIONS } from './operations';

/**
 * The client typed by docs/openapi.yaml: a call names its operation, and the document gives its
 * path and query parameters, its body and its reply. The transport (waiting for the mocked API,
 * the bearer token, `ApiError`) is `apiRequest`.
 */

type Parameters_<Id extends OperationId> = operations[Id]['parameters'];
type Present<T> = [Exclude<T, undefined>] extends [never] ? never : Exclude<T, undefined>;

type PathInput<Id extends OperationId> = [Present<Parameters_<Id>['path']>] extends [never]
  ? unknown
  : { path: Present<Parameters_<Id>['path']> };

type QueryInput<Id extends OperationId> = [Present<Parameters_<Id>['query']>] extends [never]
  ? unknown
  : undefined extends Parameters_<Id>['query']
    ? { query?: Present<Parameters_<Id>['query']> }
    : { query: Present<Parameters_<Id>['query']> };

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

type BodyInput<Id extends OperationId> = [
  JsonContent<NonNullable<operations[Id]['requestBody']>>,
] extends [never]
  ? unknown
  : { body: JsonContent<NonNullable<operations[Id]['requestBody']>> };

/** What a call of the operation takes: its path parameters, query and body, as the document says. */
export type ApiInput<Id extends OperationId> = PathInput<Id> & QueryInput<Id> & BodyInput<Id>;

/** The call's arguments: the input may be left out when the operation takes nothing required. */
export type ApiArgs<Id extends OperationId> =
  Record<never, never> extends ApiInput<Id> ? [input?: ApiInput<Id>] : [input: ApiInput<Id>];

type SuccessStatus = 200 | 201 | 202 | 204;
type Responses<Id extends OperationId> = operations[Id]['responses'];

/** The JSON an operation answers on success (null for an empty reply). */
export type ApiReply<Id extends OperationId> = [
  JsonContent<Responses<Id>[Extract<keyof Responses<Id>, SuccessStatus>]>,
] extends [never]
  ? null
  : JsonContent<Responses<Id>[Extract<keyof Responses<Id>, SuccessStatus>]>;

/** Operations read with GET, which queries cache; every other operation is a write. */
export type ReadId = {
  [Id in OperationId]: (typeof API_OPERATIONS)[Id]['method'] extends 'GET' ? Id : never;
}[OperationId];
export type WriteId = Exclude<OperationId, ReadId>;

interface LooseInput {
  path?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
  body?: unknown;
}

/** The operation's URL with its path parameters filled in and its query appended. */
export function apiUrl<Id extends OperationId>(id: Id, ...[input]: ApiArgs<Id>): string {
  const { path = {}, query = {} } = (input ?? {}) as LooseInput;
  const filled = API_OPERATIONS[id].path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(path[name])),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** Sends the operation and answers its reply as the document types it. */
export function callApi<Id extends OperationId>(
  id: Id,
  ...args: ApiArgs<Id>
): Promise<ApiReply<Id>> {
  const body = (args[0] as LooseInput | undefined)?.body;
  return apiJson<ApiReply<Id>>(API_OPERATIONS[id].method, apiUrl(id, ...args), body);
}

/** Sends the operation and answers the raw response, for replies that are files. */
export function callApiResponse<Id extends OperationId>(
  id: Id,
  ...args: ApiArgs<Id>
): Promise<Response> {
  const body = (args[0] as LooseInput | undefined)?.body;
  return apiRequest(API_OPERATIONS[id].method, apiUrl(id, ...args), body);
}
