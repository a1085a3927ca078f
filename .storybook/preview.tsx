// First, so everything the stories compute reads the pinned time of day.
import '../stories/support/pinned-clock';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { AppProvider } from '@/app/provider';
import type { ThemeMode } from '@/theme/tokens';
import type { FailureRule } from '@mocks/failures';
import { assertContractKept } from '@mocks/testing/contract';
import { RouteStory } from '../stories/support/route-story';
import {
  prepareStoryData,
  startStoryWorker,
  type StorySession,
} from '../stories/support/story-environment';
import { vitalisTheme } from './vitalis-theme';

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Render the app's routes at this path instead of the story's own component. */
    route?: string;
    /** Sign in as this demo account before the story renders (default: signed out). */
    session?: StorySession;
    /** Extra data for the story, written to the mocked database after the seed. */
    setup?: () => void | Promise<void>;
    /** Requests the mocked server fails on purpose, to show an error state. */
    failures?: FailureRule[];
  }
}

// Screens, charts and the toaster are lazy chunks; on a cold run Vite compiles each on its first
// use, which can take several seconds on a busy 2-core machine, so every findBy waits that long.
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  loaders: [
    mswLoader(startStoryWorker),
    async ({ parameters }) => {
      await prepareStoryData(parameters.session ?? null, parameters.setup, parameters.failures);
      return {};
    },
  ],
  // A story whose exchanges with the mocked server break docs/openapi.yaml fails.
  afterEach: () => assertContractKept(),
  decorators: [
    (Story, { id, parameters, globals }) => (
      <AppProvider key={id} forcedTheme={globals.theme as ThemeMode}>
        {parameters.route ? <RouteStory route={parameters.route} /> : <Story />}
      </AppProvider>
    ),
  ],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    docs: { theme: vitalisTheme },
    // Storybook opens on the first entry: the welcome page, then the foundations, then the rest.
    options: {
      storySort: {
        order: [
          'Start here',
          'Foundations',
          ['Colours', 'Typography', 'Spacing and shape', 'Icons'],
          'Screens',
          'Auth',
          'Public site',
          'Shell',
          'Components',
          'Demo',
        ],
      },
    },
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
        desktop: { name: 'Desktop', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
