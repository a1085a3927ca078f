import { HttpResponse } from 'msw';
import { api } from '../api-handler';
import type { ApiReply, OutboxMessage } from '@/lib/api/contract';
import { PBKDF2_ITERATIONS, hashPassword, randomSalt, randomToken } from '../crypto';
import { db } from '../db';
import { handle } from '../http';
import { HttpError } from '../http-error';
import {
  exportDatabase,
  importDemoFile,
  ImportRefused,
  resetDatabase,
  transaction,
} from '../persistence';
import { previewDashboard } from '../preview/sample';
import { newSessionToken, storeSession, toPublicUser } from '../sessions';
import { formatNumber } from '@/lib/format-number';

/**
 * Demo-only endpoints, which exist only while the API is mocked: the outbox, the reset, the demo
 * file, the persona switch and the live demo's data.
 */
export const handlers = [
  api.get(
    '/api/demo/outbox',
    handle({ public: true }, (): OutboxMessage[] =>
      db.outboxMessage
        .getAll()
        .sort((a, b) => b.createdAt - a.createdAt)
        .map((message) => ({
          id: message.id,
          to: message.to,
          subject: message.subject,
          text: message.text,
          link: message.link,
          kind: message.kind === 'reset-password' ? 'reset-password' : 'verify-email',
          createdAt: new Date(message.createdAt).toISOString(),
        })),
    ),
  ),

  api.get(
    '/api/demo/data',
    handle({ public: true }, (): ApiReply<'exportDemoData'> => exportDatabase()),
  ),

  api.put(
    '/api/demo/data',
    // The body is the file, read as --load and the browser's Load demo data read it.
    handle({ public: true }, async ({ request }): Promise<ApiReply<'importDemoData'>> => {
      const text = await request.text();
      try {
        const records = importDemoFile(text);
        return {
          message: `Imported ${formatNumber(records)} records. Everyone signs in again.`,
        };
      } catch (error) {
        if (!(error instanceof ImportRefused)) throw error;
        const { message, field } = error;
        throw new HttpError(400, message, field ? { errors: { [field]: message } } : {});
      }
    }),
  ),

  api.post(
    '/api/demo/reset',
    handle({ public: true }, () => {
      resetDatabase();
      return { message: 'Demo data restored.' };
    }),
  ),

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
