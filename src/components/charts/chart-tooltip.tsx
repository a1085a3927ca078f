import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  font-size: ${({ theme }) => theme.font.size.xs};
  /* Compact, so that beside a point in the middle of a phone-wide chart it still fits. */
  max-width: 11rem;
`;

const Title = styled.strong`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
`;

const Row = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Value = styled.strong`
  margin-left: auto;
  padding-left: ${({ theme }) => theme.space.sm};
  white-space: nowrap;
`;

const Swatch = styled.span<{ $color: string }>`
  flex-shrink: 0;
  width: ${({ theme }) => theme.space.md};
  height: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $color }) => $color};
`;

export interface TooltipRow {
  label: string;
  value: string;
  color: string;
}

/** The tooltip of every chart: the point's day or hour, then each series' value. */
export function ChartTooltip({ title, rows }: { title: string; rows: TooltipRow[] }) {
  return (
    <Box>
      <Title>{title}</Title>
      {rows.map((row) => (
        <Row key={row.label}>
          <Swatch $color={row.color} />
          {row.label}
          <Value>{row.value}</Value>
        </Row>
      ))}
    </Box>
  );
}
