/** What a page tells browsers, search engines and link previews about itself. */
export interface PageMeta {
  title: string;
  description: string;
}

export const SITE_NAME = 'Vitalis';
export const DEFAULT_META: PageMeta = {
  title: 'Vitalis — personal health dashboard',
  description:
    'Your personal health and wellness dashboard: metrics, blood work, glucose, medications, nutrition and devices in one place, with AI-assisted insights.',
};
/** The brand colour the browser paints its own bar with; the dark theme's surface in dark mode. */
export const THEME_COLORS = { light: '#0f766e', dark: '#161b22' } as const;

/** The meta of the deepest route that has one, else the site's own. */
export function routeMeta(handles: unknown[]): PageMeta {
  return (
    handles
      .map((handle) => (handle as { meta?: PageMeta } | undefined)?.meta)
      .findLast((found) => found !== undefined) ?? DEFAULT_META
  );
}

export function pageTitle(meta: PageMeta): string {
  return meta.title === DEFAULT_META.title ? meta.title : `${meta.title} — ${SITE_NAME}`;
}

export interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/**
 * The description, social-sharing tags (Open Graph and Twitter card) and theme colour of a page;
 * `url` is its absolute address, when known (a build does not know its host unless told).
 */
export function pageMetaTags(
  meta: PageMeta,
  url: string | null,
  mode: keyof typeof THEME_COLORS,
): MetaTag[] {
  const title = pageTitle(meta);
  return [
    { attribute: 'name', key: 'description', content: meta.description },
    { attribute: 'name', key: 'theme-color', content: THEME_COLORS[mode] },
    { attribute: 'property', key: 'og:title', content: title },
    { attribute: 'property', key: 'og:description', content: meta.description },
    { attribute: 'property', key: 'og:type', content: 'website' },
    { attribute: 'property', key: 'og:site_name', content: SITE_NAME },
    ...(url ? [{ attribute: 'property' as const, key: 'og:url', content: url }] : []),
    { attribute: 'name', key: 'twitter:card', content: 'summary' },
    { attribute: 'name', key: 'twitter:title', content: title },
    { attribute: 'name', key: 'twitter:description', content: meta.description },
  ];
}

function setMeta({ attribute, key, content }: MetaTag): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Sets the document's title, meta tags and canonical address for the page at `path` (a page
 * rendered at build time arrives with them; this keeps them right as the visitor moves on).
 */
export function applyPageMeta(meta: PageMeta, path: string, mode: keyof typeof THEME_COLORS): void {
  const url = new URL(path, window.location.origin).toString();
  document.title = pageTitle(meta);
  pageMetaTags(meta, url, mode).forEach(setMeta);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = url;
}
