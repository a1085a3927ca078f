import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { Schema } from '@/lib/api-contract';

export type NotificationSettings = Schema<'NotificationSettings'>;
export type PrivacySettings = Schema<'PrivacySettings'>;

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/settings/notifications'],
    queryFn: () => apiJson<NotificationSettings>('GET', '/api/settings/notifications'),
  });

export function useNotificationSettings() {
  return useQuery(notificationsQueryOptions());
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) =>
      apiJson<NotificationSettings>('PUT', '/api/settings/notifications', body),
    onSuccess: (saved) => queryClient.setQueryData(notificationsQueryOptions().queryKey, saved),
  });
}

export const privacyQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/settings/privacy'],
    queryFn: () => apiJson<PrivacySettings>('GET', '/api/settings/privacy'),
  });

export function usePrivacySettings() {
  return useQuery(privacyQueryOptions());
}

export function useSavePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacySettings) =>
      apiJson<PrivacySettings>('PUT', '/api/settings/privacy', body),
    onSuccess: (saved) => queryClient.setQueryData(privacyQueryOptions().queryKey, saved),
  });
}
