import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextPaint, useFakeFrames } from '@/testing/fake-frames';
import { ChartBox } from './chart-box';

const renderBox = () =>
  render(<ChartBox height={120}>{(width) => <p>{`Drawn at ${width} px`}</p>}</ChartBox>);

const box = () => document.querySelector('[aria-busy]');

describe('ChartBox', () => {
  useFakeFrames();
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('is busy once measured till its turn has come and the chart has drawn', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 320,
    } as DOMRect);
    renderBox();
    expect(box()).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Drawn at 320 px')).not.toBeInTheDocument();
    await nextPaint();
    expect(screen.getByText('Drawn at 320 px')).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-busy', 'false');
  });

  it('is not busy while it has no width, for it will not draw', async () => {
    renderBox();
    await nextPaint();
    expect(box()).toHaveAttribute('aria-busy', 'false');
  });
});
