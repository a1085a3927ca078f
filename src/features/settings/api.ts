import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiReply, Schema } from '@/lib/api/contract';
import { callApi, callApiResponse } from '@/lib/api/client';
import { apiKey, apiQuery, useApiMutation } from '@/lib/api/queries';
import { switchUser } from '@/lib/auth';
import { readUrlState } from '@/lib/url-state';
import { VIEW, type SettingsTab } from './view';

/** The Settings screen's reads and writes (units, plan and devices are shared: `@/lib`). */
export type Profile = ApiReply<'getProfile'>;
export type ProfileRequest = ApiBody<'saveProfile'>;
export type NotificationSettings = Schema<'NotificationSettings'>;
export type PrivacySettings = Schema<'PrivacySettings'>;
export type ChangePasswordRequest = ApiBody<'changePassword'>;

/** The first read of the tab in the address, started by the route with the screen's code. */
export function prefetch(queryClient: QueryClient, search: URLSearchParams) {
  const tabReads: Record<SettingsTab, () => Promise<void>> = {
    devices: () => queryClient.prefetchQuery(apiQuery('listConnectedDevices')),
    account: () => queryClient.prefetchQuery(apiQuery('getProfile')),
    privacy: () => queryClient.prefetchQuery(apiQuery('getPrivacySettings')),
    notifications: () => queryClient.prefetchQuery(apiQuery('getNotificationSettings')),
    units: () => queryClient.prefetchQuery(apiQuery('getUnitSettings')),
  };
  void tabReads[readUrlState(VIEW, search).tab]();
}

export const useProfile = () => useQuery(apiQuery('getProfile'));

/** Saves the Account tab; the top bar's name follows a saved name change (`REFRESHES`). */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useApiMutation('saveProfile', {
    failure: {
      text: 'Your profile could not be saved. Please try again.',
      toast: 'Not saved',
      fieldsOnForm: true,
    },
    onSuccess: (saved) => queryClient.setQueryData(apiKey('getProfile'), saved),
  });
}

export const useNotificationSettings = () => useQuery(apiQuery('getNotificationSettings'));

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useApiMutation('saveNotificationSettings', {
    failure: { text: 'Your preferences could not be saved. Please try again.', toast: 'Not saved' },
    onSuccess: (saved) => queryClient.setQueryData(apiKey('getNotificationSettings'), saved),
  });
}

export const usePrivacySettings = () => useQuery(apiQuery('getPrivacySettings'));

export function useSavePrivacySettings() {
  const queryClient = useQueryClient();
  return useApiMutation('savePrivacySettings', {
    failure: { text: 'Please try again.', toast: 'Not saved', exact: true },
    onSuccess: (saved) => queryClient.setQueryData(apiKey('getPrivacySettings'), saved),
  });
}

export const useChangePassword = () =>
  useApiMutation('changePassword', {
    failure: { text: 'Please try again.', toast: 'Password not changed', fieldsOnForm: true },
  });

export const useDataSummary = (enabled = true) =>
  useQuery({ ...apiQuery('getDataSummary'), enabled });

/** Downloads the whole export (JSON) or one table (CSV) as a file the browser saves. */
async function downloadExport(table?: string): Promise<string> {
  const response = table
    ? await callApiResponse('exportTable', { path: { table } })
    : await callApiResponse('exportData');
  const header = response.headers.get('Content-Disposition') ?? '';
  const name =
    /filename="([^"]+)"/.exec(header)?.[1] ?? (table ? `${table}.csv` : 'vitalis-export.json');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}

export const useDownloadExport = () =>
  useApiMutation('exportData', {
    failure: { text: 'Please try again.', toast: 'Export failed' },
    mutationFn: downloadExport,
  });

/** Deletes the account. The session ended with it: `forgetUser` makes the app forget the user. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const mutation = useApiMutation('deleteAccount', {
    failure: {
      text: 'Your account could not be deleted. Please try again.',
      toast: 'Not deleted',
      exact: true,
    },
    mutationFn: (_: void) => callApi('deleteAccount', { body: { confirm: 'DELETE' } }),
  });
  return { ...mutation, forgetUser: () => switchUser(queryClient, null, null) };
}
