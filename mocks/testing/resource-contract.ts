import { describe, expect, it } from 'vitest';
import { databaseWrites } from '../persistence';
import { call } from './api';
import { sessionToken } from './fixtures';

/**
 * The standard checks of one operation on a user-owned resource, declared in one call:
 *
 *   describeResourceContract({
 *     operation: 'PUT /api/medications/:id',
 *     othersRecordId: () => db.medication.create({ ...sample, userId: 'local_admin' }).id,
 *     validBody: { name: 'Metformin', dosage: '500 mg' },
 *     invalid: { body: { name: '' }, field: 'name' },
 *   });
 */
export interface ResourceContract {
  /** Method and path, with `:id` where the record's id goes. */
  operation: string;
  /** Makes a record that belongs to another user and gives its id (for paths with `:id`). */
  othersRecordId?: () => string | Promise<string>;
  /** A body that passes validation, sent where the check is not about the body. */
  validBody?: unknown;
  /** A request with one bad field (in the body or the query), and that field's name. */
  invalid?: { body?: unknown; query?: Record<string, string>; field: string };
}

export function describeResourceContract(contract: ResourceContract): void {
  const [method, pathPattern] = contract.operation.split(' ');
  const path = (id = 'any-id', query?: Record<string, string>) =>
    pathPattern.replace(':id', encodeURIComponent(id)) +
    (query ? `?${new URLSearchParams(query)}` : '');

  describe(contract.operation, () => {
    it('answers 401 without a session, and writes nothing', async () => {
      const id = contract.othersRecordId ? await contract.othersRecordId() : undefined;
      const writes = databaseWrites();
      const reply = await call(method, path(id), { body: contract.validBody });
      expect(reply.status).toBe(401);
      expect(databaseWrites()).toBe(writes);
    });

    if (contract.othersRecordId) {
      it("answers 404 for another user's record, and writes nothing", async () => {
        const id = await contract.othersRecordId!();
        const token = await sessionToken('demo');
        const writes = databaseWrites();
        const reply = await call(method, path(id), { body: contract.validBody, token });
        expect(reply.status).toBe(404);
        expect(databaseWrites()).toBe(writes);
      });
    }

    if (contract.invalid) {
      const { body, query, field } = contract.invalid;
      it(`answers 400 naming ${field}, and writes nothing`, async () => {
        const token = await sessionToken('demo');
        const writes = databaseWrites();
        const reply = await call(method, path(undefined, query), { body, token });
        expect(reply.status).toBe(400);
        expect((reply.body as { errors?: Record<string, string> }).errors).toHaveProperty([field]);
        expect(databaseWrites()).toBe(writes);
      });
    }
  });
}
