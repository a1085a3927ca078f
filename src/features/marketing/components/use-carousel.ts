import { useCallback, useEffect, useState } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** True while the visitor asks the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
  );
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION);
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => setReduced(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
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
