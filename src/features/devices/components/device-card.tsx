import { Link2Off, RefreshCw } from 'lucide-react';
import styled from 'styled-components';
import { ItemCard } from '@/components/tiles';
import { Button } from '@/components/button';
import { Muted } from '@/components/card';
import { Row } from '@/components/layout';
import { StatusBadge } from '@/components/status-badge';
import { VisuallyHidden } from '@/components/visually-hidden';
import type { ConnectedDevice } from '@/lib/devices/api';
import { DEVICE_TYPE_LABEL } from '@/lib/devices/catalogue';
import { deliversText, lastSyncedText } from '../format';

const Heading = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Summary = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

interface DeviceCardProps {
  device: ConnectedDevice;
  syncing: boolean;
  disconnecting: boolean;
  onSync: () => void;
  onDisconnect: () => void;
}

/** One connected device: name, provider, type, Active or Inactive, last sync. */
export function DeviceCard({
  device,
  syncing,
  disconnecting,
  onSync,
  onDisconnect,
}: DeviceCardProps) {
  const busy = syncing || disconnecting;
  return (
    <ItemCard aria-label={device.deviceName}>
      <Heading>
        <div>
          <h2>{device.deviceName}</h2>
          <Muted>
            {device.providerName} · {DEVICE_TYPE_LABEL[device.deviceType]}
          </Muted>
        </div>
        <StatusBadge
          status={device.isActive ? 'good' : 'inactive'}
          label={device.isActive ? 'Active' : 'Inactive'}
        />
      </Heading>
      <div>
        <p>{lastSyncedText(device)}</p>
        {device.lastSyncSummary && <Summary>Last sync: {device.lastSyncSummary}</Summary>}
        <Muted>{deliversText(device)}</Muted>
      </div>
      <Row $wrap>
        <Button type="button" $variant="secondary" onClick={onSync} disabled={busy}>
          <RefreshCw size={18} aria-hidden="true" />
          {syncing ? 'Syncing...' : 'Sync'} <VisuallyHidden>{device.deviceName}</VisuallyHidden>
        </Button>
        <Button type="button" $variant="ghost" onClick={onDisconnect} disabled={busy}>
          <Link2Off size={18} aria-hidden="true" />
          {disconnecting ? 'Disconnecting...' : 'Disconnect'}{' '}
          <VisuallyHidden>{device.deviceName}</VisuallyHidden>
        </Button>
      </Row>
    </ItemCard>
  );
}
