import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ReadId, WriteId } from './contract';
import { API_OPERATIONS } from './operations';
import { apiKey, collectionReads, refreshAfter, REFRESHES, SESSION_KEY } from './queries';

function cacheWith(keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'read');
  return client;
}

const invalidated = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);

describe('query keys', () => {
  it('are the operation, then its input when it has one', () => {
    expect(apiKey('listMedications')).toEqual(['listMedications']);
    expect(apiKey('listMeals', { query: { date: '2026-03-04' } })).toEqual([
      'listMeals',
      { query: { date: '2026-03-04' } },
    ]);
  });
});

describe('REFRESHES', () => {
  it('names only reads (GET operations) and the session', () => {
    const reads = Object.values(REFRESHES).flatMap((entry) => (Array.isArray(entry) ? entry : []));
    for (const read of reads) {
      if (read !== 'session') expect(API_OPERATIONS[read as ReadId].method).toBe('GET');
    }
  });

  it('refreshes the signed-in user after a saved profile or plan change, and only then', async () => {
    for (const write of ['saveProfile', 'changePlan'] as const) {
      const client = cacheWith([SESSION_KEY, apiKey('getDashboard')]);
      await refreshAfter(client, write);
      expect(invalidated(client)).toEqual([SESSION_KEY]);
    }
    const client = cacheWith([SESSION_KEY]);
    await refreshAfter(client, 'saveNotificationSettings');
    expect(invalidated(client)).toEqual([]);
  });

  it("refreshes a write's reads for every input, and nothing else", async () => {
    const meals = apiKey('listMeals', { query: { date: '2026-03-04' } });
    const client = cacheWith([meals, apiKey('getGlucoseDay'), apiKey('listMedications')]);
    await refreshAfter(client, 'createMeal');
    expect(invalidated(client)).toEqual([meals, ['getGlucoseDay']]);
  });

  it("a write it does not list refreshes its own collection's reads", async () => {
    const surgeries = apiKey('getSurgeries');
    const client = cacheWith([surgeries, apiKey('getConditions')]);
    await refreshAfter(client, 'deleteSurgery');
    expect(invalidated(client)).toEqual([surgeries]);
  });

  it("lists only what differs from a write's own collection", () => {
    const same = Object.entries(REFRESHES).filter(([write, reads]) => {
      const own = collectionReads(write as WriteId);
      return (
        Array.isArray(reads) &&
        reads.length === own.length &&
        own.every((read) => reads.includes(read))
      );
    });
    expect(
      same.map(([write]) => write),
      'remove these from REFRESHES (src/lib/api/queries.ts)',
    ).toEqual([]);
  });

  it('refreshes every read but the session after new device data', async () => {
    const client = cacheWith([SESSION_KEY, apiKey('getDashboard'), apiKey('listMedications')]);
    await refreshAfter(client, 'syncDevice');
    expect(invalidated(client)).toEqual([['getDashboard'], ['listMedications']]);
  });
});

describe('refreshAfter', () => {
  it('reads again a first read that left before the write, rather than waiting for it', async () => {
    const client = new QueryClient();
    const pending: ((value: string) => void)[] = [];
    const observer = new QueryObserver(client, {
      queryKey: apiKey('listMedications'),
      queryFn: () => new Promise<string>((resolve) => pending.push(resolve)),
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(pending).toHaveLength(1);
    const refreshed = refreshAfter(client, 'addMedication');
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    // The read that left first answers late, with what it read before the write.
    pending[0]('before the write');
    pending[1]('after the write');
    await refreshed;
    expect(client.getQueryData(apiKey('listMedications'))).toBe('after the write');
    unsubscribe();
  });
});
