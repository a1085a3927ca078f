import { api } from '../api-handler';
import type { ApiReply, OutboxMessage } from '@/lib/api/contract';
import { db } from '../db';
import { handle } from '../http';
import { HttpError } from '../http-error';
import { exportDatabase, importDemoFile, ImportRefused, resetDatabase } from '../persistence';
import { formatNumber } from '@/lib/format-number';

/** Demo-only endpoints: they exist only while the API is mocked. */
export const demoOutboxAndResetHandlers = [
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
];
