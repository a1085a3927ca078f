import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiBody, ApiReply, Schema } from '@/lib/api/contract';
import type { operations } from '@/lib/api/schema';
import { callApi } from '@/lib/api/client';
import { apiKey, apiQuery, refreshAfter, useApiMutation } from '@/lib/api/queries';
import { useCurrentUser } from '@/lib/auth';

/**
 * Devices' reads and writes, shared by the Connected Devices screen, Settings, the Glucose screen's
 * Sync Device and the app's catch-up on open. New device data reaches every screen that reads
 * health data (`REFRESHES`: a sync refreshes every read but the session).
 */
export type ConnectedDevice = Schema<'ConnectedDevice'>;
export type ConnectDeviceRequest = ApiBody<'connectDevice'>;
export type SyncResult = ApiReply<'syncDevice'>;
/** A provider that authorizes on its own page (oauth). */
export type OAuthProviderId = operations['deviceOAuthCallback']['parameters']['path']['provider'];

/** The Connected Devices screen's first read, started by its route with its code. */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(apiQuery('listConnectedDevices'));
}

/** Read by the Connected Devices screen (as devices) and Settings (as provider ids). */
export const useConnectedDevices = () => useQuery(apiQuery('listConnectedDevices'));

export const useConnectDevice = () =>
  useApiMutation('connectDevice', {
    failure: { text: 'Failed to connect device', toast: 'Connection Failed' },
    mutationFn: (body: ConnectDeviceRequest) => callApi('connectDevice', { body }),
  });

/** The consent page's Allow for an oauth provider; its failure goes back with the visitor. */
export const useAllowDeviceConsent = () =>
  useApiMutation('deviceOAuthCallback', {
    failure: { text: 'Failed to connect device' },
    mutationFn: (provider: OAuthProviderId) =>
      callApi('deviceOAuthCallback', { path: { provider }, body: { decision: 'allow' } }),
  });

export const useDisconnectDevice = () =>
  useApiMutation('disconnectDevice', {
    failure: { text: 'Failed to disconnect device', toast: 'Disconnection Failed' },
    mutationFn: (id: string) => callApi('disconnectDevice', { path: { id } }),
  });

/** The sync toast, with what arrived ("36 new glucose readings"). */
export const syncedDescription = (result: SyncResult) =>
  `Your device data has been successfully synchronized. ${result.message}.`;

/** Syncs one device; its new data then reaches every screen. */
export const useSyncDevice = () =>
  useApiMutation('syncDevice', {
    failure: { text: 'Failed to sync device', toast: 'Sync Failed' },
    mutationFn: (id: string) => callApi('syncDevice', { path: { id } }),
  });

const caughtUpFor = new WeakMap<object, string>();

/**
 * When a signed-in user opens the app after a gap, their devices catch up to the present. Once
 * per user per app start; if anything arrived, screens read again.
 */
export function useDeviceCatchUp(): void {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  useEffect(() => {
    // Kept per app (its query client), not per mount: the shell remounts after a full-page screen.
    if (!user || caughtUpFor.get(queryClient) === user.id) return;
    caughtUpFor.set(queryClient, user.id);
    callApi('catchUpDevices')
      .then(async ({ devices, delivered }) => {
        // The devices list shows each device as synced now, whether or not anything arrived. A
        // read of it under way may have left before the catch-up wrote, so it gives way to the
        // catch-up's list; a list that failed keeps its error and its Retry.
        const list = apiKey('listConnectedDevices');
        if (queryClient.getQueryState(list)?.status !== 'error') {
          await queryClient.cancelQueries({ queryKey: list });
          queryClient.setQueryData(list, devices);
        }
        if (delivered > 0) await refreshAfter(queryClient, 'catchUpDevices');
      })
      .catch(() => {
        // The devices try again the next time the app opens; nothing is lost meanwhile.
      });
  }, [user, queryClient]);
}
