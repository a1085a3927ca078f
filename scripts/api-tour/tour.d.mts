export declare function skipsWithoutDemoTools(
  document: unknown,
  accounts: Record<string, unknown>,
): { always: string[]; possibly: string[] };
