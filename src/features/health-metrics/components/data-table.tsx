import styled from 'styled-components';
import { ColumnHeads, FigureTable } from '@/components/table';
import type { ChartTable } from '../chart-text';
import { ScrollRegion } from '@/components/scroll-region';
import { VisuallyHidden } from '@/components/visually-hidden';

/** Scrolls sideways on a phone when the columns do not fit; focusable so a keyboard can scroll. */
const Scroller = styled(ScrollRegion)`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus-visible {
    outline-offset: 0;
  }
`;

const Table = styled(FigureTable)`
  font-variant-numeric: tabular-nums;

  caption {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    text-align: left;
    color: ${({ theme }) => theme.color.textMuted};
    caption-side: top;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    text-align: right;
    white-space: nowrap;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  thead th {
    background: ${({ theme }) => theme.color.surfaceMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

/** A chart's points as a real table: one row per day or hour, a gap read as "No data". */
export function DataTable({ table, id }: { table: ChartTable; id: string }) {
  const captionId = `${id}-caption`;
  return (
    <Scroller aria-labelledby={captionId}>
      <Table>
        <caption id={captionId}>{table.caption}</caption>
        <ColumnHeads names={table.columns} />
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((value, i) => {
                const content =
                  value === null ? (
                    <>
                      <span aria-hidden="true">—</span>
                      <VisuallyHidden>No data</VisuallyHidden>
                    </>
                  ) : (
                    value
                  );
                return i === 0 ? (
                  <th key={i} scope="row">
                    {content}
                  </th>
                ) : (
                  <td key={i}>{content}</td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
