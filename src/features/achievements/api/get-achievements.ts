import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ResponseBody } from '@/lib/api-contract';

export type Achievements = ResponseBody<'getAchievements', 200>;
export type Achievement = Achievements['achievements'][number];

/** Computed by the server from the user's data on every read, so an action counts at once. */
export function getAchievements(): Promise<Achievements> {
  return apiJson<Achievements>('GET', '/api/achievements');
}

export const achievementsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/achievements'], queryFn: getAchievements });

export function useAchievements() {
  return useQuery(achievementsQueryOptions());
}
