import { CalendarClock, Droplets, Footprints, Moon, type LucideIcon } from 'lucide-react';
import styled from 'styled-components';
import { plainList } from '@/components/layout';
import { Alert } from '@/components/alert';
import { statusTone } from '@/components/status-badge';
import type { Dashboard } from '../api';

type HealthAlert = Dashboard['alerts'][number];

const ICONS: Record<HealthAlert['id'], LucideIcon> = {
  sleep: Moon,
  hydration: Droplets,
  steps: Footprints,
  retest: CalendarClock,
};

const List = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** The server's alerts and recommendations, each in its status colour. */
export function AlertList({ alerts, label }: { alerts: HealthAlert[]; label: string }) {
  if (alerts.length === 0) return <p>No alerts right now.</p>;
  return (
    <List aria-label={label}>
      {alerts.map((alert) => {
        const Icon = ICONS[alert.id];
        return (
          <li key={alert.id}>
            <Alert
              tone={statusTone(alert.status)}
              title={alert.title}
              icon={<Icon size={20} aria-hidden="true" />}
            >
              <p>{alert.message}</p>
            </Alert>
          </li>
        );
      })}
    </List>
  );
}
