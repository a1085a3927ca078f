import {
  Activity,
  ArrowDown,
  ArrowUp,
  BatteryCharging,
  Footprints,
  Gauge,
  HeartPulse,
  Minus,
  Moon,
  type LucideIcon,
} from 'lucide-react';
import styled from 'styled-components';
import { plainList } from '@/components/layout';
import { StatusBadge, statusLabel, statusTone, type StatusTone } from '@/components/status-badge';
import type { Dashboard } from '../api';
import { VisuallyHidden } from '@/components/visually-hidden';
import { formatNumber } from '@/lib/format-number';

export type DashboardCard = Dashboard['cards'][number];

const ICONS: Record<DashboardCard['id'], LucideIcon> = {
  healthScore: Gauge,
  heartRate: HeartPulse,
  sleepScore: Moon,
  steps: Footprints,
  recovery: BatteryCharging,
  hrv: Activity,
};

/** Two cards a row on phones, three from tablets up: the six fill two even rows. */
export const StatGrid = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    gap: ${({ theme }) => theme.space.lg};
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Card = styled.li<{ $tone: StatusTone }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top: 4px solid ${({ theme, $tone }) => theme.color[$tone]};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  container-type: inline-size;
`;

const Title = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.textMuted};
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Value = styled.p`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** In the figure's place on a card without a reading: what has none, in words. */
const NoReading = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** The change beside the status, or above it when the card is too narrow for both on a line. */
const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
  @container (max-width: 10.5rem) {
    flex-direction: column;
    align-items: flex-start;
  }
`;

const ChangeText = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-variant-numeric: tabular-nums;
`;

/** "+5%", "-2%" or "0%": the server's whole percent with its sign (none on a zero, even -0). */
export const changeText = ({ percent }: NonNullable<DashboardCard['change']>) =>
  `${percent > 0 ? '+' : ''}${formatNumber(percent === 0 ? 0 : percent)}%`;

/** What each card's change is measured against (the server's `Change`: the previous period). */
const COMPARED_WITH: Record<DashboardCard['id'], string> = {
  healthScore: 'the week before',
  heartRate: 'the week before',
  sleepScore: 'the week before',
  steps: 'yesterday by this hour',
  recovery: 'the week before',
  hrv: 'the week before',
};

/** A figure as it is said: "88 out of 100", "6 hours 52 minutes" (not "88 slash 100", "6h"). */
const said = (text: string) =>
  text.replace(/\/(\d+)$/, ' out of $1').replace(/^(\d+)h (\d+)m$/, '$1 hours $2 minutes');

/**
 * The card as one sentence for screen readers, in place of its pieces read apart:
 * "Heart Rate 61 bpm, Resting HR, good, down 2% on the week before", or without a reading its
 * words: "Daily Steps, no steps recorded today".
 */
export function cardSentence(card: DashboardCard): string {
  if (card.value === null) {
    return `${card.title}, ${card.subtitle.charAt(0).toLowerCase()}${card.subtitle.slice(1)}.`;
  }
  const parts = [`${card.title} ${said(card.display)}`, said(card.subtitle)];
  if (card.status !== 'none') parts.push(statusLabel(card.status).toLowerCase());
  const { change } = card;
  if (change) {
    const against = COMPARED_WITH[card.id];
    parts.push(
      change.percent === 0
        ? `no change on ${against}`
        : `${change.direction} ${Math.abs(change.percent)}% on ${against}`,
    );
  }
  return `${parts.join(', ')}.`;
}

function Change({ change }: { change: DashboardCard['change'] }) {
  if (!change) return <span />;
  const Arrow =
    change.direction === 'up' ? ArrowUp : change.direction === 'down' ? ArrowDown : Minus;
  return (
    <ChangeText>
      <Arrow size={16} aria-hidden="true" />
      <VisuallyHidden>Change: </VisuallyHidden>
      {changeText(change)}
    </ChangeText>
  );
}

/**
 * One of the six stat cards, showing the server's figures as they come; without a reading, the
 * server's words for it (its subtitle) stand in the figure's place, with no change or badge. A
 * screen reader hears the title, then the card as a sentence; the figures as shown are hidden
 * from it.
 */
export function StatCard({ card }: { card: DashboardCard }) {
  const Icon = ICONS[card.id];
  return (
    <Card $tone={statusTone(card.status)} aria-label={card.title}>
      <Title>
        <Icon size={18} aria-hidden="true" />
        {card.title}
      </Title>
      <VisuallyHidden>{cardSentence(card)}</VisuallyHidden>
      {card.value === null ? (
        <NoReading aria-hidden="true">{card.subtitle}</NoReading>
      ) : (
        <>
          <Value aria-hidden="true">{card.display}</Value>
          <Subtitle aria-hidden="true">{card.subtitle}</Subtitle>
          <Footer aria-hidden="true">
            <Change change={card.change} />
            <StatusBadge status={card.status} />
          </Footer>
        </>
      )}
    </Card>
  );
}
