import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiReply } from '@/lib/api/contract';
import { apiQuery, useApiMutation } from '@/lib/api/queries';

/** The Medical History screen's reads and writes. */
export type Surgery = ApiReply<'getSurgeries'>[number];
export type Condition = ApiReply<'getConditions'>[number];

/** The screen's first reads, started by its route with its code. */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(apiQuery('getSurgeries'));
  void queryClient.prefetchQuery(apiQuery('getConditions'));
}

export const useSurgeries = () => useQuery(apiQuery('getSurgeries'));
export const useConditions = () => useQuery(apiQuery('getConditions'));

export const useAddSurgery = () =>
  useApiMutation('addSurgery', {
    failure: { text: 'The surgery could not be saved. Please try again.' },
  });

export const useAddCondition = () =>
  useApiMutation('addCondition', {
    failure: { text: 'The condition could not be saved. Please try again.' },
  });

export const useDeleteSurgery = () =>
  useApiMutation('deleteSurgery', {
    failure: { text: 'The surgery could not be deleted. Please try again.', toast: 'Not deleted' },
  });

export const useDeleteCondition = () =>
  useApiMutation('deleteCondition', {
    failure: {
      text: 'The condition could not be deleted. Please try again.',
      toast: 'Not deleted',
    },
  });
