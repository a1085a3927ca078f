/** The business constants (delays, intervals, limits); every screen reads them from here. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SHIMMER_DURATION_S = 1.5;

export const TOUCH_TARGET_PX = 44;

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;
export const RESET_PASSWORD_MIN = 8;
export const RESET_PASSWORD_MAX = 100;

/** The one browser-storage key for the bearer token, and the legacy key moved into it. */
export const TOKEN_KEY = 'auth_token';
export const LEGACY_TOKEN_KEY = 'token';
/** The user the last session check found, with the credential it was found by (src/lib/known-user.ts). */
export const KNOWN_USER_KEY = 'vitalis:known-user';

/**
 * The Google session lives in a cookie the page cannot read (HttpOnly on a real server), so the
 * client could only learn whether one exists by asking `GET /api/auth/user`, which answers 401 to
 * everyone without one and leaves that error in the console of every visitor. The server sets this
 * readable companion cookie beside the session cookie, with the same lifetime, and clears the two
 * together: it grants nothing (the server checks the session itself), it only tells the client
 * that the question is worth asking.
 */
export const SOCIAL_SESSION_HINT_COOKIE = 'vitalis_social';

/** The remembered colour mode, 'light' or 'dark'; absent, the app follows the system. */
export const THEME_STORAGE_KEY = 'theme-mode';
