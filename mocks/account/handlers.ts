import dayjs from 'dayjs';
import { HttpResponse } from 'msw';
import { api } from '../api-handler';
import * as yup from 'yup';
import type { ApiReply, User } from '@/lib/api/contract';
import { linkTokenField, strongPasswordField } from '@/lib/validation';
import { EXPORTED_TABLES, deleteAccount, exportOf, recordCounts, toCsv } from './records';
import { PBKDF2_ITERATIONS, hashPassword, randomSalt, verifyPassword } from '../crypto';
import { db } from '../db';
import { handle } from '../http';
import { HttpError } from '../http-error';
import { checkToken, hashToken, markTokenUsed, revokeUnusedTokens } from '../mail';
import { transaction } from '../persistence';
import {
  PASSWORD_FIELDS,
  assertUnchangedSince,
  clearedSessionCookies,
  findUserByEmail,
  findUserById,
  toPublicUser,
  type UserRecord,
} from '../sessions';

const EXPORT_PREMIUM_ONLY =
  'Data export is a Premium feature. Upgrade to Premium to download your data.';

/** Data export is Premium only. */
function assertCanExport(user: UserRecord): void {
  if (user.plan !== 'premium') throw new HttpError(403, EXPORT_PREMIUM_ONLY);
}

const stamp = () => dayjs().format('YYYY-MM-DD');

const PASSWORD_CHANGED_MEANWHILE =
  'Your password was changed meanwhile. Enter your current password and try again.';

export const handlers = [
  /** Upgrade or downgrade, simulated: no payment, effective at once. */
  api.post(
    '/api/account/plan',
    handle(
      {
        body: yup.object({
          plan: yup
            .string()
            .required('Choose the free or premium plan')
            .oneOf(['free', 'premium'], 'Choose the free or premium plan'),
        }),
      },
      ({ user, body }): User => {
        const updated = transaction(() =>
          db.user.update({ where: { id: { equals: user.id } }, data: { plan: body.plan } }),
        );
        return toPublicUser(updated!);
      },
    ),
  ),

  api.post(
    '/api/account/password',
    handle(
      {
        body: yup.object({
          currentPassword: yup
            .string()
            .required('Enter your current password')
            .max(100, 'Password must be at most 100 characters'),
          newPassword: strongPasswordField(),
        }),
      },
      async ({ user, body, session }): Promise<ApiReply<'changePassword'>> => {
        if (user.authProvider !== 'password' || !user.passwordHash || !user.passwordSalt) {
          throw new HttpError(
            400,
            'This account signs in with Google and has no password to change.',
          );
        }
        const matches = await verifyPassword(body.currentPassword, {
          salt: user.passwordSalt,
          hash: user.passwordHash,
          iterations: user.passwordIterations,
        });
        if (!matches) {
          throw new HttpError(400, 'Your current password is incorrect.', {
            errors: { currentPassword: 'Your current password is incorrect.' },
          });
        }
        const salt = randomSalt();
        const passwordHash = await hashPassword(body.newPassword, salt);
        const ended = transaction(() => {
          // Both hashes took a while: a change from another session ended this one (401); one
          // from this session replaced the password just checked (409). Either way, this one lost.
          assertUnchangedSince(session, user, PASSWORD_FIELDS, PASSWORD_CHANGED_MEANWHILE);
          db.user.update({
            where: { id: { equals: user.id } },
            data: { passwordSalt: salt, passwordHash, passwordIterations: PBKDF2_ITERATIONS },
          });
          // Every other session of the account ends: whoever knew the old password is out.
          const others = db.session
            .findMany({ where: { userId: { equals: user.id } } })
            .filter((other) => other.id !== session.id);
          others.forEach((other) => db.session.delete({ where: { id: { equals: other.id } } }));
          // So is an e-mail change one of them started: it would hand them the account back.
          revokeUnusedTokens(user.id, 'change-email');
          return others.length;
        });
        return {
          message: 'Your password has been changed.',
          otherSessionsEnded: ended,
        };
      },
    ),
  ),

  api.get(
    '/api/account/data-summary',
    handle({}, ({ user }): ApiReply<'getDataSummary'> => recordCounts(user.id)),
  ),

  api.get(
    '/api/account/export',
    handle({}, ({ user }) => {
      assertCanExport(user);
      const reply: ApiReply<'exportData'> = {
        exportedAt: new Date().toISOString(),
        ...exportOf(user),
      };
      return HttpResponse.json(reply, {
        headers: { 'Content-Disposition': `attachment; filename="vitalis-export-${stamp()}.json"` },
      });
    }),
  ),

  api.get(
    '/api/account/export/:table',
    handle(
      {
        params: yup.object({
          table: yup
            .string()
            .required()
            .oneOf(EXPORTED_TABLES, 'table must be one of the exported tables'),
        }),
      },
      ({ user, params }) => {
        assertCanExport(user);
        return new HttpResponse(toCsv(exportOf(user).tables[params.table]), {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="vitalis-${params.table}-${stamp()}.csv"`,
          },
        });
      },
    ),
  ),

  api.delete(
    '/api/account',
    handle(
      {
        body: yup.object({
          confirm: yup
            .string()
            .required('Type DELETE to confirm')
            .oneOf(['DELETE'], 'Type DELETE to confirm'),
        }),
      },
      ({ user }) => {
        transaction(() => deleteAccount(user));
        const reply: ApiReply<'deleteAccount'> = {
          message: 'Your account and all your data have been deleted.',
        };
        return HttpResponse.json(reply, { headers: clearedSessionCookies() });
      },
    ),
  ),

  /** The link of an e-mail change (public: it may be opened on any browser). */
  api.post(
    '/api/account/email/confirm',
    handle(
      {
        public: true,
        body: yup.object({
          token: linkTokenField(
            'A confirmation token is required',
            'This confirmation link is not valid or has already been used.',
          ),
        }),
      },
      async ({ body }): Promise<ApiReply<'confirmEmailChange'>> => {
        const tokenHash = await hashToken(body.token);
        return transaction(() => {
          const check = checkToken(tokenHash, 'change-email');
          if (check.state !== 'valid') {
            throw new HttpError(
              400,
              check.state === 'expired'
                ? 'This confirmation link has expired. Change your email again in Settings.'
                : 'This confirmation link is not valid or has already been used.',
            );
          }
          const user = findUserById(check.record.userId);
          if (!user)
            throw new HttpError(
              400,
              'This confirmation link is not valid or has already been used.',
            );
          const owner = findUserByEmail(check.record.email);
          if (owner && owner.id !== user.id) {
            throw new HttpError(409, 'An account with this email already exists.');
          }
          markTokenUsed(check.record.id);
          db.user.update({
            where: { id: { equals: user.id } },
            data: { email: check.record.email, emailVerified: true },
          });
          return { email: check.record.email, message: 'Your new email address is confirmed.' };
        });
      },
    ),
  ),
];
