// First, so everything the stories compute reads the pinned time of day.
import '../stories/support/pinned-clock';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure, getConfig } from 'storybook/test';
import { assertContractKept } from '@mocks/testing/contract';
import { markupOnceWaitsGiveUp } from '@/testing/element-error';
import { endAtTop, loadStoryData, renderInApp } from '../stories/support/story-annotations';
import { slowdown } from '../stories/support/slowdown';
import { startStoryWorker } from '../stories/support/story-environment';
import { applyMotionSwitch, MOTION, motionGlobalTypes } from '../stories/support/motion-switch';
import { dataGlobalTypes, dataInitialGlobals } from '../stories/support/toolbar-switches';
import { vitalisTheme } from './vitalis-theme';

// Screens, charts and the toaster are lazy chunks; on a cold run Vite compiles each on its first
// use, which can take several seconds on a busy 2-core machine, so every findBy and waitFor of a
// story waits that long (no story sets its own), and as many times longer as the page is slowed.
// A preview loaded afresh compiles all of its code as its story starts: at 6× CPU, Supplements'
// main state took 11 s in a preview already warm, and its reads over 60 s in one loaded afresh
// while two other workers did the same.
configure({
  asyncUtilTimeout: 20_000 * slowdown(),
  getElementError: markupOnceWaitsGiveUp(getConfig),
});

const preview: Preview = {
  loaders: [applyMotionSwitch, mswLoader(startStoryWorker), loadStoryData],
  // Each story ends at the top of its canvas; one whose exchanges with the mocked server break
  // docs/openapi.yaml fails.
  afterEach: [endAtTop, () => assertContractKept()],
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
    // Persona, plan, glucose unit, latency and a failing first read: each left on its default
    // keeps the story as written (and the test run, which uses the defaults, unchanged).
    ...dataGlobalTypes,
    // Reduced motion as the system asks for it; forced colours have no switch (see Start here).
    ...motionGlobalTypes,
  },
  initialGlobals: { theme: 'light', ...dataInitialGlobals, motion: MOTION.system },
  parameters: {
    layout: 'fullscreen',
    docs: { theme: vitalisTheme },
    // Storybook opens on the first entry: the welcome page, then the foundations. The screens
    // follow the app's side navigation, named as it names them (src/app/route-manifest.ts; the
    // Start here specimens check the two lists agree); then the public site, signing in and up,
    // the frame around the screens, the shared components, and the demo's own tools. This must
    // stay a literal: Storybook reads it without running this file.
    options: {
      storySort: {
        method: 'alphabetical',
        order: [
          'Start here',
          'Foundations',
          ['Colours', 'Typography', 'Spacing and shape', 'Icons'],
          'Screens',
          [
            'Dashboard',
            'Health Metrics',
            'Medical History',
            'Blood Work',
            'CGM',
            'Medications',
            'Supplements',
            'Nutrition',
            'Connected Devices',
            'Achievements',
            'Settings',
          ],
          'Public site',
          ['Pages', 'Live demo', 'Testimonial carousel'],
          'Auth',
          [
            'Login',
            'Register',
            'Register (second variant)',
            'Forgot password',
            'Reset password',
            'Verify email link',
            'Verify email result',
            'Google consent (simulated)',
            'Authentication failed',
          ],
          'Shell',
          ['App shell', 'Not found', 'Demo data notice'],
          'Components',
          ['*', 'Charts'],
          'Demo tools',
          ['Demo controls', 'Demo outbox', 'Demo shortcuts'],
        ],
      },
    },
    a11y: { test: 'error' },
    viewport: {
      options: {
        // A 1280 × 1024 window at 400 % zoom: where reflow (WCAG 1.4.10) is checked.
        zoomed: {
          name: '400 % zoom',
          styles: { width: '320px', height: '256px' },
          type: 'mobile',
        },
        phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
        desktop: { name: 'Desktop', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
