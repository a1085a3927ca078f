import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';

/**
 * Charts draw one at a time, each after the browser has painted what came before: a screen's
 * text, its empty chart frames, then the charts one by one. A tab of 90-day charts drawn in one
 * commit was one main-thread task of several hundred milliseconds (decision record 0017); in
 * turns, each is one chart's render, itself rendered as a transition so React yields within it.
 */

interface Turn {
  draw: () => void;
}

/** Charts waiting to draw, first asked first; the one drawing; whether a turn is scheduled. */
const waiting: Turn[] = [];
let drawing: Turn | null = null;
let scheduled = false;

function scheduleNext() {
  if (scheduled || drawing || waiting.length === 0) return;
  scheduled = true;
  afterNextPaint(() => {
    scheduled = false;
    if (drawing) return;
    drawing = waiting.shift() ?? null;
    drawing?.draw();
  });
}

/**
 * Queues `draw`, called in the chart's turn; the function returned ends the turn (the chart has
 * drawn, or left the page before) or leaves the queue, so the next chart may draw.
 */
function takeTurn(draw: () => void): () => void {
  const turn: Turn = { draw };
  waiting.push(turn);
  scheduleNext();
  return () => {
    if (drawing === turn) drawing = null;
    else if (waiting.includes(turn)) waiting.splice(waiting.indexOf(turn), 1);
    scheduleNext();
  };
}

/**
 * Whether the chart may draw yet: false till `ready` and its turn has come, then true for good.
 * The caller keeps the chart's frame at its size meanwhile, so nothing moves when it draws.
 */
export function useChartTurn(ready: boolean): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!ready || drawn) return;
    return takeTurn(() => startTransition(() => setDrawn(true)));
  }, [ready, drawn]);
  return drawn;
}
