import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { OutboxMessage } from '@/lib/api-contract';

/** The e-mails the mocked server "sent", newest first. */
export function getOutbox(): Promise<OutboxMessage[]> {
  return apiJson<OutboxMessage[]>('GET', '/api/demo/outbox');
}

/** Mail arrives through other screens' actions, so the outbox is refetched whenever it is opened. */
export const outboxQueryOptions = () =>
  queryOptions({ queryKey: ['/api/demo/outbox'], queryFn: getOutbox, staleTime: 0 });

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
