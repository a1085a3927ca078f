import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { nextPaint, useFakeFrames } from '@/testing/fake-frames';
import { useChartTurn } from './chart-turn';

function Chart({ name, ready = true }: { name: string; ready?: boolean }) {
  const drawn = useChartTurn(ready);
  return <p>{`${name}: ${drawn ? 'drawn' : 'frame'}`}</p>;
}

/** What each chart shows, in order. */
const shown = () => screen.getAllByRole('paragraph').map((item) => item.textContent);

describe('useChartTurn', () => {
  useFakeFrames();
  afterEach(cleanup);

  it('draws the charts one at a time, each after a paint', async () => {
    render(
      <>
        <Chart name="Steps" />
        <Chart name="Distance" />
        <Chart name="Calories" />
      </>,
    );
    expect(shown()).toEqual(['Steps: frame', 'Distance: frame', 'Calories: frame']);
    await nextPaint();
    expect(shown()).toEqual(['Steps: drawn', 'Distance: frame', 'Calories: frame']);
    await nextPaint();
    expect(shown()).toEqual(['Steps: drawn', 'Distance: drawn', 'Calories: frame']);
    await nextPaint();
    expect(shown()).toEqual(['Steps: drawn', 'Distance: drawn', 'Calories: drawn']);
  });

  it('waits for a chart till it is ready, without holding the others up', async () => {
    const { rerender } = render(
      <>
        <Chart name="Steps" ready={false} />
        <Chart name="Distance" />
      </>,
    );
    await nextPaint();
    await nextPaint();
    expect(shown()).toEqual(['Steps: frame', 'Distance: drawn']);
    rerender(
      <>
        <Chart name="Steps" />
        <Chart name="Distance" />
      </>,
    );
    await nextPaint();
    expect(shown()).toEqual(['Steps: drawn', 'Distance: drawn']);
  });

  it('passes the turn on when a chart leaves the page before it has drawn', async () => {
    const charts = (names: string[]) => names.map((name) => <Chart key={name} name={name} />);
    const { rerender } = render(charts(['Steps', 'Distance']));
    rerender(charts(['Distance']));
    await nextPaint();
    expect(shown()).toEqual(['Distance: drawn']);
  });
});
