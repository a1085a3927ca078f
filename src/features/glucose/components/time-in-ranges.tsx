import { Check, X } from 'lucide-react';
import styled from 'styled-components';
import { Swatch } from '@/components/charts/swatch';
import { ColumnHeads, FigureTable } from '@/components/table';
import { VisuallyHidden } from '@/components/visually-hidden';
import type { Schema } from '@/lib/api/contract';
import type { Palette } from '@/theme/tokens';
import {
  GLUCOSE_BANDS,
  bandLimits,
  formatPercent,
  meetsTarget,
  targetText,
  type GlucoseBand,
  type GlucoseUnit,
} from '@/lib/health/glucose';
import { shortDate } from '../format';

type Bands = Schema<'GlucoseBands'>;

/** Lows in the red and amber of alarms, highs in blue and teal, in range green. */
export const BAND_TONES: Record<GlucoseBand, keyof Palette> = {
  veryHigh: 'primary',
  high: 'info',
  inRange: 'success',
  low: 'warning',
  veryLow: 'danger',
};

const Layout = styled.div`
  display: grid;
  grid-template-columns: 3rem 1fr;
  gap: ${({ theme }) => theme.space.lg};
  align-items: stretch;
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 14rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
`;

const Segment = styled.div<{ $tone: keyof Palette; $share: number }>`
  flex: ${({ $share }) => $share} 0 0;
  background: ${({ theme, $tone }) => theme.color[$tone]};
`;

const Rows = styled(FigureTable)`
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  td:nth-child(3),
  th:nth-child(3) {
    text-align: right;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Verdict = styled.span<{ $ok: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $ok }) => ($ok ? theme.color.success : theme.color.danger)};
`;

/**
 * Time in ranges as the AGP report shows it: one stacked column of the five bands, and beside it
 * each band's limits, share and consensus target.
 */
export function TimeInRanges({ bands, unit }: { bands: Bands; unit: GlucoseUnit }) {
  return (
    <Layout>
      <Column aria-hidden="true">
        {GLUCOSE_BANDS.map(({ band }) => (
          <Segment key={band} $tone={BAND_TONES[band]} $share={bands[band]} />
        ))}
      </Column>
      <Rows>
        <VisuallyHidden as="caption">Time in each glucose range against its target</VisuallyHidden>
        <ColumnHeads names={['Range', 'Target', 'Time']} />
        <tbody>
          {GLUCOSE_BANDS.map(({ band, label }) => {
            const ok = meetsTarget(band, bands[band]);
            return (
              <tr key={band}>
                <th scope="row">
                  <Swatch $tone={BAND_TONES[band]} aria-hidden="true" />
                  {label} <br />
                  <small>{bandLimits(band, unit)}</small>
                </th>
                <td>
                  <Verdict $ok={ok}>
                    {ok ? (
                      <Check size={16} aria-hidden="true" />
                    ) : (
                      <X size={16} aria-hidden="true" />
                    )}
                    {targetText(band)}
                    <VisuallyHidden>{ok ? ', met' : ', not met'}</VisuallyHidden>
                  </Verdict>
                </td>
                <td>{formatPercent(bands[band])}</td>
              </tr>
            );
          })}
        </tbody>
      </Rows>
    </Layout>
  );
}

const Days = styled.div`
  display: flex;
  align-items: stretch;
  gap: 2px;
  height: 6rem;
`;

const DayColumn = styled.div`
  flex: 1 1 0;
  display: flex;
  flex-direction: column;
  min-width: 2px;
  border-radius: 2px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

/** Each day's bands side by side, oldest first; a day without readings stays empty. */
export function DailyRanges({
  daily,
  label,
}: {
  daily: Schema<'GlucoseDaySummary'>[];
  label: string;
}) {
  return (
    <Days role="img" aria-label={label}>
      {daily.map((day) => (
        <DayColumn
          key={day.date}
          title={`${shortDate(day.date)}: ${formatPercent(day.bands.inRange)} in range`}
        >
          {day.readings > 0 &&
            GLUCOSE_BANDS.map(({ band }) => (
              <Segment key={band} $tone={BAND_TONES[band]} $share={day.bands[band]} />
            ))}
        </DayColumn>
      ))}
    </Days>
  );
}
