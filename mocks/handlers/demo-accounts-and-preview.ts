import { HttpResponse } from 'msw';
import { api } from '../api-handler';
import type { ApiReply } from '@/lib/api/contract';
import { PBKDF2_ITERATIONS, hashPassword, randomSalt, randomToken } from '../crypto';
import { db } from '../db';
import { handle } from '../http';
import { transaction } from '../persistence';
import { previewDashboard } from '../preview/sample';
import { newSessionToken, storeSession, toPublicUser } from '../sessions';

/** Demo-only endpoints of the public site: the live demo's data and the persona switch. */
export const demoAccountsAndPreviewHandlers = [
  api.get(
    '/api/demo/preview-dashboard',
    handle({ public: true, stored: false }, () => previewDashboard()),
  ),

  /**
   * A brand-new, verified, empty Free account, signed in at once: what a sign-up is once its
   * e-mail is verified, without the outbox round trip. Its password is random and never shown;
   * the demo reaches it only through this session.
   */
  api.post(
    '/api/demo/accounts',
    handle({ public: true }, async () => {
      const suffix = randomToken(6)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '');
      const salt = randomSalt();
      const [passwordHash, session] = await Promise.all([
        hashPassword(randomToken(), salt),
        newSessionToken(),
      ]);
      const user = transaction(() => {
        const created = db.user.create({
          id: `local_${randomToken(9)}`,
          username: `newuser_${suffix}`,
          email: `new-${suffix}@vitalis.health`,
          firstName: 'New',
          lastName: 'User',
          role: 'user',
          profileImageUrl: null,
          emailVerified: true,
          plan: 'free',
          authProvider: 'password',
          passwordSalt: salt,
          passwordHash,
          passwordIterations: PBKDF2_ITERATIONS,
          createdAt: Date.now(),
        });
        storeSession(session, created.id, 'bearer');
        return created;
      });
      const reply: ApiReply<'createDemoAccount'> = {
        token: session.token,
        user: toPublicUser(user),
        message: 'Signed in as a new, empty account.',
      };
      return HttpResponse.json(reply, { status: 201 });
    }),
  ),
];
