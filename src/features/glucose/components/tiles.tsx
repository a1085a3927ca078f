import styled from 'styled-components';
import { Tile, TileGrid } from '@/components/tiles';
import {
  STABLE_CV_PERCENT,
  TIGHT_RANGE,
  formatGlucose,
  formatGlucoseRange,
  formatPercent,
  type GlucoseStats,
  type GlucoseUnit,
} from '@/lib/health/glucose';
import { formatTenths } from '@/lib/format-number';

const Name = styled.h3`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Value = styled.p`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Sub = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The summary tiles: Average, Range, Time in Range and Glycemic Variability. */
export function GlucoseTiles({ stats, unit }: { stats: GlucoseStats; unit: GlucoseUnit }) {
  const { mean, min, max, sd, cvPercent, bands, tightRangePercent } = stats;
  if (mean === null || min === null || max === null || sd === null || cvPercent === null) {
    return null;
  }
  return (
    <TileGrid aria-label="Glucose summary">
      <Tile>
        <Name>Average</Name>
        <Value>{formatGlucose(mean, unit)}</Value>
        <Sub>
          Mean of {stats.readings} readings ({formatPercent(stats.coveragePercent)} of the day's)
        </Sub>
      </Tile>
      <Tile>
        <Name>Range</Name>
        <Value>{formatGlucoseRange(min, max, unit)}</Value>
        <Sub>Lowest and highest reading</Sub>
      </Tile>
      <Tile>
        <Name>Time in Range</Name>
        <Value>{formatPercent(bands.inRange)}</Value>
        <Sub>
          {formatGlucoseRange(70, 180, unit)}, target over 70%; tight range{' '}
          {formatGlucoseRange(TIGHT_RANGE.low, TIGHT_RANGE.high, unit)}:{' '}
          {formatPercent(tightRangePercent ?? 0)}
        </Sub>
      </Tile>
      <Tile>
        <Name>Glycemic Variability</Name>
        <Value>CV {formatTenths(cvPercent)}%</Value>
        <Sub>
          {cvPercent <= STABLE_CV_PERCENT ? 'Stable' : 'Unstable'} (stable at {STABLE_CV_PERCENT}%
          or less); SD {formatGlucose(sd, unit)}
        </Sub>
      </Tile>
    </TileGrid>
  );
}
