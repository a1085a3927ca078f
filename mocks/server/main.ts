import { DEMO_ACCOUNTS } from '@/lib/demo-accounts';
import { OptionsError, USAGE, parseOptions } from './options';
import { StartError, serveMockApi } from './serve';

const ORIGIN_NOTES: Record<string, string> = {
  restored: 'restored from',
  seeded: 'seeded with the demo accounts, saved in',
  loaded: 'loaded from the --load file, saved in',
};

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
  // Before the banner, which tells a caller the server is up: a stop from then on saves the file.
  const stop = () => api.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const accounts = Object.values(DEMO_ACCOUNTS)
    .map(({ email, password }) => `  ${email} / ${password}`)
    .join('\n');
  console.log(
    `Vitalis mocked API on ${api.url}/api (database ${ORIGIN_NOTES[api.origin.state] ?? `${api.origin.state}, in`} ${options.db})\nDemo accounts:\n${accounts}`,
  );
}
