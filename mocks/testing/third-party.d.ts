/**
 * The parts the tests use of two tools that ship no types: Dredd's own parser and compiler of
 * transactions, and yaml-js (a port of PyYAML, YAML 1.1), the YAML parser Dredd reads with.
 */
declare module 'dredd-transactions' {
  export interface Annotation {
    type: 'error' | 'warning';
    component: string;
    message: string;
  }
  export interface Transaction {
    name: string;
    request: {
      method: string;
      uri: string;
      headers: { name: string; value: string }[];
      body: string;
    };
    response: { status: string };
    origin: { resourceName: string; actionName: string; exampleName: string };
  }
  export interface ParseResult {
    mediaType: string;
    apiElements: unknown;
  }
  const dredd: {
    parse(source: string, done: (error: Error | null, result: ParseResult) => void): void;
    compile(
      mediaType: string,
      apiElements: unknown,
      filename?: string,
    ): { transactions: Transaction[]; annotations: Annotation[] };
  };
  export default dredd;
}

declare module 'yaml-js' {
  export function load(source: string): unknown;
}
