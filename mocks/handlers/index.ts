import { http, matchRequestUrl, type HttpHandler } from 'msw';
import { HttpError, handle } from '../http';
import { accountHandlers } from './account';
import { achievementsHandlers } from './achievements';
import { authHandlers } from './auth';
import { bloodworkHandlers } from './bloodwork';
import { demoHandlers } from './demo';
import { demoSiteHandlers } from './demo-site';
import { devicesHandlers } from './devices';
import { glucoseHandlers } from './glucose';
import { healthHandlers } from './health';
import { medicalHistoryHandlers } from './medical-history';
import { medicationHandlers } from './medications';
import { preferencesHandlers } from './preferences';
import { settingsHandlers } from './settings';
import { supplementHandlers } from './supplements';

/** Every documented endpoint of the mocked server. */
export const apiHandlers: HttpHandler[] = [
  ...authHandlers,
  ...healthHandlers,
  ...settingsHandlers,
  ...bloodworkHandlers,
  ...medicalHistoryHandlers,
  ...medicationHandlers,
  ...supplementHandlers,
  ...glucoseHandlers,
  ...devicesHandlers,
  ...preferencesHandlers,
  ...accountHandlers,
  ...achievementsHandlers,
  ...demoHandlers,
  ...demoSiteHandlers,
];

/**
 * Any other /api path is answered here, so it never falls through to the static host (which
 * would answer 200 with the app's page): 405 when the path exists with other methods, else 404.
 */
const unknownApiPath = http.all(
  '/api/*',
  handle({ public: true }, ({ request }) => {
    const url = new URL(request.url);
    const allowed = apiHandlers
      .filter(({ info }) => matchRequestUrl(url, String(info.path), url.origin).matches)
      .map(({ info }) => String(info.method));
    if (allowed.length) {
      throw new HttpError(
        405,
        `${request.method} is not allowed on ${url.pathname}.`,
        {},
        {
          Allow: allowed.join(', '),
        },
      );
    }
    throw new HttpError(404, `No API endpoint at ${request.method} ${url.pathname}.`);
  }),
);

/** The one handler list: the browser worker, Vitest (msw/node) and Storybook all serve it. */
export const handlers = [...apiHandlers, unknownApiPath];
