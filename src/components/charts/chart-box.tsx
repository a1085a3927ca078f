import { startTransition, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useChartTurn } from './chart-turn';

const Box = styled.div<{ $height: number }>`
  position: relative;
  width: 100%;
  height: ${({ $height }) => $height}px;
`;

/**
 * The chart, out of the flow: drawn at the width measured before, it would hold the box and the
 * card around it that wide when the window narrows, and the box would never see a smaller width.
 */
const Drawing = styled.div`
  position: absolute;
  inset: 0;
`;

/**
 * Measures the width the chart may take and renders it at that size, so each chart knows how
 * many axis labels fit (a phone gets fewer). The box holds the chart's size from the start; the
 * chart draws in its turn (useChartTurn), after the screen around it has painted, and redraws
 * for a new width, narrower or wider, as a transition. Before that, and where nothing can be
 * measured (jsdom), it draws nothing; the text alternative beside it still tells everything.
 * Measured and waiting for its turn, it is busy (`aria-busy`), as a chart's skeleton is
 * (ChartSkeleton): the screen is not settled till its charts have drawn.
 */
export function ChartBox({
  height,
  children,
}: {
  height: number;
  children: (width: number) => ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const drawn = useChartTurn(width > 0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) =>
      startTransition(() => setWidth(Math.floor(entry.contentRect.width))),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={ref} $height={height} aria-busy={width > 0 && !drawn}>
      {drawn && width > 0 && <Drawing>{children(width)}</Drawing>}
    </Box>
  );
}
