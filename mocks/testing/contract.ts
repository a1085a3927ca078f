import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { matchRequestUrl } from 'msw';
import parsedDocument from '../../docs/openapi.yaml?parsed';
import type { Exchange } from '../http';

/**
 * Checks each exchange with the mocked server against docs/openapi.yaml, with AJV (JSON Schema
 * 2020-12, the dialect of OpenAPI 3.1): the answer's status must be documented for the operation
 * and its body must fit that status's schema; a request the server accepted (2xx) must fit the
 * operation's request schema. The test runs (Vitest and Storybook) collect the violations and fail
 * the test that caused them.
 */

interface Spec {
  paths: Record<string, Record<string, OperationObject>>;
  components: { responses?: Record<string, ResponseObject> };
}

interface OperationObject {
  operationId?: string;
  requestBody?: { content?: Record<string, unknown> };
  responses: Record<string, ResponseObject | { $ref: string }>;
}

interface ResponseObject {
  content?: Record<string, unknown>;
}

interface Operation {
  name: string;
  method: string;
  path: string;
  request: ValidateFunction | null;
  responses: Map<string, ValidateFunction | null>;
}

/** A JSON Schema of docs/openapi.yaml, with the keywords the tests read. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  example?: unknown;
  description?: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** A JSON pointer segment: '/' and '~' escaped. */
export const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function operationsOf(spec: Spec): Operation[] {
  const jsonSchemaAt = (pointer: string, content: Record<string, unknown> | undefined) =>
    content?.['application/json']
      ? lazySchemaAt(`${pointer}/content/application~1json/schema`)
      : null;

  return Object.entries(spec.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => {
        const pointer = `/paths/${escape(path)}/${method}`;
        const responses = new Map<string, ValidateFunction | null>();
        for (const [status, response] of Object.entries(operation.responses)) {
          // A shared response is a $ref to '#/components/responses/…'.
          const ref =
            '$ref' in response ? response.$ref.slice(1) : `${pointer}/responses/${status}`;
          const resolved =
            '$ref' in response
              ? spec.components.responses?.[response.$ref.split('/').pop()!]
              : response;
          responses.set(status, jsonSchemaAt(ref, resolved?.content));
        }
        return {
          name: `${method.toUpperCase()} ${path}${operation.operationId ? ` (${operation.operationId})` : ''}`,
          method: method.toUpperCase(),
          // OpenAPI's `{id}` is MSW's `:id`.
          path: path.replace(/\{(\w+)\}/g, ':$1'),
          request: jsonSchemaAt(`${pointer}/requestBody`, operation.requestBody?.content),
          responses,
        };
      }),
  );
}

function describeErrors(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .map((error) => `${error.instancePath || '(body)'} ${error.message ?? 'is invalid'}`)
    .join('; ');
}

async function readJson(message: Request | Response): Promise<unknown> {
  const text = await message.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** docs/openapi.yaml, parsed when Vite compiles it (vite.config.ts, `yamlParsed`). */
export const openapiDocument = parsedDocument as Spec;

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats.default(ajv);
ajv.addSchema(openapiDocument, 'openapi');

/** An AJV validator of the schema at a JSON pointer into the document. */
export const compileSchemaAt = (pointer: string) => ajv.compile({ $ref: `openapi#${pointer}` });

/**
 * The same validator, compiled on its first use: a test file meets a few of the document's ~300
 * schemas, and compiling them all took a second of every file's setup.
 */
function lazySchemaAt(pointer: string): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const validate = ((data: unknown) => {
    compiled ??= compileSchemaAt(pointer);
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  }) as ValidateFunction;
  return validate;
}
/** Each documented operation, with AJV validators of its request and response bodies. */
export const documentedOperations = operationsOf(openapiDocument);

/** The document's `/api/x/{id}` as a route pattern, `/api/x/:id`, as the handlers declare it. */
export const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
const violations: string[] = [];

/** Checks one exchange; a violation is kept until `takeContractViolations` hands it over. */
export async function checkExchange({ request, response }: Exchange): Promise<void> {
  const url = new URL(request.url);
  // A literal path (/api/bloodwork/follow-up) wins over a parameter one (/api/bloodwork/{id}),
  // for every method: PUT on a literal path that has no PUT is the catch-all's 405.
  const atPath = documentedOperations.filter(
    (candidate) => matchRequestUrl(url, candidate.path, url.origin).matches,
  );
  const literal = atPath.filter((candidate) => !candidate.path.includes(':'));
  const operation = (literal.length ? literal : atPath).find(
    (candidate) => candidate.method === request.method,
  );
  // Paths the document does not name are answered by the catch-all (404/405); the handler list
  // itself is checked against the document in mocks/openapi.test.ts.
  if (!operation) return;
  const status = String(response.status);
  if (!operation.responses.has(status)) {
    violations.push(`${operation.name} answered ${status}, which the document does not list`);
    return;
  }
  const validateResponse = operation.responses.get(status);
  if (validateResponse && !validateResponse(await readJson(response))) {
    violations.push(
      `${operation.name} → ${status}: the response body does not fit its schema: ${describeErrors(validateResponse)}`,
    );
  }
  const validateRequest = operation.request;
  if (response.ok && validateRequest && !validateRequest(await readJson(request))) {
    violations.push(
      `${operation.name} → ${status}: the server accepted a request body the document refuses: ${describeErrors(validateRequest)}`,
    );
  }
}

/** The violations seen since the last call, which are then forgotten. */
export function takeContractViolations(): string[] {
  return violations.splice(0, violations.length);
}

/** Throws, listing every violation seen since the last check, so the current test fails. */
export function assertContractKept(): void {
  const found = takeContractViolations();
  if (found.length) {
    throw new Error(`The mocked API broke docs/openapi.yaml:\n- ${found.join('\n- ')}`);
  }
}
