// Relative imports, with their extensions: vite.config.ts puts this script into index.html, and
// the config's loader knows neither the project's path aliases nor extensionless imports.
import {
  LEGACY_TOKEN_KEY,
  SOCIAL_SESSION_HINT_COOKIE,
  THEME_STORAGE_KEY,
  TOKEN_KEY,
} from './constants.ts';

/** The root element's colour mode, `light` or `dark`, which picks the theme's CSS variables. */
export const THEME_ATTRIBUTE = 'data-theme';
/** On the root element while a session may exist and the client has not yet learnt whose. */
export const SESSION_ATTRIBUTE = 'data-session-unknown';
/** Marks content only a signed-out visitor sees, kept invisible (its room kept) meanwhile. */
export const SIGNED_OUT_ATTRIBUTE = 'data-signed-out';
/** On the root element of a page rendered at build time: the path it was rendered for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/**
 * On the root element when a host served a page rendered for another path (one that answers every
 * path with index.html, the landing): its content stays hidden until the app renders the right one.
 */
export const OTHER_PAGE_ATTRIBUTE = 'data-other-page';
/** Marks content whose use needs the mocked API (the demo personas): pressing it starts the API. */
export const NEEDS_API_ATTRIBUTE = 'data-needs-api';
/** The props of content whose use needs the mocked API. */
export const needsApi = { [NEEDS_API_ATTRIBUTE]: '' } as { 'data-needs-api': '' };

/**
 * What the visitor did on a page rendered at build time before the app took it over, kept on
 * `window` by the script before the first paint for the app to replay: a form sent (with the button
 * that sent it), or a press on a button that needs the API.
 */
export interface EarlyAction {
  target: EventTarget | null;
  submitter?: HTMLElement | null;
}
export const EARLY_ACTION_KEY = 'vitalisEarlyAction';
declare global {
  interface Window {
    [EARLY_ACTION_KEY]?: EarlyAction;
  }
}

/**
 * The props of content only a signed-out visitor sees: a page rendered at build time shows every
 * visitor the signed-out page, and one who may be signed in does not see its calls to sign up
 * before the session is known.
 */
export const signedOutOnly = { [SIGNED_OUT_ATTRIBUTE]: '' } as { 'data-signed-out': '' };

export interface BeforePaintSettings {
  themeKey: string;
  tokenKeys: string[];
  socialCookie: string;
  earlyActionKey: typeof EARLY_ACTION_KEY;
  attributes: {
    theme: string;
    session: string;
    prerendered: string;
    otherPage: string;
    needsApi: string;
  };
}

/** The storage keys and attributes the app itself uses (src/theme, src/lib/auth-token.ts). */
export const BEFORE_PAINT_SETTINGS: BeforePaintSettings = {
  themeKey: THEME_STORAGE_KEY,
  tokenKeys: [TOKEN_KEY, LEGACY_TOKEN_KEY],
  socialCookie: SOCIAL_SESSION_HINT_COOKIE,
  earlyActionKey: EARLY_ACTION_KEY,
  attributes: {
    theme: THEME_ATTRIBUTE,
    session: SESSION_ATTRIBUTE,
    prerendered: PRERENDERED_ATTRIBUTE,
    otherPage: OTHER_PAGE_ATTRIBUTE,
    needsApi: NEEDS_API_ATTRIBUTE,
  },
};

/**
 * What every page runs before its first paint, before any module: it marks the root element with
 * the colour mode (the remembered choice, else the system's), whether a session may exist (a stored
 * token or the Google session's hint cookie), and whether the page the host served was rendered for
 * another address. So a page rendered at build time neither flashes the wrong mode, nor shows a
 * signed-in visitor its calls to sign up, nor shows one page at another's address, nor sends a
 * form to the host.
 *
 * index.html carries it as source text (`beforePaintScript`): it uses nothing but its arguments.
 */
export function beforePaint(settings: BeforePaintSettings, base: string): void {
  const root = document.documentElement;
  const { attributes } = settings;
  try {
    let mode = localStorage.getItem(settings.themeKey);
    if (mode !== 'light' && mode !== 'dark') {
      mode = window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    root.setAttribute(attributes.theme, mode);
    const token = settings.tokenKeys.some((key) => localStorage.getItem(key) !== null);
    const social = document.cookie
      .split(';')
      .some((cookie) => cookie.trim().startsWith(`${settings.socialCookie}=`));
    if (token || social) root.setAttribute(attributes.session, '');
  } catch {
    // Storage refused (a privacy setting): the system's mode and no session, as the app will find.
  }
  const page = root.getAttribute(attributes.prerendered);
  if (page === null) return;
  // Its forms show before the app runs: a submit then must not reach the static host, which would
  // put a password in the address. It is kept for the app to replay, as is a press on a button that
  // needs the API, until the app has taken the page over (and cleared the attribute).
  const early = () => root.hasAttribute(attributes.prerendered);
  document.addEventListener(
    'submit',
    (event) => {
      if (!early()) return;
      event.preventDefault();
      window[settings.earlyActionKey] = { target: event.target, submitter: event.submitter };
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest?.(`[${attributes.needsApi}] button`);
      if (button && early()) window[settings.earlyActionKey] = { target: button };
    },
    true,
  );
  const within = base.replace(/\/$/, '');
  const path = window.location.pathname.startsWith(within)
    ? window.location.pathname.slice(within.length).replace(/(.)\/$/, '$1') || '/'
    : null;
  if (path !== page) root.setAttribute(attributes.otherPage, '');
}

/** The inline script of index.html: `beforePaint` with the app's settings, for the build's base. */
export function beforePaintScript(base: string): string {
  return `(${beforePaint.toString()})(${JSON.stringify(BEFORE_PAINT_SETTINGS)},${JSON.stringify(base)})`;
}

/** The session is known (signed in or not): signed-out content, if any is left, may show. */
export function sessionKnown(): void {
  document.documentElement.removeAttribute(SESSION_ATTRIBUTE);
}
