import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** Who holds a database: the process that wrote its lock file. */
export interface LockHolder {
  pid: number;
  host: string;
  since: string;
}

/** Another process holds the database; nothing of it was read or written. */
export class DatabaseLocked extends Error {
  constructor(
    readonly db: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The database ${db} is in use by another mock:api (process ${holder.pid} on ${holder.host}, since ${holder.since}); stop that one, or start with --db <file> for another database. If no such process runs, delete ${lockFileOf(db)}.`,
    );
  }
}

export const lockFileOf = (db: string) => `${db}.lock`;

function readHolder(file: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string'
      ? { pid: holder.pid, host: holder.host, since: String(holder.since) }
      : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    return null;
  }
}

/** Whether the process still runs: EPERM means it does, under another user. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A lock only a process of this machine that has ended left behind. One of another machine (a
 * shared folder) cannot be checked, so it holds; an unreadable one is a lock whose writer died
 * before it wrote it whole (it is written under another name first, so a live one is never half).
 */
function isStale(holder: LockHolder | null): boolean {
  if (!holder) return true;
  return holder.host === hostname() && (holder.pid === process.pid || !isRunning(holder.pid));
}

/**
 * Takes the database for this process alone, before anything of it is read or written: creates
 * `<db>.lock` holding this process's id, atomically (a hard link of a file written whole, which
 * fails if the lock exists). A stale lock (its process ended) is replaced; a live one throws
 * DatabaseLocked naming its holder. Returns the release, which removes the lock.
 */
export function lockDatabase(db: string): () => void {
  const file = lockFileOf(db);
  mkdirSync(path.dirname(file), { recursive: true });
  const mine: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  const written = `${file}.${process.pid}.tmp`;
  writeFileSync(written, JSON.stringify(mine));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(written, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      let holder;
      try {
        holder = readHolder(file);
      } catch {
        // Released meanwhile: try again.
        continue;
      }
      if (!isStale(holder) || attempt >= 2) {
        throw new DatabaseLocked(db, holder ?? { pid: 0, host: 'unknown', since: 'unknown' });
      }
      unlinkSync(file);
    }
  } finally {
    unlinkSync(written);
  }
  return () => {
    try {
      if (readHolder(file)?.pid === process.pid) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
}
