import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function onReducedMotionChange(changed: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', changed);
  return () => query?.removeEventListener('change', changed);
}

/**
 * True while the visitor asks the system for less motion. A page rendered at build time knows no
 * system: it renders, and hydrates, as if motion were allowed, then follows the system.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    onReducedMotionChange,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

/**
 * A carousel's state: it moves to the next slide every `intervalMs`, wrapping after the
 * last, and previous, next and a slide's own dot move it by hand (the wait then starts again). It
 * holds still while the pointer is over it or focus is inside it, after the visitor pressed Pause,
 * and always when the system asks for reduced motion.
 */
export function useCarousel(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = count > 1 && !reducedMotion && !paused && !hovered && !focused;

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => goTo(index + 1), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, index, intervalMs, goTo]);

  return {
    index,
    /** False while held still for any reason; the slide is then announced when it changes. */
    rotating,
    /** Auto-advance is off for good: the system asks for reduced motion. */
    reducedMotion,
    paused,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    goTo,
    togglePaused: () => setPaused((value) => !value),
    setHovered,
    setFocused,
  };
}
