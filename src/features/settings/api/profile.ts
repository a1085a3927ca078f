import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { RequestBody, ResponseBody } from '@/lib/api-contract';
import { currentUserQuery } from '@/lib/auth';

export type Profile = ResponseBody<'getProfile', 200>;
export type ProfileRequest = RequestBody<'saveProfile'>;

export function getProfile(): Promise<Profile> {
  return apiJson<Profile>('GET', '/api/settings/profile');
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['/api/settings/profile'], queryFn: getProfile });

export function useProfile() {
  return useQuery(profileQueryOptions());
}

export function saveProfile(body: ProfileRequest): Promise<Profile> {
  return apiJson<Profile>('PUT', '/api/settings/profile', body);
}

/** Saves the Account tab; the top bar's name follows a saved name change. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (saved) =>
      Promise.all([
        queryClient.setQueryData(profileQueryOptions().queryKey, saved),
        queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
      ]),
  });
}
