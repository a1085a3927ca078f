import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { Stack } from '@/components/layout';
import { useToast } from '@/components/toast';
import { VisuallyHidden } from '@/components/visually-hidden';
import { useConnectedDevices } from '@/lib/devices/api';
import { providerById, type Provider, type ProviderId } from '@/lib/devices/catalogue';
import { useConnectionReturn } from '@/lib/devices/connection-return';
import { useStartConnection } from '@/lib/devices/use-connect';
import { QueryBoundary } from '@/components/load-states';
import { TabLoading } from '../components/load-state';

/** Six providers with Connect buttons. */
const SETTINGS_PROVIDERS: ProviderId[] = [
  'fitbit',
  'garmin',
  'apple_health',
  'oura',
  'whoop',
  'dexcom',
];

const Rows = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  margin-top: ${({ theme }) => theme.space.md};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const CONNECTED = {
  title: 'Device Connected',
  description: 'Your device has been successfully connected',
  variant: 'success',
} as const;
const FAILED = {
  title: 'Connection Failed',
  description: 'There was an error connecting your device. Please try again.',
  variant: 'destructive',
} as const;

/** Settings' Connected Devices tab: Connect → Connecting... → Connected (disabled), back on failure. */
export function DevicesTab() {
  const devices = useConnectedDevices();
  const { start } = useStartConnection('/settings?tab=devices');
  const [connecting, setConnecting] = useState<ProviderId | null>(null);
  const { toast } = useToast();

  useConnectionReturn((outcome) => toast(outcome.status === 'connected' ? CONNECTED : FAILED));

  const onConnect = async (provider: Provider) => {
    setConnecting(provider.id);
    try {
      if (await start(provider)) toast(CONNECTED);
      else return; // On its way to the authorization page.
    } catch {
      toast(FAILED);
    }
    setConnecting(null);
  };

  return (
    <QueryBoundary
      query={devices}
      what="Your devices"
      errorTitle="Failed to fetch connected devices"
      skeleton={<TabLoading label="Loading your devices" />}
    >
      {(list) => {
        const connected = list.map((device) => device.provider);
        return (
          <Card>
            <Stack $gap="sm">
              <CardTitle>Connected Devices</CardTitle>
              <Muted>
                Link a device and its data syncs into your dashboard. Manage them all in Connected
                Devices.
              </Muted>
            </Stack>
            <Rows>
              {SETTINGS_PROVIDERS.map((id) => {
                const provider = providerById(id)!;
                const isConnected = connected.includes(id);
                const isConnecting = connecting === id;
                return (
                  <li key={id}>
                    <div>
                      <strong>{provider.name}</strong>
                      <Muted>{provider.deviceName}</Muted>
                    </div>
                    <Button
                      type="button"
                      $variant={isConnected ? 'secondary' : 'primary'}
                      disabled={isConnected || connecting !== null}
                      onClick={() => void onConnect(provider)}
                    >
                      {isConnected ? 'Connected' : isConnecting ? 'Connecting...' : 'Connect'}{' '}
                      <VisuallyHidden>{provider.name}</VisuallyHidden>
                    </Button>
                  </li>
                );
              })}
            </Rows>
          </Card>
        );
      }}
    </QueryBoundary>
  );
}
