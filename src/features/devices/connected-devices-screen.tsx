import { Watch } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { QueryBoundary } from '@/components/load-states';
import { AddButton } from '@/components/button';
import { Card, CardTitle, Muted } from '@/components/card';
import { Page, PageHeader, PageTitle, Stack } from '@/components/layout';
import { Skeleton } from '@/components/skeleton';
import { useToast } from '@/components/toast';
import {
  useConnectedDevices,
  useDisconnectDevice,
  syncedDescription,
  useSyncDevice,
  type ConnectedDevice,
} from '@/lib/devices/api';
import { ACCESS_DENIED, useConnectionReturn } from '@/lib/devices/connection-return';
import { ConnectDeviceDialog } from './components/connect-device-dialog';
import { DeviceCard } from './components/device-card';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(min(20rem, 100%), 1fr));
`;

const Empty = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: center;
  text-align: center;
  svg {
    color: ${({ theme }) => theme.color.primary};
  }
`;

function DeviceList({ devices }: { devices: ConnectedDevice[] }) {
  const sync = useSyncDevice();
  const disconnect = useDisconnectDevice();
  const { toast } = useToast();

  const onSync = (device: ConnectedDevice) =>
    sync.mutate(device.id, {
      onSuccess: (result) =>
        toast({
          title: 'Device Synced',
          description: syncedDescription(result),
          variant: 'success',
        }),
    });

  const onDisconnect = (device: ConnectedDevice) =>
    disconnect.mutate(device.id, {
      onSuccess: () =>
        toast({
          title: 'Device Disconnected',
          description: 'Your device has been successfully disconnected.',
          variant: 'success',
        }),
    });

  return (
    <Grid aria-label="Your devices">
      {devices.map((device) => (
        <DeviceCard
          key={device.id}
          device={device}
          syncing={sync.isPending && sync.variables === device.id}
          disconnecting={disconnect.isPending && disconnect.variables === device.id}
          onSync={() => onSync(device)}
          onDisconnect={() => onDisconnect(device)}
        />
      ))}
    </Grid>
  );
}

/**
 * Connected Devices: the user's devices with Sync and Disconnect, the empty state,
 * and the 'Connect a Health Device' dialog. An authorization page returns here with its outcome.
 */
export function ConnectedDevicesScreen() {
  const devices = useConnectedDevices();
  const [adding, setAdding] = useState(false);
  const { toast } = useToast();

  useConnectionReturn((outcome) =>
    toast(
      outcome.status === 'connected'
        ? {
            title: 'Device Connected',
            description: 'Your device has been successfully connected.',
            variant: 'success',
          }
        : {
            title: 'Connection Failed',
            description:
              outcome.message === ACCESS_DENIED ? 'Failed to connect device' : outcome.message,
            variant: 'destructive',
          },
    ),
  );

  const body = (
    <QueryBoundary
      query={devices}
      what="Your devices"
      errorTitle="Failed to fetch connected devices"
      skeleton={
        <Grid aria-label="Loading your devices" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Card as="li" key={i}>
              <Stack $gap="md">
                <Skeleton $height="1.5rem" $width="60%" />
                <Skeleton $width="40%" />
                <Skeleton $height="2.75rem" $width="50%" />
              </Stack>
            </Card>
          ))}
        </Grid>
      }
      empty={{
        when: (list) => list.length === 0,
        show: (
          <Empty>
            <Watch size={40} aria-hidden="true" />
            <CardTitle>No devices connected</CardTitle>
            <Muted>
              Connect a fitness tracker, sleep ring, glucose monitor or heart-rate strap, and your
              data arrives on its own: each sync brings what the device measured since the last one.
            </Muted>
            <AddButton onClick={() => setAdding(true)}>Add Your First Device</AddButton>
          </Empty>
        ),
      }}
    >
      {(list) => <DeviceList devices={list} />}
    </QueryBoundary>
  );

  return (
    <Page>
      <PageHeader>
        <Stack $gap="sm">
          <PageTitle>Connected Devices</PageTitle>
          <Muted>Link your wearables and monitors; their data syncs into your dashboard.</Muted>
        </Stack>
        {devices.data && devices.data.length > 0 && (
          <AddButton onClick={() => setAdding(true)}>Add Device</AddButton>
        )}
      </PageHeader>
      {body}
      <ConnectDeviceDialog open={adding} onOpenChange={setAdding} />
    </Page>
  );
}
