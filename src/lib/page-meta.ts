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

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Sets the document's title, description, social-sharing tags (Open Graph and Twitter card),
 * canonical address and theme colour for the page at `path`.
 */
export function applyPageMeta(meta: PageMeta, path: string, mode: keyof typeof THEME_COLORS): void {
  const title = meta.title === DEFAULT_META.title ? meta.title : `${meta.title} — ${SITE_NAME}`;
  const url = new URL(path, window.location.origin).toString();
  document.title = title;
  setMeta('name', 'description', meta.description);
  setMeta('name', 'theme-color', THEME_COLORS[mode]);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', meta.description);
  setMeta('property', 'og:type', 'website');
  setMeta('property', 'og:site_name', SITE_NAME);
  setMeta('property', 'og:url', url);
  setMeta('name', 'twitter:card', 'summary');
  setMeta('name', 'twitter:title', title);
  setMeta('name', 'twitter:description', meta.description);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = url;
}
