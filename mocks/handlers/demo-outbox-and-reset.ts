import { api } from '../api-handler';
import * as yup from 'yup';
import type { ApiReply, OutboxMessage } from '@/lib/api/contract';
import { db } from '../db';
import { handle } from '../http';
import { HttpError } from '../http-error';
import {
  DEMO_DATA_FORMAT,
  exportDatabase,
  importDatabase,
  ImportRefused,
  NOT_DEMO_DATA,
  resetDatabase,
} from '../persistence';
import { formatNumber } from '@/lib/format-number';

const isRecord = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A file of demo data as the document describes it; its tables are checked on import. */
const demoDataSchema = yup.object({
  format: yup.string().required(NOT_DEMO_DATA).oneOf([DEMO_DATA_FORMAT], NOT_DEMO_DATA),
  schemaVersion: yup
    .number()
    .required('The file has no data version.')
    .integer('The data version must be a whole number.')
    .min(1, 'The data version must be 1 or more.'),
  exportedAt: yup.string(),
  tables: yup
    .mixed<Record<string, unknown>>()
    .required('The file has no tables.')
    .test('tables', 'Every table must be a list of records.', function (tables) {
      if (!isRecord(tables)) return false;
      // A bad table is named: `tables.medication`.
      const bad = Object.entries(tables).find(
        ([, table]) => !Array.isArray(table) || !table.every(isRecord),
      );
      return bad
        ? this.createError({
            path: `tables.${bad[0]}`,
            message: `The ${bad[0]} table must be a list of records.`,
          })
        : true;
    }),
});

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
    handle({ public: true, body: demoDataSchema }, ({ body }): ApiReply<'importDemoData'> => {
      try {
        const records = importDatabase(body);
        return {
          message: `Imported ${formatNumber(records)} records. Everyone signs in again.`,
        };
      } catch (error) {
        if (error instanceof ImportRefused) throw new HttpError(400, error.message);
        throw error;
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
