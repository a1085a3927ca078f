import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@/lib/api/contract';
import { apiQuery } from '@/lib/api/queries';

/** The Achievements screen's read. */
export type Achievements = ApiReply<'getAchievements'>;
export type Achievement = Achievements['achievements'][number];

/** The screen's first read, started by its route with its code. */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(apiQuery('getAchievements'));
}

/** Computed by the server from the user's data on every read, so an action counts at once. */
export const useAchievements = () => useQuery(apiQuery('getAchievements'));
