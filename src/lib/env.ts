/**
 * Mocking is on unless the build sets VITE_API_MOCKING=off; then /api goes to a real server.
 * What such a build must not ship (the mocked API and its seeds, the demo shortcuts, the persona
 * switch and the Demo controls, which hold the demo accounts' passwords) is reached only behind
 * `import.meta.env.VITE_API_MOCKING !== 'off'` written in the importing module itself: Rolldown
 * leaves out code behind a module's own constant condition, not behind an imported constant.
 */
export const isMockingEnabled = import.meta.env.VITE_API_MOCKING !== 'off';

/** Where the static Storybook is, when `npm run build:site` published it beside the app. */
export const storybookUrl =
  import.meta.env.VITE_STORYBOOK === 'on' ? `${import.meta.env.BASE_URL}storybook/` : null;
