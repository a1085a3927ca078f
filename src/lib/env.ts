/** Mocking is on unless the build sets VITE_API_MOCKING=off; then /api goes to a real server. */
export const isMockingEnabled = import.meta.env.VITE_API_MOCKING !== 'off';

/** Where the static Storybook is, when `npm run build:site` published it beside the app. */
export const storybookUrl =
  import.meta.env.VITE_STORYBOOK === 'on' ? `${import.meta.env.BASE_URL}storybook/` : null;
