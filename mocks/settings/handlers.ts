import * as yup from 'yup';
import { api } from '../api-handler';
import type { ApiReply } from '@/lib/api/contract';
import {
  DEFAULT_NOTIFICATIONS,
  DEFAULT_PRIVACY,
  notificationSchema,
  privacySchema,
  profileSchema,
} from '@/lib/settings/account';
import { DEFAULT_UNIT_SETTINGS, GLUCOSE_UNITS } from '@/lib/settings/unit-values';
import { db } from '../db';
import { handle } from '../http';
import { HttpError } from '../http-error';
import { deliver, prepareEmailChangeEmail } from '../mail';
import { transaction } from '../persistence';
import { countEmail } from '../rate-limit';
import { assertUnchangedSince, findUserByEmail, type UserRecord } from '../sessions';

type Profile = ApiReply<'getProfile'>;
type Notifications = ApiReply<'getNotificationSettings'>;
type Privacy = ApiReply<'getPrivacySettings'>;

const list = (text: string) => (text ? text.split(',') : []);

/** The address the user is changing to, while its confirmation link is unused and valid. */
function pendingEmailOf(userId: string): string | null {
  const pending = db.verificationToken
    .findMany({ where: { userId: { equals: userId }, type: { equals: 'change-email' } } })
    .filter((token) => token.usedAt === null && token.expiresAt > Date.now())
    .sort((a, b) => b.expiresAt - a.expiresAt)[0];
  return pending?.email ?? null;
}

export function profileOf(user: UserRecord): Profile {
  const saved = db.profileSettings.findFirst({ where: { id: { equals: user.id } } });
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email,
    pendingEmail: pendingEmailOf(user.id),
    phone: saved?.phone ?? '',
    bio: saved?.bio ?? '',
    dateOfBirth: saved?.dateOfBirth ?? '',
    gender: (saved?.gender ?? '') as Profile['gender'],
    bloodType: (saved?.bloodType ?? '') as Profile['bloodType'],
    heightCm: saved?.heightCm ?? null,
    weightKg: saved?.weightKg ?? null,
    activityLevel: (saved?.activityLevel ?? '') as Profile['activityLevel'],
    // Each once: a profile saved before lists were checked may repeat a goal.
    healthGoals: [...new Set(list(saved?.healthGoals ?? ''))] as Profile['healthGoals'],
  };
}

function notificationsOf(userId: string): Notifications {
  const saved = db.notificationSettings.findFirst({ where: { id: { equals: userId } } });
  if (!saved) return DEFAULT_NOTIFICATIONS as Notifications;
  return {
    enabled: list(saved.enabled) as Notifications['enabled'],
    quietHoursStart: saved.quietHoursStart,
    quietHoursEnd: saved.quietHoursEnd,
  };
}

function privacyOf(userId: string): Privacy {
  const saved = db.privacySettings.findFirst({ where: { id: { equals: userId } } });
  return { enabled: (saved ? list(saved.enabled) : DEFAULT_PRIVACY.enabled) as Privacy['enabled'] };
}

/** One record per user and table, replaced on each save. Call it inside a transaction. */
function replaceOwn<
  M extends {
    delete(q: { where: { id: { equals: string } } }): unknown;
    create(record: never): unknown;
  },
>(model: M, record: Parameters<M['create']>[0]) {
  model.delete({ where: { id: { equals: (record as { id: string }).id } } });
  model.create(record);
}

type UnitSettings = ApiReply<'getUnitSettings'>;

function unitSettingsOf(userId: string): UnitSettings {
  const saved = db.unitSettings.findFirst({ where: { id: { equals: userId } } });
  return saved
    ? { glucoseUnit: saved.glucoseUnit as UnitSettings['glucoseUnit'] }
    : DEFAULT_UNIT_SETTINGS;
}

export const handlers = [
  api.get(
    '/api/settings/units',
    handle({}, ({ user }): UnitSettings => unitSettingsOf(user.id)),
  ),

  api.put(
    '/api/settings/units',
    handle(
      {
        body: yup.object({
          glucoseUnit: yup
            .string()
            .required('Choose mg/dL or mmol/L')
            .oneOf([...GLUCOSE_UNITS], 'Choose mg/dL or mmol/L'),
        }),
      },
      ({ user, body }): ApiReply<'saveUnitSettings'> => {
        transaction(() => {
          db.unitSettings.delete({ where: { id: { equals: user.id } } });
          db.unitSettings.create({
            id: user.id,
            userId: user.id,
            glucoseUnit: body.glucoseUnit,
            updatedAt: Date.now(),
          });
        });
        return unitSettingsOf(user.id);
      },
    ),
  ),

  api.get(
    '/api/settings/profile',
    handle({}, ({ user }): Profile => profileOf(user)),
  ),

  api.put(
    '/api/settings/profile',
    handle({ body: profileSchema }, async ({ user, session, body }): Promise<Profile> => {
      const email = body.email.toLowerCase();
      const changing = email !== user.email;
      const confirmation = changing ? await prepareEmailChangeEmail(user, email) : null;
      transaction(() => {
        // The link's token took a while: a session ended meanwhile (a password change revoked
        // its e-mail changes) sends no new link, and `changing` was decided on the e-mail then.
        assertUnchangedSince(
          session,
          user,
          ['email'],
          'Your email address was changed meanwhile. Check it and save again.',
        );
        const owner = findUserByEmail(email);
        if (changing && owner && owner.id !== user.id) {
          throw new HttpError(409, 'An account with this email already exists.', {
            errors: { email: 'An account with this email already exists.' },
          });
        }
        db.user.update({
          where: { id: { equals: user.id } },
          data: { firstName: body.firstName || null, lastName: body.lastName || null },
        });
        replaceOwn(db.profileSettings, {
          id: user.id,
          userId: user.id,
          phone: body.phone,
          bio: body.bio,
          dateOfBirth: body.dateOfBirth,
          gender: body.gender,
          bloodType: body.bloodType,
          heightCm: body.heightCm ?? null,
          weightKg: body.weightKg ?? null,
          activityLevel: body.activityLevel,
          healthGoals: body.healthGoals.join(','),
          updatedAt: Date.now(),
        });
        // The new address takes effect when its owner opens the link sent to it.
        if (confirmation) {
          countEmail(email, user.id);
          deliver(confirmation);
        }
      });
      return profileOf(db.user.findFirst({ where: { id: { equals: user.id } } })!);
    }),
  ),

  api.get(
    '/api/settings/notifications',
    handle({}, ({ user }): Notifications => notificationsOf(user.id)),
  ),

  api.put(
    '/api/settings/notifications',
    handle({ body: notificationSchema }, ({ user, body }): Notifications => {
      transaction(() =>
        replaceOwn(db.notificationSettings, {
          id: user.id,
          userId: user.id,
          enabled: body.enabled.join(','),
          quietHoursStart: body.quietHoursStart,
          quietHoursEnd: body.quietHoursEnd,
          updatedAt: Date.now(),
        }),
      );
      return notificationsOf(user.id);
    }),
  ),

  api.get(
    '/api/settings/privacy',
    handle({}, ({ user }): Privacy => privacyOf(user.id)),
  ),

  api.put(
    '/api/settings/privacy',
    handle({ body: privacySchema }, ({ user, body }): Privacy => {
      transaction(() =>
        replaceOwn(db.privacySettings, {
          id: user.id,
          userId: user.id,
          enabled: body.enabled.join(','),
          updatedAt: Date.now(),
        }),
      );
      return privacyOf(user.id);
    }),
  ),
];
