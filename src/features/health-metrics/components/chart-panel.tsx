import { Table2 } from 'lucide-react';
import { Suspense, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { plainList } from '@/components/layout';
import { Button } from '@/components/button';
import { ChartCard, Muted } from '@/components/card';
import { ChartSkeleton } from '@/components/skeleton';
import type { ChartText } from '../chart-text';
import { CHART, type Tone } from '@/components/charts/chart-kit';
import { DataTable } from './data-table';

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Legend = styled.ul`
  ${plainList}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export type LegendMark = 'box' | 'line' | 'dot' | 'dashed';

const Mark = styled.span<{ $tone: Tone; $mark: LegendMark }>`
  display: inline-block;
  height: ${({ theme, $mark }) =>
    $mark === 'box' || $mark === 'dot' ? theme.space.md : theme.space.xs};
  border-radius: ${({ theme, $mark }) => ($mark === 'dot' ? theme.radius.pill : theme.radius.sm)};
  width: ${({ theme, $mark }) => ($mark === 'dot' ? theme.space.md : theme.space.lg)};
  background: ${({ theme, $tone, $mark }) =>
    $mark === 'dashed'
      ? `repeating-linear-gradient(90deg, ${theme.color[$tone]} 0 ${theme.space.sm}, transparent ${theme.space.sm} ${theme.space.md})`
      : theme.color[$tone]};
`;

const Footer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  > [id] {
    justify-self: stretch;
    min-width: 0;
  }
`;

export interface LegendEntry {
  label: string;
  tone: Tone;
  mark?: LegendMark;
}

interface ChartPanelProps {
  title: string;
  /** The summary and table: the chart's text alternative. */
  text: ChartText;
  legend?: LegendEntry[];
  /** A note under the summary, such as why a daily figure is missing from 1d. */
  note?: ReactNode;
  height?: number;
  /** The chart itself (a lazy nivo module), given the id of the summary that describes it. */
  children: (describedBy: string) => ReactNode;
}

/**
 * One chart with its text alternative: the one-line summary, a legend, the chart (a skeleton
 * while its module loads) and a "Show table" button that reveals every point as a table.
 */
export function ChartPanel({
  title,
  text,
  legend,
  note,
  height = CHART.height,
  children,
}: ChartPanelProps) {
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const titleId = `${id}-title`;
  const summaryId = `${id}-summary`;
  const tableId = `${id}-table`;
  return (
    <ChartCard aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      <p id={summaryId}>{text.summary}</p>
      {note && <Muted>{note}</Muted>}
      {!text.empty && (
        <>
          {legend && legend.length > 0 && (
            <Legend aria-label={`${title} legend`}>
              {legend.map((entry) => (
                <LegendItem key={entry.label}>
                  <Mark $tone={entry.tone} $mark={entry.mark ?? 'box'} aria-hidden="true" />
                  {entry.label}
                </LegendItem>
              ))}
            </Legend>
          )}
          <Suspense fallback={<ChartSkeleton $height={`${height}px`} />}>
            {children(summaryId)}
          </Suspense>
          <Footer>
            <Button
              type="button"
              $variant="secondary"
              aria-label={`${showTable ? 'Hide' : 'Show'} table of ${title.toLowerCase()}`}
              aria-expanded={showTable}
              aria-controls={tableId}
              onClick={() => setShowTable((shown) => !shown)}
            >
              <Table2 size={18} aria-hidden="true" />
              {showTable ? 'Hide table' : 'Show table'}
            </Button>
            <div id={tableId} hidden={!showTable}>
              {showTable && <DataTable table={text.table} id={tableId} />}
            </div>
          </Footer>
        </>
      )}
    </ChartCard>
  );
}
