import { http, HttpResponse } from 'msw';
import * as yup from 'yup';
import type { LoginResponse, RegisterResponse, VerifyEmailStatus } from '@/lib/api-types';
import { RESET_PASSWORD_MAX } from '@/lib/constants';
import {
  emailField,
  nameField,
  passwordField,
  strongPasswordField,
  usernameField,
} from '@/lib/validation';
import { db } from '../db';
import { randomSalt, randomToken, hashPassword, verifyPassword } from '../crypto';
import { HttpError, handle } from '../http';
import { checkToken, markTokenUsed, sendPasswordResetEmail, sendVerificationEmail } from '../mail';
import { DEMO_GOOGLE_IDENTITY } from '../seed';
import {
  clearedSessionCookie,
  createSession,
  endSessionsOf,
  findUserByEmail,
  findUserById,
  sessionCookie,
  toPublicUser,
} from '../sessions';

/** Five failed logins for one e-mail within 15 minutes lock it for 15 minutes. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const emailOnly = yup.object({ email: emailField() });

/** Checked against when no account has the e-mail, so the reply takes as long as a real check. */
const UNKNOWN_USER_SALT = 'unknown-user-salt';
const UNKNOWN_USER_HASH = '0'.repeat(64);

function throttleFor(email: string) {
  return db.loginThrottle.findFirst({ where: { id: { equals: email } } });
}

function assertNotLocked(email: string): void {
  const throttle = throttleFor(email);
  if (throttle && throttle.lockedUntil > Date.now()) {
    const minutes = Math.ceil((throttle.lockedUntil - Date.now()) / 60_000);
    throw new HttpError(
      429,
      `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

function recordFailure(email: string): void {
  const now = Date.now();
  const throttle = throttleFor(email);
  if (!throttle || now - throttle.windowStartedAt > LOGIN_WINDOW_MS) {
    db.loginThrottle.delete({ where: { id: { equals: email } } });
    db.loginThrottle.create({ id: email, failures: 1, windowStartedAt: now, lockedUntil: 0 });
    return;
  }
  const failures = throttle.failures + 1;
  db.loginThrottle.update({
    where: { id: { equals: email } },
    data: { failures, lockedUntil: failures >= LOGIN_MAX_FAILURES ? now + LOGIN_WINDOW_MS : 0 },
  });
}

function clearFailures(email: string): void {
  db.loginThrottle.delete({ where: { id: { equals: email } } });
}

function isUsernameTaken(username: string): boolean {
  return db.user.getAll().some((user) => user.username.toLowerCase() === username.toLowerCase());
}

/** The wanted username, or it with the first free number after it. */
function freeUsername(wanted: string): string {
  let candidate = wanted;
  for (let n = 2; isUsernameTaken(candidate); n++) candidate = `${wanted}${n}`;
  return candidate;
}

export const authHandlers = [
  http.get(
    '/api/auth/user',
    handle({}, ({ cookieSession }) => {
      const user = cookieSession ? findUserById(cookieSession.userId) : null;
      if (!user) throw new HttpError(401, 'Not authenticated');
      return toPublicUser(user);
    }),
  ),

  http.get(
    '/api/auth/me',
    handle({}, ({ bearerSession }) => {
      const user = bearerSession ? findUserById(bearerSession.userId) : null;
      if (!user) throw new HttpError(401, 'Not authenticated');
      return toPublicUser(user);
    }),
  ),

  http.post(
    '/api/auth/login',
    handle(
      {
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
        assertNotLocked(email);
        // Counted before the slow hash, so a burst of parallel guesses meets the lock too.
        recordFailure(email);
        const user = findUserByEmail(email);
        // An unknown e-mail costs the same hash, so timing does not tell which accounts exist.
        const matches = await verifyPassword(
          body.password,
          user?.passwordSalt ?? UNKNOWN_USER_SALT,
          user?.passwordHash ?? UNKNOWN_USER_HASH,
        );
        if (!user || !matches) throw new HttpError(401, 'Invalid email or password');
        clearFailures(email);
        if (!user.emailVerified) {
          throw new HttpError(403, 'Please verify your email address before logging in.', {
            needsVerification: true,
          });
        }
        // A password login replaces a Google session this browser may still hold.
        if (cookieSession) db.session.delete({ where: { id: { equals: cookieSession.id } } });
        const session = createSession(user.id, 'bearer');
        const reply: LoginResponse = {
          token: session.id,
          user: toPublicUser(user),
          message: 'Login successful',
        };
        return HttpResponse.json(reply, {
          headers: cookieSession ? { 'Set-Cookie': clearedSessionCookie } : undefined,
        });
      },
    ),
  ),

  http.post(
    '/api/auth/register',
    handle(
      {
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
        // Hash first: the uniqueness checks and the insert then run with no await between them,
        // so two sign-ups sent at once cannot both pass the checks.
        const salt = randomSalt();
        const passwordHash = await hashPassword(body.password, salt);
        const email = body.email.toLowerCase();
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
        const user = db.user.create({
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
          createdAt: Date.now(),
        });
        await sendVerificationEmail(user);
        const reply: RegisterResponse = {
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

  http.post(
    '/api/auth/logout',
    handle({}, ({ bearerSession, cookieSession }) => {
      for (const session of [bearerSession, cookieSession]) {
        if (session) db.session.delete({ where: { id: { equals: session.id } } });
      }
      return HttpResponse.json(
        { message: 'Logged out' },
        { headers: { 'Set-Cookie': clearedSessionCookie } },
      );
    }),
  ),

  http.post(
    '/api/auth/resend-verification',
    handle({ body: emailOnly }, async ({ body }) => {
      const user = findUserByEmail(body.email);
      if (user && !user.emailVerified) await sendVerificationEmail(user);
      return { message: 'If that account still needs verifying, a new email is on its way.' };
    }),
  ),

  http.post(
    '/api/auth/verify-email',
    handle(
      {
        body: yup.object({
          token: yup.string().trim().required('A verification token is required'),
        }),
      },
      async ({ body }): Promise<{ status: VerifyEmailStatus; message: string }> => {
        const check = await checkToken(body.token, 'verify-email');
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
      },
    ),
  ),

  http.post(
    '/api/auth/forgot-password',
    handle({ body: emailOnly }, async ({ body }) => {
      const user = findUserByEmail(body.email);
      if (user?.authProvider === 'password') await sendPasswordResetEmail(user);
      return {
        message:
          'If an account exists with that email, you will receive a password reset link shortly.',
      };
    }),
  ),

  http.post(
    '/api/auth/reset-password',
    handle(
      {
        body: yup.object({
          token: yup
            .string()
            .trim()
            .required('Missing token or email. Please request a new password reset link.'),
          email: emailField(),
          password: strongPasswordField(),
        }),
      },
      async ({ body }) => {
        const check = await checkToken(body.token, 'reset-password');
        if (check.state !== 'valid' || check.record.email !== body.email.toLowerCase()) {
          throw new HttpError(
            400,
            check.state === 'expired'
              ? 'This password reset link has expired. Please request a new one.'
              : 'This password reset link is invalid or has already been used. Please request a new one.',
          );
        }
        // Spent before the slow hash, so the same link sent twice at once works only once.
        markTokenUsed(check.record.id);
        const salt = randomSalt();
        const passwordHash = await hashPassword(body.password, salt);
        db.user.update({
          where: { id: { equals: check.record.userId } },
          data: { passwordSalt: salt, passwordHash },
        });
        endSessionsOf(check.record.userId);
        clearFailures(check.record.email);
        return { message: 'Your password has been reset. You can now log in.' };
      },
    ),
  ),

  /** The simulated Google consent screen's Allow: signs the demo Google identity in by cookie. */
  http.post(
    '/api/auth/google/callback',
    handle(
      {
        body: yup.object({
          decision: yup
            .string()
            .oneOf(['allow'], 'Only an allowed consent signs in')
            .required('A consent decision is required'),
        }),
      },
      () => {
        let user = findUserByEmail(DEMO_GOOGLE_IDENTITY.email);
        if (user && user.authProvider !== 'google') {
          // Signing in by Google must not take over an account someone made with a password.
          throw new HttpError(
            409,
            'An account with this email already exists. Log in with your email and password.',
          );
        }
        if (!user) {
          user = db.user.create({
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
            createdAt: Date.now(),
          });
        }
        const session = createSession(user.id, 'cookie');
        return HttpResponse.json(
          { user: toPublicUser(user) },
          { headers: { 'Set-Cookie': sessionCookie(session.id) } },
        );
      },
    ),
  ),
];
