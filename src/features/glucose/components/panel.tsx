import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CardTitle, ChartCard, Muted } from '@/components/card';
import { CHART } from '@/components/charts/chart-kit';
import { Stack } from '@/components/layout';
import { Skeleton } from '@/components/skeleton';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  justify-content: space-between;
  align-items: center;
`;

/** A titled card of the glucose screen, with an optional control beside the title. */
export function Panel({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ChartCard>
      <Head>
        <CardTitle>{title}</CardTitle>
        {action}
      </Head>
      {children}
    </ChartCard>
  );
}

/** What a tab shows while its glucose `what` ("data", "trends") loads: a chart's room. */
export function LoadingGlucose({ what }: { what: string }) {
  return (
    <Stack role="status" aria-label={`Loading glucose ${what}`} aria-busy="true">
      <Muted>{`Loading glucose ${what}...`}</Muted>
      <Skeleton $height={`${CHART.height + 40}px`} />
    </Stack>
  );
}
