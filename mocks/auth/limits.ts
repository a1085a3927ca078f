/**
 * The rate limits, apart from their counting (mocks/rate-limit.ts): the auth tables' rules read
 * them to tell a stored row's action, and a resource's declaration imports nothing that touches
 * the database (mocks/resources.ts).
 */

/** A limit on one action per e-mail address, or per account, within a window. */
export interface RateLimit {
  action: string;
  /** What is counted: an e-mail address (in any case) or an account's id. */
  per: 'address' | 'account';
  max: number;
  windowMs: number;
  /** The reply once the limit is reached, given the minutes left. */
  message: (minutes: number) => string;
}

const minutesText = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

/** Five failed logins for one e-mail within 15 minutes lock it for 15 minutes. */
export const LOGIN_LIMIT: RateLimit = {
  action: 'login',
  per: 'address',
  max: 5,
  windowMs: 15 * 60 * 1000,
  message: (minutes) =>
    `Too many failed login attempts. Please try again in ${minutesText(minutes)}.`,
};

/** Three e-mails to one address within 15 minutes. */
export const EMAIL_LIMIT: RateLimit = {
  action: 'email',
  per: 'address',
  max: 3,
  windowMs: 15 * 60 * 1000,
  message: (minutes) =>
    `Too many emails were requested for this address. Please try again in ${minutesText(minutes)}.`,
};

/** Five e-mails for one account within 15 minutes, whichever addresses they go to. */
export const ACCOUNT_EMAIL_LIMIT: RateLimit = {
  action: 'account-email',
  per: 'account',
  max: 5,
  windowMs: 15 * 60 * 1000,
  message: (minutes) =>
    `Too many emails were requested for this account. Please try again in ${minutesText(minutes)}.`,
};

/** Every limit, so a stored row can be told apart by its action (the rate-limit table's rules check them). */
export const RATE_LIMITS: readonly RateLimit[] = [LOGIN_LIMIT, EMAIL_LIMIT, ACCOUNT_EMAIL_LIMIT];

/** The limit a stored row counts for, from its id's action; undefined for an unknown action. */
export const limitOfRow = (id: string): RateLimit | undefined =>
  RATE_LIMITS.find((limit) => id.startsWith(`${limit.action}:`));

/**
 * The most rows one action keeps (about 80 KB saved): every failed login stores one per address,
 * unknown addresses included, so without a cap a flood of guesses would grow the saved database
 * and the cost of every later request. Each action has its own: a flood of one (reset e-mails
 * for made-up addresses, which cost nothing to send) never pushes out another's rows.
 */
export const MAX_ROWS_PER_ACTION = 1_000;
export const MAX_RATE_LIMIT_ROWS = MAX_ROWS_PER_ACTION * RATE_LIMITS.length;
