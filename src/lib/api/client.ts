import createClient, { type ParseAs } from 'openapi-fetch';
import type { ApiArgs, ApiReply, OperationId } from './contract';
import { API_OPERATIONS } from './operations';
import { apiOrigin, send } from './transport';

/**
 * The client typed by docs/openapi.yaml: a call names its operation, and the document gives its
 * path and query parameters, its body and its reply (`ApiInput`, `ApiReply`). openapi-fetch fills
 * in the path, serialises the query and the JSON body and parses the reply; the transport
 * (waiting for the mocked API, the bearer token, `ApiError`) is `send`.
 */
const client = createClient({ fetch: send, credentials: 'include' });

/** `client.request` as the operations table calls it: method and path are known only at run time. */
type Request = (
  method: string,
  path: string,
  init: { baseUrl: string; params: object; body?: unknown; parseAs: ParseAs },
) => Promise<{ data?: unknown; response: Response }>;

function request<Id extends OperationId>(id: Id, args: ApiArgs<Id>, parseAs: ParseAs) {
  const { body, ...params } = (args[0] ?? {}) as { body?: unknown };
  const { method, path } = API_OPERATIONS[id];
  return (client.request as Request)(method, path, { baseUrl: apiOrigin(), params, body, parseAs });
}

/** Sends the operation and answers its reply as the document types it. */
export async function callApi<Id extends OperationId>(
  id: Id,
  ...args: ApiArgs<Id>
): Promise<ApiReply<Id>> {
  const { data } = await request(id, args, 'json');
  return data as ApiReply<Id>;
}

/** Sends the operation and answers the raw response, for replies that are files. */
export async function callApiResponse<Id extends OperationId>(
  id: Id,
  ...args: ApiArgs<Id>
): Promise<Response> {
  const { response } = await request(id, args, 'stream');
  return response;
}
