import type { FetchResponse, ParamsOption, RequestBodyOption } from 'openapi-fetch';
import type { API_OPERATIONS } from './operations';
import type { components, operations } from './schema';

/**
 * The client's vocabulary for docs/openapi.yaml, derived from the generated `schema.ts`
 * (`npm run api:types`) with openapi-fetch's own types, so the app, the mocked server and the
 * document cannot drift apart without a type error. An operation's reply and body are named by
 * the operation (`ApiReply<'login'>`, `ApiBody<'login'>`); `Schema<'Name'>` names a part of one.
 */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

export type OperationId = keyof operations;

type Params<Id extends OperationId> = NonNullable<ParamsOption<operations[Id]>['params']>;

/** What a call of the operation takes: its path parameters, query and body, as the document says. */
export type ApiInput<Id extends OperationId> = Pick<Params<Id>, 'path' | 'query'> &
  RequestBodyOption<operations[Id]>;

/** The call's arguments: the input may be left out when the operation takes nothing required. */
export type ApiArgs<Id extends OperationId> =
  Record<never, never> extends ApiInput<Id> ? [input?: ApiInput<Id>] : [input: ApiInput<Id>];

/** The JSON body the operation takes. */
export type ApiBody<Id extends OperationId> = NonNullable<ApiInput<Id>['body']>;

/** The JSON the operation answers on success. */
export type ApiReply<Id extends OperationId> = NonNullable<
  FetchResponse<operations[Id], unknown, 'application/json'>['data']
>;

/** Operations read with GET, which queries cache; every other operation is a write. */
export type ReadId = {
  [Id in OperationId]: (typeof API_OPERATIONS)[Id]['method'] extends 'GET' ? Id : never;
}[OperationId];
export type WriteId = Exclude<OperationId, ReadId>;

export type User = Schema<'User'>;
export type ErrorBody = Schema<'Error'>;
export type OutboxMessage = Schema<'OutboxMessage'>;
export type VerifyEmailStatus = Schema<'VerifyEmailResponse'>['status'];
