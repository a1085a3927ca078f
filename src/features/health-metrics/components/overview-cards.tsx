import { Suspense } from 'react';
import styled from 'styled-components';
import { plainList } from '@/components/layout';
import { Card, Muted } from '@/components/card';
import { ChartSkeleton, Skeleton } from '@/components/skeleton';
import type { HealthMetrics } from '../api';
import type { MetricRange } from '../view-params';
import { trendText, type MetricCard } from '../chart-text';
import { CHART } from '@/components/charts/chart-kit';
import { LazySparkline } from '../charts/lazy';
import { StatusBadge } from '@/components/status-badge';
import { VisuallyHidden } from '@/components/visually-hidden';

export const CardGrid = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
`;

const Item = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
  padding: ${({ theme }) => theme.space.lg};
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Average = styled.p`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
`;

const Description = styled(Muted)`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function OverviewCard({
  card,
  range,
  granularity,
}: {
  card: MetricCard;
  range: MetricRange;
  granularity: HealthMetrics['granularity'];
}) {
  // Every card with a reading draws it: a weighing or a cuff reading on a few days shows as
  // dots where they fall in the range, one value (a daily figure on the 1d range) as one dot.
  const present = card.trend.filter((value) => value !== null).length;
  return (
    <Item aria-labelledby={`metric-card-${card.id}`}>
      <Head>
        <Title id={`metric-card-${card.id}`}>{card.title}</Title>
        <StatusBadge
          status={card.statusLabel === 'No data' ? 'none' : card.status}
          label={card.statusLabel}
        />
      </Head>
      <Average>{card.average}</Average>
      <Description>{card.description}</Description>
      {present > 0 && <VisuallyHidden>{trendText(card, range, granularity)}</VisuallyHidden>}
      {present > 0 && (
        <Suspense fallback={<ChartSkeleton $height={`${CHART.sparklineHeight}px`} />}>
          <LazySparkline values={card.trend} />
        </Suspense>
      )}
    </Item>
  );
}

/** The six cards: title, average, status badge, description and a small trend. */
export function OverviewCards({ data }: { data: HealthMetrics }) {
  return (
    <CardGrid aria-label="Overview">
      {data.cards.map((card) => (
        <OverviewCard key={card.id} card={card} range={data.range} granularity={data.granularity} />
      ))}
    </CardGrid>
  );
}

/** Six card placeholders while the metrics load. */
export function OverviewSkeleton() {
  return (
    <CardGrid aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <Item key={i}>
          <Skeleton $height="1.25rem" $width="60%" />
          <Skeleton $height="2rem" $width="45%" />
          <Skeleton $height="2.5rem" />
          <Skeleton $height={`${CHART.sparklineHeight}px`} />
        </Item>
      ))}
    </CardGrid>
  );
}
