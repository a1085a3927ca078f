import type { InteractionSeverity } from '@/lib/medications/interactions';
import { StatusBadge } from './status-badge';

/** The severity in the health status colours: high red, moderate yellow, low gray. */
const SEVERITY_STATUS: Record<InteractionSeverity, string> = {
  high: 'high',
  moderate: 'caution',
  low: 'none',
};

/** An interaction's severity as its badge says it: "High risk", "Moderate risk", "Low risk". */
export function SeverityBadge({ severity }: { severity: InteractionSeverity }) {
  return (
    <StatusBadge
      status={SEVERITY_STATUS[severity]}
      label={`${severity.charAt(0).toUpperCase()}${severity.slice(1)} risk`}
    />
  );
}
