/**
 * Runs `callback` in a task after the browser's next paint: a frame, then a task after it.
 * Returns a function that cancels it, whichever step it is at.
 */
export function afterNextPaint(callback: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
