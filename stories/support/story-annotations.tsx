import type { Decorator, Loader, Parameters } from '@storybook/react-vite';
import { AppProvider } from '@/app/provider';
import type { ThemeMode } from '@/theme/tokens';
import { clearToken } from '@/lib/auth-token';
import { writeLatency } from '@/lib/demo-controls';
import { clearInjectedFailures, injectFailure, type FailureRule } from '@mocks/failures';
import { resetDatabase } from '@mocks/persistence';
import { signIn, type Persona } from '@mocks/testing/fixtures';
import { RouteStory } from './route-story';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Render the app's routes at this path instead of the story's own component. */
    route?: string;
    /** Sign in as this persona before the story renders (default: signed out). */
    session?: StorySession;
    /** Extra data for the story, written to the mocked database after the seed. */
    setup?: () => unknown;
    /** Requests the mocked server fails on purpose, to show an error state. */
    failures?: FailureRule[];
  }
}

export type StorySession = Persona | null;

/**
 * Every story starts from the seed, signed out or signed in as a persona (`new`: an account with
 * no data), with only its own injected failures, so stories never depend on each other or on what
 * a designer clicked before.
 */
export async function prepareStoryData({ session, setup, failures = [] }: Parameters) {
  resetDatabase('small');
  clearToken();
  clearInjectedFailures();
  writeLatency(null);
  failures.forEach(injectFailure);
  if (session) await signIn(session);
  await setup?.();
}

/** What every story needs wherever it runs: its data and session, then the app around it. */
export const loadStoryData: Loader = async ({ parameters }) => {
  await prepareStoryData(parameters);
  return {};
};

export const renderInApp: Decorator = (Story, { id, parameters, globals }) => (
  <AppProvider key={id} forcedTheme={globals.theme as ThemeMode}>
    {parameters.route ? <RouteStory route={parameters.route} /> : <Story />}
  </AppProvider>
);
