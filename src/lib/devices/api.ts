import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiJson } from '@/lib/api-client';
import type { RequestBody, ResponseBody, Schema } from '@/lib/api-contract';
import { currentUserQuery, useCurrentUser } from '@/lib/auth';
import type { ProviderId } from './catalogue';

export type ConnectedDevice = Schema<'ConnectedDevice'>;
export type ConnectDeviceRequest = RequestBody<'connectDevice'>;
export type SyncResult = ResponseBody<'syncDevice', 200>;

export function getConnectedDevices(): Promise<ConnectedDevice[]> {
  return apiJson<ConnectedDevice[]>('GET', '/api/connected-devices');
}

/** Read by the Connected Devices screen (as devices) and Settings (as provider ids). */
export const connectedDevicesQueryOptions = () =>
  queryOptions({ queryKey: ['/api/connected-devices'], queryFn: getConnectedDevices });

export function useConnectedDevices() {
  return useQuery(connectedDevicesQueryOptions());
}

/**
 * New data reaches every screen that reads health data (dashboard, metrics, glucose,
 * achievements…): everything is read again except the session.
 */
function refreshAfterNewData(queryClient: QueryClient) {
  const session = JSON.stringify(currentUserQuery.queryKey);
  return queryClient.invalidateQueries({ predicate: (query) => query.queryHash !== session });
}

export function connectDevice(body: ConnectDeviceRequest): Promise<ConnectedDevice> {
  return apiJson<ConnectedDevice>('POST', '/api/connect-device', body);
}

/** The consent page's Allow for an oauth provider. */
export function allowDeviceConsent(provider: ProviderId): Promise<ConnectedDevice> {
  return apiJson<ConnectedDevice>('POST', `/api/auth/${provider}/callback`, { decision: 'allow' });
}

export function disconnectDevice(id: string) {
  return apiJson<ResponseBody<'disconnectDevice', 200>>(
    'DELETE',
    `/api/disconnect-device/${encodeURIComponent(id)}`,
  );
}

/** SPEC.md 8's sync toast, with what arrived (PRODUCT.md: "36 new glucose readings"). */
export const syncedDescription = (result: SyncResult) =>
  `Your device data has been successfully synchronized. ${result.message}.`;

export function syncDevice(id: string): Promise<SyncResult> {
  return apiJson<SyncResult>('POST', `/api/sync-device/${encodeURIComponent(id)}`);
}

const useInvalidateDevices = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: connectedDevicesQueryOptions().queryKey });
};

export function useConnectDevice() {
  const invalidate = useInvalidateDevices();
  return useMutation({ mutationFn: connectDevice, onSuccess: invalidate });
}

export function useAllowDeviceConsent() {
  const invalidate = useInvalidateDevices();
  return useMutation({ mutationFn: allowDeviceConsent, onSuccess: invalidate });
}

export function useDisconnectDevice() {
  const invalidate = useInvalidateDevices();
  return useMutation({ mutationFn: disconnectDevice, onSuccess: invalidate });
}

/** Syncs one device; its new data then reaches every screen. */
export function useSyncDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncDevice,
    onSuccess: () => refreshAfterNewData(queryClient),
  });
}

export function catchUpDevices(): Promise<ResponseBody<'catchUpDevices', 200>> {
  return apiJson('POST', '/api/connected-devices/sync');
}

const caughtUpFor = new WeakMap<QueryClient, string>();

/**
 * PRODUCT.md: when a signed-in user opens the app after a gap, their devices catch up to the
 * present. Once per user per app start; if anything arrived, screens read again.
 */
export function useDeviceCatchUp(): void {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  useEffect(() => {
    // Kept per app (its query client), not per mount: the shell remounts after a full-page screen.
    if (!user || caughtUpFor.get(queryClient) === user.id) return;
    caughtUpFor.set(queryClient, user.id);
    catchUpDevices()
      .then(({ delivered }) => (delivered > 0 ? refreshAfterNewData(queryClient) : undefined))
      .catch(() => {
        // The devices try again the next time the app opens; nothing is lost meanwhile.
      });
  }, [user, queryClient]);
}
