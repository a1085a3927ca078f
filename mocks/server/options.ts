import { parseArgs } from 'node:util';
import {
  LATENCY_PRESETS,
  MAX_LATENCY_MS,
  parseLatency,
  type FailureRule,
} from '@/lib/demo-controls';

export const DEFAULT_PORT = 4000;
/** Under a folder git ignores, so a developer's demo data is never committed by accident. */
export const DEFAULT_DATABASE = '.mock-api/db.json';

export const USAGE = `Usage: npm run mock:api -- [options]

Serves the mocked API (the handlers the browser app runs) over HTTP.

  --port <n>          port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  --host <address>    address to listen on (default 127.0.0.1; 0.0.0.0 for a phone on your network,
                      which serves every demo account's data to your network)
  --allow-host <name> answer requests addressed to this name too (e.g. a LAN DNS name); repeatable
  --expose-demo-tools let other machines use /api/demo/* (export, import, reset, the outbox)
  --no-demo-tools     answer as a real server would: no /api/demo/* (404) and no X-Mock-Failure
  --db <file>         the database file (default ${DEFAULT_DATABASE}); created with the demo accounts
  --reset             start over from the seeded demo accounts
  --load <file>       replace the database with a demo data file (Demo controls → Download demo data)
  --latency <delay>   none, realistic (150–450 ms, the default), slow (1–3 s) or <min>-<max> in ms
  --fail <rule>       "<METHOD> <path> <status>[ once]", e.g. "GET /api/medications 500"; repeatable
  --cors <origin>     let a web app at this origin call the API with its cookies; repeatable
  --now <date-time>   the server's clock starts here (local ISO, e.g. 2026-11-10T15:30) and runs on
  --quiet             do not print each request
  --help              show this`;

export interface MockApiOptions {
  port: number;
  host: string;
  db: string;
  reset: boolean;
  load: string | null;
  /** As the Demo controls store it: '0', 'min-max', or null for the realistic default. */
  latency: string | null;
  failures: FailureRule[];
  corsOrigins: string[];
  /** Host names requests may be addressed to, besides the server's own (--allow-host). */
  allowHosts: string[];
  /** Whether /api/demo/* answers other machines too. */
  exposeDemoTools: boolean;
  /**
   * Whether the demo tools exist at all: without them (--no-demo-tools) /api/demo/* is not served
   * and X-Mock-Failure is ignored, as on a real server (the API tour proves what it can hold one to).
   */
  demoTools: boolean;
  /** The instant the server's clock starts at (and moves on from), or null for the real clock. */
  now: Date | null;
  quiet: boolean;
}

/** A flag the server cannot start with; the message says which and why. */
export class OptionsError extends Error {}

const PRESET_FLAGS: Record<string, string | null> = {
  none: LATENCY_PRESETS.find(({ id }) => id === 'none')!.setting,
  realistic: LATENCY_PRESETS.find(({ id }) => id === 'realistic')!.setting,
  slow: LATENCY_PRESETS.find(({ id }) => id === 'slow')!.setting,
};

function latencyOf(flag: string): string | null {
  if (flag in PRESET_FLAGS) return PRESET_FLAGS[flag];
  const match = /^(\d+)(?:-(\d+))?$/.exec(flag);
  const setting = match ? `${match[1]}-${match[2] ?? match[1]}` : null;
  const [min, max] = setting ? parseLatency(setting) : [NaN, NaN];
  if (!setting || `${min}-${max}` !== setting || max > MAX_LATENCY_MS) {
    throw new OptionsError(
      `--latency ${flag}: give none, realistic, slow, or <min>-<max> in ms (at most ${MAX_LATENCY_MS}).`,
    );
  }
  return setting;
}

function failureOf(flag: string): FailureRule {
  const match = /^([A-Za-z]+)\s+(\/\S*)\s+(\d{3})(\s+once)?$/.exec(flag.trim());
  const status = Number(match?.[3]);
  if (!match || status < 400 || status > 599) {
    throw new OptionsError(
      `--fail "${flag}": give "<METHOD> <path> <status>[ once]" with a status from 400 to 599, e.g. "GET /api/medications 500".`,
    );
  }
  return {
    method: match[1].toUpperCase(),
    path: match[2],
    status,
    ...(match[4] ? { once: true } : {}),
  };
}

function originOf(flag: string): string {
  let url: URL | null = null;
  try {
    url = new URL(flag);
  } catch {
    // Reported below.
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== flag.replace(/\/$/, '')) {
    throw new OptionsError(`--cors ${flag}: give an origin, e.g. http://localhost:8081.`);
  }
  return url.origin;
}

function hostNameOf(flag: string): string {
  let url: URL | null = null;
  try {
    url = new URL(`http://${flag}`);
  } catch {
    // Reported below.
  }
  if (!url || url.host !== flag.toLowerCase() || url.port) {
    throw new OptionsError(
      `--allow-host ${flag}: give a host name without a port, e.g. vitalis.lan.`,
    );
  }
  return url.hostname;
}

/** The flags of `npm run mock:api`; null when --help asks for the usage instead. */
export function parseOptions(args: string[]): MockApiOptions | null {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        db: { type: 'string' },
        reset: { type: 'boolean' },
        load: { type: 'string' },
        latency: { type: 'string' },
        fail: { type: 'string', multiple: true },
        cors: { type: 'string', multiple: true },
        'allow-host': { type: 'string', multiple: true },
        'expose-demo-tools': { type: 'boolean' },
        'no-demo-tools': { type: 'boolean' },
        now: { type: 'string' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw new OptionsError((error as Error).message);
  }
  if (values.help) return null;
  const port = Number(values.port ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new OptionsError(`--port ${values.port}: give a port from 0 to 65535.`);
  }
  const now = values.now === undefined ? null : new Date(values.now);
  if (now && Number.isNaN(now.valueOf())) {
    throw new OptionsError(`--now ${values.now}: give a local date-time, e.g. 2026-11-10T15:30.`);
  }
  if (values['expose-demo-tools'] && values['no-demo-tools']) {
    throw new OptionsError('--expose-demo-tools and --no-demo-tools: give one or the other.');
  }
  return {
    port,
    host: values.host ?? '127.0.0.1',
    db: values.db ?? DEFAULT_DATABASE,
    reset: values.reset ?? false,
    load: values.load ?? null,
    latency: latencyOf(values.latency ?? 'realistic'),
    failures: (values.fail ?? []).map(failureOf),
    corsOrigins: (values.cors ?? []).map(originOf),
    allowHosts: (values['allow-host'] ?? []).map(hostNameOf),
    exposeDemoTools: values['expose-demo-tools'] ?? false,
    demoTools: !values['no-demo-tools'],
    now,
    quiet: values.quiet ?? false,
  };
}
