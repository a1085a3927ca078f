import type { components, operations } from './api-schema';

/**
 * Names for the shapes of docs/openapi.yaml. Everything here is derived from the generated
 * `api-schema.ts` (`npm run api:types`), so the app, the mocked server and the document cannot
 * drift apart without a type error.
 */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

export type OperationId = keyof operations;

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body an operation takes. */
export type RequestBody<Id extends OperationId> = JsonContent<
  NonNullable<operations[Id]['requestBody']>
>;

/** The JSON body an operation answers with the given status. */
export type ResponseBody<
  Id extends OperationId,
  Status extends keyof operations[Id]['responses'],
> = JsonContent<operations[Id]['responses'][Status]>;

export type User = Schema<'User'>;
export type ErrorBody = Schema<'Error'>;
export type OutboxMessage = Schema<'OutboxMessage'>;
export type VerifyEmailStatus = Schema<'VerifyEmailResponse'>['status'];
