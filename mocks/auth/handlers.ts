import { HttpResponse } from 'msw';
import { api } from '../api-handler';
import * as yup from 'yup';
import type { ApiReply } from '@/lib/api/contract';
import { RESET_PASSWORD_MAX } from '@/lib/constants';
import {
  emailField,
  linkTokenField,
  nameField,
  passwordField,
  strongPasswordField,
  usernameField,
} from '@/lib/validation';
import { db } from '../db';
import {
  PBKDF2_ITERATIONS,
  randomSalt,
  randomToken,
  hashPassword,
  verifyPassword,
} from '../crypto';
import { handle } from '../http';
import { HttpError } from '../http-error';
import {
  checkToken,
  deliver,
  hashToken,
  markTokenUsed,
  preparePasswordResetEmail,
  prepareVerificationEmail,
  revokeUnusedTokens,
} from '../mail';
import { transaction } from '../persistence';
import { LOGIN_LIMIT } from './limits';
import { assertWithinLimit, clearUses, countEmail, countUse } from '../rate-limit';
import { DEMO_GOOGLE_IDENTITY } from '../seed';
import {
  PASSWORD_FIELDS,
  changedSince,
  clearedSessionCookies,
  endSession,
  endSessionsOf,
  findUserByEmail,
  findUserById,
  newSessionToken,
  sessionCookies,
  storeSession,
  toPublicUser,
} from '../sessions';

const emailOnly = yup.object({ email: emailField() });

/** Checked against when no account has the e-mail, so the reply takes as long as a real check. */
const UNKNOWN_USER = {
  salt: 'unknown-user-salt',
  hash: '0'.repeat(64),
  iterations: PBKDF2_ITERATIONS,
};

function isUsernameTaken(username: string): boolean {
  return db.user.getAll().some((user) => user.username.toLowerCase() === username.toLowerCase());
}

/** The wanted username, or it with the first free number after it. */
function freeUsername(wanted: string): string {
  let candidate = wanted;
  for (let n = 2; isUsernameTaken(candidate); n++) candidate = `${wanted}${n}`;
  return candidate;
}

export const handlers = [
  api.get(
    '/api/auth/user',
    handle({ public: true }, ({ cookieSession }) => {
      const user = cookieSession ? findUserById(cookieSession.userId) : null;
      // An ended or expired session's cookies go too, so the client stops asking.
      if (!user) {
        return HttpResponse.json(
          { message: 'Not authenticated' },
          { status: 401, headers: clearedSessionCookies() },
        );
      }
      return toPublicUser(user);
    }),
  ),

  api.get(
    '/api/auth/me',
    handle({ public: true }, ({ bearerSession }) => {
      const user = bearerSession ? findUserById(bearerSession.userId) : null;
      if (!user) throw new HttpError(401, 'Not authenticated');
      return toPublicUser(user);
    }),
  ),

  api.post(
    '/api/auth/login',
    handle(
      {
        public: true,
        body: yup.object({
          email: emailField(),
          password: yup
            .string()
            .required('Password is required')
            .max(RESET_PASSWORD_MAX, `Password must be at most ${RESET_PASSWORD_MAX} characters`),
        }),
      },
      async ({ body, cookieSession }) => {
        const email = body.email.toLowerCase();
        assertWithinLimit(LOGIN_LIMIT, email);
        // Counted before the slow hash, so a burst of parallel guesses meets the lock too.
        transaction(() => countUse(LOGIN_LIMIT, email));
        const user = findUserByEmail(email);
        // An unknown e-mail costs the same hash, so timing does not tell which accounts exist.
        const matches = await verifyPassword(
          body.password,
          user
            ? {
                salt: user.passwordSalt,
                hash: user.passwordHash,
                iterations: user.passwordIterations,
              }
            : UNKNOWN_USER,
        );
        if (!user || !matches) throw new HttpError(401, 'Invalid email or password');
        if (!user.emailVerified) {
          transaction(() => clearUses(LOGIN_LIMIT, email));
          throw new HttpError(403, 'Please verify your email address before logging in.', {
            needsVerification: true,
          });
        }
        const newSession = await newSessionToken();
        transaction(() => {
          // A password changed or reset while this one was checked is not the one checked.
          if (changedSince(user, PASSWORD_FIELDS)) {
            throw new HttpError(401, 'Invalid email or password');
          }
          clearUses(LOGIN_LIMIT, email);
          // One session at a time: a password login ends a Google session this browser holds.
          endSession(cookieSession);
          storeSession(newSession, user.id, 'bearer');
        });
        const reply: ApiReply<'login'> = {
          token: newSession.token,
          user: toPublicUser(user),
          message: 'Login successful',
        };
        return HttpResponse.json(reply, {
          headers: cookieSession ? clearedSessionCookies() : undefined,
        });
      },
    ),
  ),

  api.post(
    '/api/auth/register',
    handle(
      {
        public: true,
        body: yup.object({
          username: usernameField(),
          email: emailField(),
          password: passwordField(),
          // Absent or empty names are stored as null.
          firstName: nameField()
            .nullable()
            .transform((value: string | null) => value || null),
          lastName: nameField()
            .nullable()
            .transform((value: string | null) => value || null),
        }),
      },
      async ({ body }) => {
        // Everything slow first (the hash, the e-mail's token); the checks and the writes then
        // run in one transaction, so two sign-ups sent at once cannot both pass the checks, and
        // a failure leaves nothing half-written.
        const salt = randomSalt();
        const passwordHash = await hashPassword(body.password, salt);
        const email = body.email.toLowerCase();
        const account = {
          id: `local_${randomToken(9)}`,
          username: body.username,
          email,
          firstName: body.firstName ?? null,
          lastName: body.lastName ?? null,
          role: 'user',
          profileImageUrl: null,
          emailVerified: false,
          plan: 'free',
          authProvider: 'password',
          passwordSalt: salt,
          passwordHash,
          passwordIterations: PBKDF2_ITERATIONS,
          createdAt: Date.now(),
        };
        const verification = await prepareVerificationEmail(account);
        const user = transaction(() => {
          if (findUserByEmail(email)) {
            throw new HttpError(409, 'An account with this email already exists.', {
              errors: { email: 'An account with this email already exists.' },
            });
          }
          if (isUsernameTaken(body.username)) {
            throw new HttpError(409, 'This username is already taken.', {
              errors: { username: 'This username is already taken.' },
            });
          }
          const created = db.user.create(account);
          deliver(verification);
          return created;
        });
        const reply: ApiReply<'register'> = {
          ok: true,
          token: null,
          user: toPublicUser(user),
          message: 'Registration successful. Please check your email to verify your account.',
          needsVerification: true,
        };
        return HttpResponse.json(reply, { status: 201 });
      },
    ),
  ),

  api.post(
    '/api/auth/logout',
    handle({ public: true }, ({ bearerSession, cookieSession }) => {
      transaction(() => {
        endSession(bearerSession);
        endSession(cookieSession);
      });
      return HttpResponse.json({ message: 'Logged out' }, { headers: clearedSessionCookies() });
    }),
  ),

  api.post(
    '/api/auth/resend-verification',
    handle({ public: true, body: emailOnly }, async ({ body }) => {
      const user = findUserByEmail(body.email);
      const email = user && !user.emailVerified ? await prepareVerificationEmail(user) : null;
      // Checked and counted with the sending, so a burst of requests meets the limit too.
      transaction(() => {
        countEmail(body.email);
        // Verified (or its e-mail changed) while the link was made: no link is needed.
        if (email && !changedSince(user!, ['email', 'emailVerified'])) deliver(email);
      });
      return { message: 'If that account still needs verifying, a new email is on its way.' };
    }),
  ),

  api.post(
    '/api/auth/verify-email',
    handle(
      {
        public: true,
        body: yup.object({
          token: linkTokenField(
            'A verification token is required',
            'This verification link is not valid.',
          ),
        }),
      },
      async ({ body }): Promise<ApiReply<'verifyEmail'>> => {
        const tokenHash = await hashToken(body.token);
        // Checked and spent in one transaction, so a link opened twice at once works once.
        return transaction(() => {
          const check = checkToken(tokenHash, 'verify-email');
          if (check.state === 'used') {
            return { status: 'already', message: 'This email address is already verified.' };
          }
          if (check.state !== 'valid') {
            throw new HttpError(
              400,
              check.state === 'expired'
                ? 'This verification link has expired. Please request a new one.'
                : 'This verification link is not valid.',
            );
          }
          const user = findUserById(check.record.userId);
          if (!user) throw new HttpError(400, 'This verification link is not valid.');
          markTokenUsed(check.record.id);
          if (user.emailVerified) {
            return { status: 'already', message: 'This email address is already verified.' };
          }
          db.user.update({ where: { id: { equals: user.id } }, data: { emailVerified: true } });
          return { status: 'success', message: 'Your email address is verified.' };
        });
      },
    ),
  ),

  api.post(
    '/api/auth/forgot-password',
    handle({ public: true, body: emailOnly }, async ({ body }) => {
      const user = findUserByEmail(body.email);
      const email =
        user?.authProvider === 'password' ? await preparePasswordResetEmail(user) : null;
      // Limited by address whether or not an account has it, so the reply reveals nothing;
      // checked and counted with the sending, so a burst of requests meets the limit too.
      transaction(() => {
        countEmail(body.email);
        // An address the account no longer has (its e-mail changed meanwhile) gets no link: the
        // link would open nothing, and this address now answers as an unknown one.
        if (email && !changedSince(email.user, ['email'])) deliver(email);
      });
      return {
        message:
          'If an account exists with that email, you will receive a password reset link shortly.',
      };
    }),
  ),

  api.post(
    '/api/auth/reset-password',
    handle(
      {
        public: true,
        body: yup.object({
          token: linkTokenField(
            'Missing token or email. Please request a new password reset link.',
            'This password reset link is invalid or has already been used. Please request a new one.',
          ),
          email: emailField(),
          password: strongPasswordField(),
        }),
      },
      async ({ body }) => {
        const salt = randomSalt();
        const [tokenHash, passwordHash] = await Promise.all([
          hashToken(body.token),
          hashPassword(body.password, salt),
        ]);
        // Checked and spent with the new password in one transaction: the same link sent twice
        // at once works only once, and a reset that cannot be saved leaves the link usable.
        transaction(() => {
          const check = checkToken(tokenHash, 'reset-password');
          // A link sent to an address the account no longer has opens nothing.
          const user = check.state === 'valid' ? findUserById(check.record.userId) : null;
          if (
            check.state !== 'valid' ||
            check.record.email !== body.email.toLowerCase() ||
            user?.email !== check.record.email
          ) {
            throw new HttpError(
              400,
              check.state === 'expired'
                ? 'This password reset link has expired. Please request a new one.'
                : 'This password reset link is invalid or has already been used. Please request a new one.',
            );
          }
          markTokenUsed(check.record.id);
          db.user.update({
            where: { id: { equals: check.record.userId } },
            data: { passwordSalt: salt, passwordHash, passwordIterations: PBKDF2_ITERATIONS },
          });
          endSessionsOf(check.record.userId);
          // An e-mail change started with a session that just ended must not complete.
          revokeUnusedTokens(check.record.userId, 'change-email');
          clearUses(LOGIN_LIMIT, check.record.email);
        });
        return { message: 'Your password has been reset. You can now log in.' };
      },
    ),
  ),

  /** The simulated Google consent screen's Allow: signs the demo Google identity in by cookie. */
  api.post(
    '/api/auth/google/callback',
    handle(
      {
        public: true,
        body: yup.object({
          decision: yup
            .string()
            .oneOf(['allow'], 'Only an allowed consent signs in')
            .required('A consent decision is required'),
        }),
      },
      async ({ bearerSession }) => {
        const newSession = await newSessionToken();
        // Looked up in the transaction, after another tab's sign-up or Google sign-in is taken.
        const user = transaction(() => {
          const existing = findUserByEmail(DEMO_GOOGLE_IDENTITY.email);
          if (existing && existing.authProvider !== 'google') {
            // Signing in by Google must not take over an account someone made with a password.
            throw new HttpError(
              409,
              'An account with this email already exists. Log in with your email and password.',
            );
          }
          const account =
            existing ??
            db.user.create({
              id: `google_${randomToken(9)}`,
              ...DEMO_GOOGLE_IDENTITY,
              username: freeUsername(DEMO_GOOGLE_IDENTITY.username),
              role: 'user',
              profileImageUrl: null,
              emailVerified: true,
              plan: 'free',
              authProvider: 'google',
              passwordSalt: null,
              passwordHash: null,
              passwordIterations: 0,
              createdAt: Date.now(),
            });
          // One session at a time: signing in with Google ends a password session held here.
          endSession(bearerSession);
          storeSession(newSession, account.id, 'cookie');
          return account;
        });
        const reply: ApiReply<'googleCallback'> = { user: toPublicUser(user) };
        return HttpResponse.json(reply, {
          headers: sessionCookies(newSession.token),
        });
      },
    ),
  ),
];
