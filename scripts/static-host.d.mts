/** One answer of the host: what was asked for, its status, the bytes sent, and when (ms). */
export interface HostLogEntry {
  path: string;
  status: number;
  bytes: number;
  at: number;
  end: number;
}

export declare function serveBuild(
  dist: string,
  fallback: '404.html' | 'index.html',
  options?: {
    base?: string;
    network?: { rttMs: number; downKbps: number };
    secure?: boolean;
    api?: string;
  },
): Promise<{
  origin: string;
  log: HostLogEntry[];
  pending: () => number;
  lastActivity: () => number;
  browserArgs: string[];
  close: () => Promise<void>;
}>;
