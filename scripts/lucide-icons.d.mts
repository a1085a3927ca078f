export declare function navIconNames(manifestSource: string): string[];
export declare function iconImports(srcDir: string): Promise<{
  used: Map<string, string[]>;
  untraceable: string[];
  files: string[];
}>;
