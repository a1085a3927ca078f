import { http } from 'msw';
import type { OutboxMessage } from '@/lib/api-contract';
import { db } from '../db';
import { handle } from '../http';
import { resetDatabase } from '../persistence';

/** Demo-only endpoints: they exist only while the API is mocked. */
export const demoOutboxAndResetHandlers = [
  http.get(
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

  http.post(
    '/api/demo/reset',
    handle({ public: true }, () => {
      resetDatabase();
      return { message: 'Demo data restored.' };
    }),
  ),
];
