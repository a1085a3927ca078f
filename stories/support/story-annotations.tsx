import type { Decorator, Loader, Parameters, StoryContext } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FORCE_REMOUNT, STORY_RENDER_PHASE_CHANGED } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import { AppProvider } from '@/app/provider';
import type { ThemeMode } from '@/theme/tokens';
import { currentUserQuery } from '@/lib/auth';
import { clearToken } from '@/lib/auth-token';
import { signalUserChange } from '@/lib/user-change';
import { writeLatency } from '@/lib/demo-controls';
import { db } from '@mocks/db';
import { clearInjectedFailures, injectFailure, type FailureRule } from '@mocks/failures';
import { resetDatabase } from '@mocks/persistence';
import { record, signIn, type Persona } from '@mocks/testing/fixtures';
import { RouteStory } from './route-story';
import { dataSwitches, dataSwitchesKey } from './toolbar-switches';

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
 * a designer clicked before. The toolbar's switches (`globals`, see toolbar-switches.ts), when set,
 * override the story's own choice: the persona replaces its `session`; the plan, the glucose unit
 * and the latency are written after its `setup`, as a story's own setup would write them.
 */
export async function prepareStoryData(
  { session, setup, failures = [] }: Parameters,
  globals: Record<string, unknown> = {},
) {
  const switches = dataSwitches(globals);
  resetDatabase('small');
  clearToken();
  // A story is a visit of its own: the request log holds none of the story before's requests.
  signalUserChange();
  clearInjectedFailures();
  writeLatency(null);
  failures.forEach(injectFailure);
  const persona = switches.persona ?? session;
  const account = persona ? await signIn(persona) : null;
  await setup?.();
  if (account && switches.plan) {
    db.user.update({ where: { id: { equals: account.userId } }, data: { plan: switches.plan } });
  }
  if (account && switches.glucoseUnit)
    record.unitSettings(account.userId, { glucoseUnit: switches.glucoseUnit });
  if (switches.latency !== null) writeLatency(switches.latency);
}

/** What every story needs wherever it runs: its data and session, then the app around it. */
export const loadStoryData: Loader = async ({ parameters, globals }) => {
  await prepareStoryData(parameters, globals);
  return {};
};

/** The reply the "Fail this screen's first read" switch gives the screen's first read. */
export const FIRST_READ_FAILURE: FailureRule = {
  path: '/api/*',
  method: 'GET',
  status: 500,
  once: true,
};

/**
 * "Fail this screen's first read": once the app knows who is signed in (the session check is a
 * read too, and failing it would sign the persona out), the next read the mocked server answers,
 * the screen's first, fails once with a 500. The screen shows its own error state, and its Retry
 * then succeeds.
 */
function FailFirstRead() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const sessionKnown = () =>
      queryClient.getQueryState(currentUserQuery.queryKey)?.status === 'success';
    let armed = false;
    const arm = () => {
      if (armed || !sessionKnown()) return;
      armed = true;
      injectFailure(FIRST_READ_FAILURE);
    };
    arm();
    const unsubscribe = queryClient.getQueryCache().subscribe(arm);
    return unsubscribe;
  }, [queryClient]);
  return null;
}

/**
 * The app around every story. A switch of the toolbar that changes the story's data starts the
 * app again (its key), so no read cached for the previous persona or unit is shown; so does the
 * Motion switch, so what moves reads it afresh. The theme only restyles what is there. A toast
 * stays until it is dismissed, so a story can show one.
 */
export const renderInApp: Decorator = (Story, { id, parameters, globals }) => (
  <AppProvider
    key={`${id}:${dataSwitchesKey(globals)}:${globals.motion}`}
    forcedTheme={globals.theme as ThemeMode}
    toastDuration={Infinity}
  >
    {dataSwitches(globals).failFirstRead && <FailFirstRead />}
    {parameters.route ? <RouteStory route={parameters.route} /> : <Story />}
  </AppProvider>
);

/**
 * Where each story shown stands: its render (a story selected or remounted is a new one), whether
 * its script is running, and whether its canvas has been put at the top already. A change of its
 * args (a tab chosen in a Playground, through `updateArgs`) renders the story again and runs
 * `afterEach` again, without the script, during the script or after it; those renders leave the
 * canvas as it is, the designer's focus included.
 */
const shown = new Map<string, { renderId: number; playing: boolean; ended: boolean }>();
void addons.ready().then((channel) => {
  channel.on(
    STORY_RENDER_PHASE_CHANGED,
    ({ newPhase, renderId, storyId }: { newPhase: string; renderId: number; storyId: string }) => {
      let story = shown.get(storyId);
      if (story?.renderId !== renderId) {
        story = { renderId, playing: false, ended: false };
        shown.set(storyId, story);
      }
      if (newPhase === 'playing') story.playing = true;
      if (['played', 'errored', 'aborted'].includes(newPhase)) story.playing = false;
    },
  );
  channel.on(FORCE_REMOUNT, ({ storyId }: { storyId: string }) => shown.delete(storyId));
});

/**
 * After a story's script, its canvas as a designer opens it: scrolled to the top, nothing focused
 * (a script may have scrolled to what it clicked); once per render of the story, not again when
 * its args change. A Docs page keeps its own place.
 */
export function endAtTop({ id, canvasElement, viewMode }: StoryContext) {
  if (viewMode !== 'story') return;
  const story = shown.get(id);
  if (story?.playing || story?.ended) return;
  if (story) story.ended = true;
  const document = canvasElement.ownerDocument;
  (document.activeElement as HTMLElement | null)?.blur();
  for (const element of [document.scrollingElement, ...document.querySelectorAll('*')]) {
    if (element?.scrollTop) element.scrollTop = 0;
  }
}
