import { http } from 'msw';
import type { OutboxMessage, ResponseBody } from '@/lib/api-contract';
import { db } from '../db';
import { handle } from '../http';
import { HttpError } from '../http-error';
import { exportDatabase, importDatabase, ImportRefused, resetDatabase } from '../persistence';

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

  http.get(
    '/api/demo/data',
    handle({ public: true }, (): ResponseBody<'exportDemoData', 200> => exportDatabase()),
  ),

  http.put(
    '/api/demo/data',
    handle({ public: true }, async ({ request }): Promise<ResponseBody<'importDemoData', 200>> => {
      const file: unknown = await request.json().catch(() => null);
      try {
        const records = importDatabase(file);
        return {
          message: `Imported ${records.toLocaleString('en-US')} records. Everyone signs in again.`,
        };
      } catch (error) {
        if (error instanceof ImportRefused) throw new HttpError(400, error.message);
        throw error;
      }
    }),
  ),

  http.post(
    '/api/demo/reset',
    handle({ public: true }, () => {
      resetDatabase();
      return { message: 'Demo data restored.' };
    }),
  ),
];
