import { DEMO_ACCOUNTS } from '@/lib/demo-accounts';
import { isLoopbackHost } from './hosts';
import { OptionsError, USAGE, parseOptions, type MockApiOptions } from './options';
import { StartError, serveMockApi, type MockApi } from './serve';

const ORIGIN_NOTES: Record<MockApi['origin']['state'], string> = {
  restored: 'restored from',
  seeded: 'seeded with the demo accounts, saved in',
  loaded: 'loaded from the --load file, saved in',
  superseded: 'read from',
  'tables-reset': 'restored, some tables reset, in',
  'reseeded-corrupt': 'seeded again, in',
  'reseeded-outdated': 'seeded again, in',
};

/** What a start that recovered the database, or cannot save to it, must tell the engineer. */
function originNotice({ origin, backupFile }: MockApi, db: string): string | null {
  const kept = `; what it held is kept in ${backupFile}`;
  switch (origin.state) {
    case 'superseded':
      return `This database was saved by a newer version of the mocked API; it is read but no write will be saved. Start with --reset to begin again from the demo accounts, or --db <file> for another database.`;
    case 'tables-reset':
      return `The ${origin.tables.join(', ')} ${origin.tables.length > 1 ? 'tables' : 'table'} of ${db} could not be read and ${origin.tables.length > 1 ? 'were' : 'was'} reset to the demo accounts' data${kept}.`;
    case 'reseeded-corrupt':
      return `${db} could not be read and was replaced by the demo accounts' data${kept}.`;
    case 'reseeded-outdated':
      return `${db} was saved by a version too old to read and was replaced by the demo accounts' data${kept}.`;
    default:
      return null;
  }
}

/** Where other machines reach it, and what that exposes: nothing on a loopback address. */
function networkNotice({ networkUrls }: MockApi, options: MockApiOptions): string | null {
  if (isLoopbackHost(options.host)) return null;
  const where = networkUrls.length
    ? networkUrls.map((url) => `${url}/api`).join(', ')
    : 'no address yet (this machine is on no network)';
  const tools = options.exposeDemoTools
    ? 'so do the demo tools (/api/demo/*: export every account, import, reset, the outbox of sign-in links), as --expose-demo-tools asks'
    : 'the demo tools (/api/demo/*: export, import, reset, the outbox) answer only on this machine unless --expose-demo-tools';
  return `On your network: ${where}\nWarning: --host ${options.host} serves every demo account's data to anyone on your network who reaches these addresses; ${tools}.`;
}

/** `npm run mock:api`: starts the server, prints where it is and with whom to sign in. */
export async function runMockApi(args: string[]): Promise<void> {
  let options;
  try {
    options = parseOptions(args);
  } catch (error) {
    if (!(error instanceof OptionsError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (!options) {
    console.log(USAGE);
    return;
  }
  let api;
  try {
    api = await serveMockApi(options, options.quiet ? undefined : console.log);
  } catch (error) {
    if (!(error instanceof StartError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  // Before the banner, which tells a caller the server is up: a stop from then on answers what is
  // under way, saves the file and releases it. A second Ctrl-C stops at once: every change
  // acknowledged is on disk already, and the next start reads it.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(signal === 'SIGINT' ? 130 : 143);
    stopping = true;
    api.close().then(
      () => process.exit(0),
      (error: Error) => {
        console.error(`The mocked API did not stop cleanly: ${error.message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const accounts = Object.values(DEMO_ACCOUNTS)
    .map(({ email, password }) => `  ${email} / ${password}`)
    .join('\n');
  const notices = [originNotice(api, options.db), networkNotice(api, options)].filter(Boolean);
  console.log(
    [
      `Vitalis mocked API on ${api.url}/api (database ${ORIGIN_NOTES[api.origin.state]} ${options.db})`,
      ...notices,
      `Demo accounts:\n${accounts}`,
    ].join('\n'),
  );
}
