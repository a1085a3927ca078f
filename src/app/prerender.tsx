import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { pageMetaTags, pageTitle, routeMeta } from '@/lib/page-meta';
import { App } from './app';
import { prerenderedAttribute } from './prerendered-page';
import { routeManifest } from './route-manifest';
import { createRoutes, routerBasename } from './router';

/**
 * The build-time render of the pages every visitor sees alike (the manifest's `prerender`), run by
 * `scripts/prerender.mjs` from a server build of this module: react-dom's static renderer, which
 * waits for every lazy part, with styled-components' server style sheet, so each page arrives as
 * HTML with the CSS it uses inline and paints before any script has run.
 */

/** The pages rendered at build time, the code of each one's screen, and whether it reads at once. */
export const prerenderedRoutes = routeManifest
  .filter((entry) => entry.prerender)
  .map(({ path, load, readsApiOnLoad }) => ({ path, load, readsApiOnLoad: !!readsApiOnLoad }));

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface PrerenderedPage {
  /** For the document element: the path the page was rendered for. */
  attributes: string;
  /** The page's title, meta tags and canonical address, and the CSS it uses: for the head. */
  head: string;
  /** The page itself, for the root element. */
  html: string;
  /** The components of the routes it matched, its screen's and the layers' around it. */
  components: unknown[];
}

/**
 * Renders the page at `path` as a first visit shows it: no session known yet, the mocked API not
 * started, reads pending. `siteUrl`, when the build knows its host, gives the canonical address.
 */
export async function prerenderPage(
  path: string,
  siteUrl: string | null,
): Promise<PrerenderedPage> {
  const handler = createStaticHandler(createRoutes(), { basename: routerBasename });
  const address = `${routerBasename.replace(/\/$/, '')}${path}`;
  const context = await handler.query(new Request(new URL(address, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <StrictMode>
          <App startup={null}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </App>
        </StrictMode>,
      ),
    );
    const html = await new Response(prelude).text();
    const meta = routeMeta(context.matches.map((match) => match.route.handle));
    const url = siteUrl ? new URL(address.replace(/^\//, ''), siteUrl).toString() : null;
    const head = [
      `<title>${escapeHtml(pageTitle(meta))}</title>`,
      ...pageMetaTags(meta, url, 'light').map(
        ({ attribute, key, content }) =>
          `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`,
      ),
      ...(url ? [`<link rel="canonical" href="${escapeHtml(url)}" />`] : []),
      sheet.getStyleTags(),
    ].join('\n    ');
    // (React Router keeps a route's component as its element.)
    const components = context.matches.map(
      (match) => (match.route.element as { type?: unknown } | undefined)?.type,
    );
    return { attributes: prerenderedAttribute(path), head, html, components };
  } finally {
    sheet.seal();
  }
}

/** Where the built files are served from: `/`, or the build's BASE_PATH. */
export const assetBase = import.meta.env.BASE_URL;

/** What scripts/prerender.mjs reads off a page: one served for another address, a form to use. */
export { OTHER_PAGE_ATTRIBUTE } from '@/lib/before-paint';
export { NEEDS_API } from './api-on-need';

/** What a sign-in loads, which every page lists for the visitor's intent (`preloadSignedIn`). */
export { afterSignIn } from './router';
export { SIGNED_IN_FILES_ID } from '@/lib/signed-in-files';
