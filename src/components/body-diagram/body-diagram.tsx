import { ArrowRight } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { plainList } from '@/components/layout';
import {
  BODY_REGIONS,
  REGION_SHAPES,
  SILHOUETTE_BODY,
  SILHOUETTE_HEAD,
  VIEW_BOX,
  type BodyRegionId,
} from './body-shapes';
import { StatusBadge, StatusDot, statusLabel, statusTone, type StatusTone } from '../status-badge';

export interface BodySystemReading {
  label: string;
  display: string;
  status: string;
}

/** One body system: its status colours its region; its readings show when it is chosen. */
export interface BodySystemView {
  id: BodyRegionId;
  name: string;
  status: string;
  readings: BodySystemReading[];
  /** The app path with the detail behind the readings. */
  link: string;
}

interface BodyDiagramProps {
  systems: BodySystemView[];
  /** The chosen system, when the parent keeps the choice; left out, the diagram keeps its own. */
  selectedId?: BodyRegionId | null;
  /** Called with the chosen system, or null when the chosen one is pressed again. */
  onSelect?: (system: BodySystemView | null) => void;
  /** The name of the drawing for assistive technology. */
  label?: string;
}

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl};
  align-items: flex-start;
  justify-content: center;
`;

const Figure = styled.svg`
  flex: 0 0 auto;
  width: ${VIEW_BOX.width}px;
  height: ${VIEW_BOX.height}px;
  overflow: visible;
`;

const Silhouette = styled.g`
  fill: ${({ theme }) => theme.color.surfaceMuted};
  stroke: ${({ theme }) => theme.color.borderStrong};
  stroke-width: 1.5;
`;

/** A region with no data: drawn as part of the figure, not a control. */
const QuietOrgan = styled.g`
  fill: ${({ theme }) => theme.color.surface};
  stroke: ${({ theme }) => theme.color.border};
  stroke-width: 1.5;
`;

const Region = styled.g<{ $tone: StatusTone; $selected: boolean }>`
  cursor: pointer;
  outline: none;
  .organ {
    fill: ${({ theme, $tone }) => theme.color[$tone]};
    fill-opacity: ${({ $selected }) => ($selected ? 0.9 : 0.5)};
    stroke: ${({ theme, $tone }) => theme.color[$tone]};
    stroke-width: 2;
    transition: fill-opacity ${({ theme }) => theme.motion.fast};
  }
  .hit {
    fill: transparent;
    stroke: none;
  }
  &:hover .organ {
    fill-opacity: ${({ $selected }) => ($selected ? 0.9 : 0.7)};
  }
  ${({ $selected, theme }) =>
    $selected &&
    css`
      .hit {
        stroke: ${theme.color.text};
        stroke-width: 1.5;
        stroke-dasharray: 4 3;
      }
    `}
  &:focus-visible .hit {
    stroke: ${({ theme }) => theme.color.focus};
    stroke-width: 3;
    stroke-dasharray: none;
  }
`;

const Side = styled.div`
  flex: 1 1 14rem;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Legend = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const LegendName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const LegendStatus = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const DetailsHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

/** Each reading on two lines, its name above its figure and status, however narrow the column. */
const Readings = styled.ul`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  li {
    display: grid;
    gap: 2px;
  }
`;

const ReadingFigure = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const ReadingLabel = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const ReadingValue = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const DetailLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.touchTarget};
  justify-self: start;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** "Heart: Normal", the name a region's control is known by. */
export const systemControlName = (system: Pick<BodySystemView, 'name' | 'status'>) =>
  `${system.name}: ${statusLabel(system.status)}`;

/**
 * A body silhouette whose systems take the colour of their status. Each system with
 * data is a button in the drawing, reached by Tab and pointer; choosing one shows its readings and
 * a link to the screen with the detail. The list beside it names every system and its status, so
 * nothing depends on seeing the colours.
 */
export function BodyDiagram({
  systems,
  selectedId,
  onSelect,
  label = 'Body systems',
}: BodyDiagramProps) {
  const [ownSelection, setOwnSelection] = useState<BodyRegionId | null>(null);
  const chosenId = selectedId === undefined ? ownSelection : selectedId;
  const chosen = systems.find((system) => system.id === chosenId) ?? null;
  const detailsId = useId();
  const details = useRef<HTMLDivElement>(null);
  const byRegion = new Map(systems.map((system) => [system.id, system]));

  const choose = (system: BodySystemView) => {
    const next = system.id === chosenId ? null : system;
    setOwnSelection(next?.id ?? null);
    onSelect?.(next);
    // On a phone the readings sit below the drawing: bring them into view once they are drawn.
    requestAnimationFrame(() => {
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      details.current?.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
    });
  };
  const onKeyDown = (event: KeyboardEvent, system: BodySystemView) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    choose(system);
  };

  return (
    <Layout>
      <Figure viewBox={`0 0 ${VIEW_BOX.width} ${VIEW_BOX.height}`} role="group" aria-label={label}>
        <Silhouette aria-hidden="true">
          <circle {...SILHOUETTE_HEAD} />
          <path d={SILHOUETTE_BODY} />
        </Silhouette>
        {BODY_REGIONS.map((id) => {
          const system = byRegion.get(id);
          const shape = REGION_SHAPES[id];
          if (!system) {
            return (
              <QuietOrgan key={id} aria-hidden="true">
                {shape.organ}
              </QuietOrgan>
            );
          }
          const selected = system.id === chosenId;
          return (
            <Region
              key={id}
              role="button"
              tabIndex={0}
              aria-label={systemControlName(system)}
              aria-pressed={selected}
              aria-controls={detailsId}
              data-region={id}
              $tone={statusTone(system.status)}
              $selected={selected}
              onClick={() => choose(system)}
              onKeyDown={(event) => onKeyDown(event, system)}
            >
              <rect className="hit" {...shape.hit} />
              <g className="organ">{shape.organ}</g>
            </Region>
          );
        })}
      </Figure>
      <Side>
        <Legend aria-label="Systems and their status">
          {systems.map((system) => (
            <li key={system.id}>
              <StatusDot $tone={statusTone(system.status)} />
              <LegendName>{system.name}</LegendName>
              <LegendStatus>{statusLabel(system.status)}</LegendStatus>
            </li>
          ))}
        </Legend>
        <Details id={detailsId} ref={details} aria-live="polite">
          {chosen ? (
            <>
              <DetailsHeader>
                <h3>{chosen.name}</h3>
                <StatusBadge status={chosen.status} />
              </DetailsHeader>
              <Readings aria-label={`${chosen.name} readings`}>
                {chosen.readings.map((reading) => (
                  <li key={reading.label}>
                    <ReadingLabel>{reading.label}</ReadingLabel>
                    <ReadingFigure>
                      <ReadingValue>{reading.display}</ReadingValue>
                      <StatusBadge status={reading.status} />
                    </ReadingFigure>
                  </li>
                ))}
              </Readings>
              <DetailLink to={chosen.link}>
                View {chosen.name} details
                <ArrowRight size={16} aria-hidden="true" />
              </DetailLink>
            </>
          ) : (
            <Hint>
              {systems.length
                ? 'Choose a body system in the drawing to see its readings.'
                : 'No readings yet: each system is coloured once its data arrives.'}
            </Hint>
          )}
        </Details>
      </Side>
    </Layout>
  );
}
