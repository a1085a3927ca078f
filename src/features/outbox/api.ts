import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api/queries';

/** Mail arrives through other screens' actions, so the outbox is read again whenever it opens. */
export const useOutbox = () => useQuery(queryOptions({ ...apiQuery('getOutbox'), staleTime: 0 }));
