export declare function serveBuild(
  dist: string,
  fallback: '404.html' | 'index.html',
): Promise<{ origin: string; close: () => Promise<void> }>;
