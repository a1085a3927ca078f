import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { ResponseBody } from '@/lib/api-contract';
import type { SupplementCategory } from '@/lib/supplements/catalogue';

export type Supplement = ResponseBody<'listSupplements', 200>[number];

/** The catalogue, or one category of it. */
export function getSupplements(category: SupplementCategory | null): Promise<Supplement[]> {
  const query = category ? `?category=${encodeURIComponent(category)}` : '';
  return apiJson<Supplement[]>('GET', `/api/supplements${query}`);
}

/** Each category is its own read; `['/api/supplements']` invalidates them all. */
export const supplementsQueryOptions = (category: SupplementCategory | null) =>
  queryOptions({
    queryKey: ['/api/supplements', category ?? 'all'] as const,
    queryFn: () => getSupplements(category),
  });

export function useSupplements(category: SupplementCategory | null) {
  return useQuery(supplementsQueryOptions(category));
}
