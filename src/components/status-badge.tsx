import styled from 'styled-components';

/** The theme tones a health status is shown in (the `Alert` tones of the same names). */
export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral';

/**
 * The status colours of the health rules: normal and good are green;
 * low, monitor and caution yellow; high and critical red; anything else gray. A medical
 * condition's status: active red, managed yellow, resolved green.
 */
export function statusTone(status: string): StatusTone {
  switch (status.toLowerCase()) {
    case 'normal':
    case 'good':
    case 'resolved':
      return 'success';
    case 'low':
    case 'monitor':
    case 'caution':
    case 'managed':
      return 'warning';
    case 'high':
    case 'critical':
    case 'active':
      return 'danger';
    default:
      return 'neutral';
  }
}

/** A status word as the screens print it: "monitor" reads "Monitor". */
export function statusLabel(status: string): string {
  if (status === 'none') return 'No data';
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
}

const Pill = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme, $tone }) => theme.color[$tone]};
  background: ${({ theme, $tone }) => theme.color[`${$tone}Soft`]};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.5;
  white-space: nowrap;
`;

/** A dot in the status colour; the word beside it carries the meaning, so it is hidden. */
export const StatusDot = styled.span.attrs({ 'aria-hidden': true })<{ $tone: StatusTone }>`
  display: inline-block;
  flex-shrink: 0;
  width: 0.75rem;
  height: 0.75rem;
  border-radius: 50%;
  background: ${({ theme, $tone }) => theme.color[$tone]};
  /* Forced colours drop backgrounds: the dot stays, in the text colour (the word tells the tone). */
  @media (forced-colors: active) {
    forced-color-adjust: none;
    background: CanvasText;
  }
`;

/**
 * The status as a coloured badge with its word, so colour is never the only cue; `label` replaces
 * the word when the server gives its own.
 */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const tone = statusTone(status);
  return (
    <Pill $tone={tone} data-tone={tone}>
      <StatusDot $tone={tone} />
      {label ?? statusLabel(status)}
    </Pill>
  );
}
