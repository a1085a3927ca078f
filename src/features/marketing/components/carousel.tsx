import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useRef, type FocusEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from '@/components/button';
import { useCarousel } from './use-carousel';

const Region = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
`;

/**
 * Every slide sits in the same cell, the one showing on top of the others hidden: the carousel is
 * as tall as its tallest slide whichever shows, so a turn moves nothing around it, and a slide
 * shown again is the same one, not the last one's text rewritten (which a browser counts as text
 * moving).
 */
const Slides = styled.div`
  display: grid;
  > * {
    grid-area: 1 / 1;
  }
  > [aria-hidden='true'] {
    visibility: hidden;
  }
`;

/** A 44 px target around a small dot. */
const Dot = styled.button`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    width: 12px;
    height: 12px;
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 2px solid ${({ theme }) => theme.color.primary};
  }
  &[aria-current='true']::before {
    background: ${({ theme }) => theme.color.primary};
  }
`;

interface CarouselProps<T> {
  /** What the carousel holds, e.g. 'Testimonials'; its controls are named after `itemName`. */
  label: string;
  itemName: string;
  items: T[];
  intervalMs: number;
  renderItem: (item: T) => ReactNode;
}

/**
 * An accessible carousel (WAI-ARIA Authoring Practices, carousel pattern): one slide at a time,
 * named "n of N"; previous, next and one dot per slide, each with a name; a Pause button; it holds
 * still on hover and keyboard focus and under reduced motion, and a screen reader hears the new
 * slide whenever it is not rotating by itself.
 */
export function Carousel<T>({ label, itemName, items, intervalMs, renderItem }: CarouselProps<T>) {
  const carousel = useCarousel(items.length, intervalMs);
  const region = useRef<HTMLElement>(null);
  const { setFocused, setHovered } = carousel;
  // A page rendered at build time shows before its script runs: the pointer or focus may be in the
  // carousel already, and it must hold still for them from the start.
  useEffect(() => {
    setFocused(region.current?.matches(':focus-within') ?? false);
    setHovered(region.current?.matches(':hover') ?? false);
  }, [setFocused, setHovered]);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      carousel.setFocused(false);
    }
  };
  return (
    <Region
      ref={region}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={onBlur}
    >
      <Controls>
        {!carousel.reducedMotion && (
          <IconButton
            type="button"
            aria-label={
              carousel.paused
                ? `Start rotating ${label.toLowerCase()}`
                : `Pause ${label.toLowerCase()}`
            }
            onClick={carousel.togglePaused}
          >
            {carousel.paused ? (
              <Play size={20} aria-hidden="true" />
            ) : (
              <Pause size={20} aria-hidden="true" />
            )}
          </IconButton>
        )}
        <IconButton type="button" aria-label={`Previous ${itemName}`} onClick={carousel.previous}>
          <ChevronLeft size={22} aria-hidden="true" />
        </IconButton>
        <Dots>
          {items.map((_, i) => (
            <Dot
              key={i}
              type="button"
              aria-label={`Show ${itemName} ${i + 1} of ${items.length}`}
              aria-current={i === carousel.index}
              onClick={() => carousel.goTo(i)}
            />
          ))}
        </Dots>
        <IconButton type="button" aria-label={`Next ${itemName}`} onClick={carousel.next}>
          <ChevronRight size={22} aria-hidden="true" />
        </IconButton>
      </Controls>
      <Slides aria-live={carousel.rotating ? 'off' : 'polite'} aria-atomic="true">
        {items.map((item, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${items.length}`}
            aria-hidden={i !== carousel.index}
            inert={i !== carousel.index}
          >
            {renderItem(item)}
          </div>
        ))}
      </Slides>
    </Region>
  );
}
