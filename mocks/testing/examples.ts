import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openapiDocument } from './contract';

/**
 * Each operation of docs/openapi.yaml as a tool that reads only the document would send it: its
 * path parameters' examples, and its request body's example at the media type. For the tests that
 * send every operation as documented (Node only: an example may be a file beside the document).
 */

interface Parameter {
  name: string;
  in: string;
  example?: unknown;
  schema?: { enum?: unknown[] };
}

interface MediaType {
  example?: unknown;
  examples?: Record<string, { value?: unknown; externalValue?: string }>;
}

export interface DocumentedOperation {
  id: string;
  method: string;
  /** As the document writes it: `/api/medications/{id}`. */
  path: string;
  /** The path with each parameter's example filled in. */
  url: string;
  /** Each path parameter's example, by name. */
  pathValues: Record<string, string>;
  /** The request body's example; undefined for an operation without a body. */
  body: unknown;
  /** Each alternative the operation accepts: no scheme ([]), one, or several together. */
  security: string[][];
  statuses: string[];
  operation: Record<string, unknown>;
}

type PathItem = Record<string, unknown> & { parameters?: Parameter[] };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const document = openapiDocument as unknown as {
  paths: Record<string, PathItem>;
  security: Record<string, string[]>[];
};

/** A media type's example: `example`, or the first of `examples` (read from its file if need be). */
export function exampleOf(media: MediaType): unknown {
  if (media.example !== undefined || !media.examples) return media.example;
  const [first] = Object.values(media.examples);
  if (first.externalValue === undefined) return first.value;
  return JSON.parse(readFileSync(join(process.cwd(), 'docs', first.externalValue), 'utf8'));
}

export const documentedOperationsWithExamples: DocumentedOperation[] = Object.entries(
  document.paths,
).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => {
    const operation = item[method] as Record<string, unknown> & {
      operationId: string;
      parameters?: Parameter[];
      security?: Record<string, string[]>[];
      requestBody?: { content: Record<string, MediaType> };
      responses: Record<string, unknown>;
    };
    const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])];
    const pathValues = Object.fromEntries(
      parameters
        .filter((each) => each.in === 'path')
        .map((each) => [each.name, String(each.example ?? each.schema?.enum?.[0])]),
    );
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(pathValues[name]),
    );
    const media = operation.requestBody?.content['application/json'];
    const security = (operation.security ?? document.security).map((each) => Object.keys(each));
    return {
      id: operation.operationId,
      method: method.toUpperCase(),
      path,
      url,
      pathValues,
      body: media ? exampleOf(media) : undefined,
      // `security: []` needs none, as `[{}]` does.
      security: security.length ? security : [[]],
      statuses: Object.keys(operation.responses),
      operation,
    };
  }),
);
