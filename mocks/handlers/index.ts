import { authHandlers } from './auth';
import { demoHandlers } from './demo';

/** The one handler list: the browser worker, Vitest (msw/node) and Storybook all serve it. */
export const handlers = [...authHandlers, ...demoHandlers];
