import styled from 'styled-components';
import { Tile, TileGrid } from '@/components/tiles';
import { VisuallyHidden } from '@/components/visually-hidden';
import {
  STABLE_CV_PERCENT,
  TARGET_RANGE,
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

/**
 * One tile: its name, then the tile as one sentence for screen readers, in place of its figure
 * and its note read apart in pieces ("Mean of", "186", "readings ("), as the dashboard's cards.
 */
function SummaryTile({
  name,
  said,
  value,
  note,
}: {
  name: string;
  said: string;
  value: string;
  note: string;
}) {
  return (
    <Tile>
      <Name>{name}</Name>
      <VisuallyHidden>{said}</VisuallyHidden>
      <Value aria-hidden="true">{value}</Value>
      <Sub aria-hidden="true">{note}</Sub>
    </Tile>
  );
}

/** The summary tiles: Average, Range, Time in Range and Glycemic Variability. */
export function GlucoseTiles({ stats, unit }: { stats: GlucoseStats; unit: GlucoseUnit }) {
  const { mean, min, max, sd, cvPercent, bands, tightRangePercent } = stats;
  if (mean === null || min === null || max === null || sd === null || cvPercent === null) {
    return null;
  }
  const coverage = `${formatPercent(stats.coveragePercent)} of the day's`;
  const inRange = formatPercent(bands.inRange);
  const target = formatGlucoseRange(TARGET_RANGE.low, TARGET_RANGE.high, unit);
  const tight = formatGlucoseRange(TIGHT_RANGE.low, TIGHT_RANGE.high, unit);
  const tightPercent = formatPercent(tightRangePercent ?? 0);
  const cv = `${formatTenths(cvPercent)}%`;
  const stable = cvPercent <= STABLE_CV_PERCENT ? 'Stable' : 'Unstable';
  return (
    <TileGrid aria-label="Glucose summary">
      <SummaryTile
        name="Average"
        said={`${formatGlucose(mean, unit)}, the mean of ${stats.readings} readings, ${coverage}.`}
        value={formatGlucose(mean, unit)}
        note={`Mean of ${stats.readings} readings (${coverage})`}
      />
      <SummaryTile
        name="Range"
        said={`Lowest reading ${formatGlucose(min, unit)}, highest ${formatGlucose(max, unit)}.`}
        value={formatGlucoseRange(min, max, unit)}
        note="Lowest and highest reading"
      />
      <SummaryTile
        name="Time in Range"
        said={`${inRange} of readings in range (${target}), against a target of over 70%; ${tightPercent} in the tight range (${tight}).`}
        value={inRange}
        note={`${target}, target over 70%; tight range ${tight}: ${tightPercent}`}
      />
      <SummaryTile
        name="Glycemic Variability"
        said={`Coefficient of variation ${cv}, ${stable.toLowerCase()} (stable at ${STABLE_CV_PERCENT}% or less); standard deviation ${formatGlucose(sd, unit)}.`}
        value={`CV ${cv}`}
        note={`${stable} (stable at ${STABLE_CV_PERCENT}% or less); SD ${formatGlucose(sd, unit)}`}
      />
    </TileGrid>
  );
}
