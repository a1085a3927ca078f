import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeModeProvider } from '@/theme/theme-mode';
import { Carousel } from './carousel';

const SLIDES = ['Alpha', 'Bravo', 'Charlie'];

function renderCarousel(intervalMs = 5000) {
  return render(
    <ThemeModeProvider>
      <Carousel
        label="Testimonials"
        itemName="testimonial"
        items={SLIDES}
        intervalMs={intervalMs}
        renderItem={(item) => <p>{item}</p>}
      />
    </ThemeModeProvider>,
  );
}

const shown = () => screen.getByRole('group').textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Makes the system ask for reduced motion, or not. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('the carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    prefersReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('moves on exactly every interval and wraps after the last slide', () => {
    renderCarousel(5000);
    expect(shown()).toBe('Alpha');
    expect(screen.getByRole('group')).toHaveAccessibleName('1 of 3');
    advance(4999);
    expect(shown()).toBe('Alpha');
    advance(1);
    expect(shown()).toBe('Bravo');
    advance(5000);
    expect(shown()).toBe('Charlie');
    advance(5000);
    expect(shown()).toBe('Alpha');
  });

  it('keeps every slide in the page, hidden and out of reach but the one showing, so its height never changes', () => {
    renderCarousel(5000);
    advance(5000);
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.textContent)).toEqual(SLIDES);
    expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual([
      'true',
      'false',
      'true',
    ]);
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([true, false, true]);
  });

  it('keeps its own interval (6000 ms on the testimonials page)', () => {
    renderCarousel(6000);
    advance(5000);
    expect(shown()).toBe('Alpha');
    advance(1000);
    expect(shown()).toBe('Bravo');
  });

  it('previous, next and the dots move it, wrapping both ways, and the wait starts again', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(shown()).toBe('Charlie');
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(shown()).toBe('Alpha');
    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 2 of 3' }));
    expect(shown()).toBe('Bravo');
    expect(screen.getByRole('button', { name: 'Show testimonial 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Focus left the controls (a click by mouse), so it turns again, a full interval later.
    fireEvent.blur(screen.getByRole('button', { name: 'Show testimonial 2 of 3' }));
    advance(4999);
    expect(shown()).toBe('Bravo');
    advance(1);
    expect(shown()).toBe('Charlie');
  });

  it('holds still while hovered or focused, and announces slides meanwhile', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Testimonials' });
    const live = screen.getByRole('group').parentElement!;
    expect(live).toHaveAttribute('aria-live', 'off');
    fireEvent.mouseEnter(region);
    advance(20000);
    expect(shown()).toBe('Alpha');
    expect(live).toHaveAttribute('aria-live', 'polite');
    fireEvent.mouseLeave(region);
    act(() => screen.getByRole('button', { name: 'Next testimonial' }).focus());
    expect(shown()).toBe('Alpha');
    advance(20000);
    expect(shown()).toBe('Alpha');
    act(() => screen.getByRole('button', { name: 'Next testimonial' }).blur());
    advance(5000);
    expect(shown()).toBe('Bravo');
  });

  it('Pause stops it until Start rotating', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Start rotating testimonials' }));
    advance(20000);
    expect(shown()).toBe('Alpha');
    fireEvent.click(screen.getByRole('button', { name: 'Start rotating testimonials' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause testimonials' }));
    advance(5000);
    expect(shown()).toBe('Bravo');
  });

  it('never turns by itself when the system asks for reduced motion; the controls still work', () => {
    prefersReducedMotion(true);
    renderCarousel();
    advance(60000);
    expect(shown()).toBe('Alpha');
    expect(screen.queryByRole('button', { name: 'Pause testimonials' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(shown()).toBe('Bravo');
  });
});
