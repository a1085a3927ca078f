import { HttpError } from './http-error';
import type { UserRecord } from './sessions';

/** A record that belongs to one user. */
export interface OwnedRecord {
  id: string;
  userId: string;
}

/** Any model whose records carry the owner's id. */
export interface OwnedModel<R extends OwnedRecord> {
  findFirst(query: { where: { id: { equals: string } } }): R | null;
  findMany(query: { where: { userId: { equals: string } } }): R[];
}

/**
 * A record of the user's own, by id: another user's record answers 404 exactly as a missing one
 * does, so ids of other people's data reveal nothing.
 */
export function findOwned<R extends OwnedRecord>(
  model: OwnedModel<R>,
  id: string,
  user: UserRecord,
  what = 'Record',
): R {
  const record = model.findFirst({ where: { id: { equals: id } } });
  if (!record || record.userId !== user.id) throw new HttpError(404, `${what} not found`);
  return record;
}

/** Every record of the user's own. */
export function listOwned<R extends OwnedRecord>(model: OwnedModel<R>, user: UserRecord): R[] {
  return model.findMany({ where: { userId: { equals: user.id } } });
}
