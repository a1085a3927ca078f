import styled from 'styled-components';
import type { Tone } from '@/components/alert';
import type { MetricCard } from '../chart-text';

/** PRODUCT.md: normal and good green; low, monitor and caution yellow; high and critical red; else gray. */
export function statusTone(status: string): Tone {
  switch (status.toLowerCase()) {
    case 'good':
    case 'normal':
      return 'success';
    case 'low':
    case 'monitor':
    case 'caution':
      return 'warning';
    case 'high':
    case 'critical':
      return 'danger';
    default:
      return 'neutral';
  }
}

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `calc(${theme.space.xs} / 2) ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme, $tone }) => theme.color[$tone]};
  background: ${({ theme, $tone }) => theme.color[`${$tone}Soft`]};
  color: ${({ theme, $tone }) => theme.color[$tone]};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;

  &::before {
    content: '';
    width: ${({ theme }) => theme.space.sm};
    height: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: currentColor;
  }
`;

/** A card's status word in its colour; a card without data is gray whatever its status. */
export function StatusBadge({ card }: { card: Pick<MetricCard, 'status' | 'statusLabel'> }) {
  const tone = card.statusLabel === 'No data' ? 'neutral' : statusTone(card.status);
  return (
    <Badge $tone={tone} data-tone={tone}>
      {card.statusLabel}
    </Badge>
  );
}
