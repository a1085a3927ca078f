// First, so everything the stories compute reads the pinned time of day.
import '../stories/support/pinned-clock';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { assertContractKept } from '@mocks/testing/contract';
import { loadStoryData, renderInApp } from '../stories/support/story-annotations';
import { startStoryWorker } from '../stories/support/story-environment';
import { vitalisTheme } from './vitalis-theme';

// Screens, charts and the toaster are lazy chunks; on a cold run Vite compiles each on its first
// use, which can take several seconds on a busy 2-core machine, so every findBy waits that long.
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  loaders: [mswLoader(startStoryWorker), loadStoryData],
  // A story whose exchanges with the mocked server break docs/openapi.yaml fails.
  afterEach: () => assertContractKept(),
  decorators: [renderInApp],
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
