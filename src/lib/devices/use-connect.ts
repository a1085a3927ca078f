import { useServerNavigation } from '@/lib/server-navigation';
import { useConnectDevice, type ConnectedDevice } from './api';
import type { Provider } from './catalogue';

/**
 * Connects a provider the way its authType asks: an oauth provider sends the browser
 * to its authorization page (/api/auth/{provider}), which comes back to `returnTo` with the
 * outcome; a manual one is posted directly; an api_key one is posted with the user's key.
 * Resolves with the device, or null when the browser went to the authorization page.
 */
export function useStartConnection(returnTo: string) {
  const goToServer = useServerNavigation();
  const connect = useConnectDevice();
  const start = async (provider: Provider, apiKey?: string): Promise<ConnectedDevice | null> => {
    if (provider.authType === 'oauth') {
      goToServer(`/api/auth/${provider.id}?returnTo=${encodeURIComponent(returnTo)}`);
      return null;
    }
    return connect.mutateAsync({
      provider: provider.id,
      deviceType: provider.deviceType,
      auth:
        provider.authType === 'api_key'
          ? { type: 'api_key', apiKey: apiKey?.trim() ?? '' }
          : { type: 'manual' },
    });
  };
  return { start, isPending: connect.isPending };
}
