import { http, matchRequestUrl, type HttpHandler } from 'msw';
import { handle } from '../http';
import { HttpError } from '../http-error';
import { accountHandlers } from './account';
import { achievementsHandlers } from './achievements';
import { authHandlers } from './auth';
import { bloodworkHandlers } from './bloodwork';
import { demoOutboxAndResetHandlers } from './demo-outbox-and-reset';
import { demoAccountsAndPreviewHandlers } from './demo-accounts-and-preview';
import { devicesHandlers } from './devices';
import { glucoseAndInsightsHandlers } from './glucose-and-insights';
import { dashboardAndMetricsHandlers } from './dashboard-and-metrics';
import { medicalHistoryHandlers } from './medical-history';
import { medicationHandlers } from './medications';
import { settingsHandlers } from './settings';
import { unitSettingsHandlers } from './settings-units';
import { supplementsAndCartHandlers } from './supplements-and-cart';

/** Every documented endpoint of the mocked server. */
export const apiHandlers: HttpHandler[] = [
  ...authHandlers,
  ...dashboardAndMetricsHandlers,
  ...unitSettingsHandlers,
  ...bloodworkHandlers,
  ...medicalHistoryHandlers,
  ...medicationHandlers,
  ...supplementsAndCartHandlers,
  ...glucoseAndInsightsHandlers,
  ...devicesHandlers,
  ...settingsHandlers,
  ...accountHandlers,
  ...achievementsHandlers,
  ...demoOutboxAndResetHandlers,
  ...demoAccountsAndPreviewHandlers,
];

/** The methods served at a URL. A fixed path (/api/medications/schedule) is not an id of a
 * parameter path (/api/medications/:id): where a fixed path matches, only its methods count. */
function methodsServing(url: URL): string[] {
  const matching = apiHandlers
    .map(({ info }) => ({ path: String(info.path), method: String(info.method) }))
    .filter(({ path }) => matchRequestUrl(url, path, url.origin).matches);
  const fixed = matching.filter(({ path }) => !path.includes(':'));
  return [...new Set((fixed.length ? fixed : matching).map(({ method }) => method))];
}

/**
 * Any other /api path is answered here, so it never falls through to the static host (which
 * would answer 200 with the app's page): 405 when the path exists with other methods, else 404.
 */
const refuse = handle({ public: true, stored: false }, ({ request }) => {
  const url = new URL(request.url);
  const allowed = methodsServing(url);
  if (allowed.length) {
    throw new HttpError(
      405,
      `${request.method} is not allowed on ${url.pathname}.`,
      {},
      { Allow: allowed.join(', ') },
    );
  }
  throw new HttpError(404, `No API endpoint at ${request.method} ${url.pathname}.`);
});

/** Refuses, before the parameter paths see it, a method a fixed path does not serve. */
const fixedPathMethods = http.all('/api/*', (info) => {
  const url = new URL(info.request.url);
  const allowed = methodsServing(url);
  return allowed.length && !allowed.includes(info.request.method) ? refuse(info) : undefined;
});

/** The one handler list: the browser worker, Vitest (msw/node) and Storybook all serve it. */
export const handlers = [fixedPathMethods, ...apiHandlers, http.all('/api/*', refuse)];
