import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { Tone } from '@/components/charts/chart-kit';
import Sparkline from '@/features/health-metrics/charts/sparkline';
import { SERIES_TONES, wave } from './chart-data';
import { componentDocs } from '../../support/docs-parameters';
import { inkOn } from '../../support/chart-ink';

interface SparklineArgs {
  points: number;
  average: number;
  swing: number;
  gapEvery: number;
  tone: Tone;
  width: number;
}

const meta = {
  tags: ['autodocs'],
  title: 'Components/Charts/Sparkline',
  parameters: {
    docs: componentDocs(
      'A tiny trend line beside a figure, with no axes: it shows direction only. The figure next to it carries the value; the sparkline is hidden from screen readers.',
    ),
    layout: 'padded',
  },
  args: { points: 14, average: 61, swing: 6, gapEvery: 0, tone: 'primary', width: 240 },
  argTypes: {
    points: { control: { type: 'number', min: 2, max: 90, step: 1 } },
    average: { control: { type: 'number', step: 1 } },
    swing: { control: { type: 'number', min: 0, step: 1 } },
    gapEvery: {
      control: { type: 'number', min: 0, max: 10, step: 1 },
      description:
        'Every nth value missing (0: none); with fewer than half present the values get dots.',
    },
    tone: { control: 'select', options: SERIES_TONES },
    width: { control: { type: 'number', min: 80, max: 600, step: 20 }, name: 'width (px)' },
  },
  render: ({ points, average, swing, gapEvery, tone, width }) => (
    <main style={{ width }} data-testid="sparkline">
      <Sparkline values={wave(points, average, swing, gapEvery)} tone={tone} />
    </main>
  ),
} satisfies Meta<SparklineArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Decoration beside a card's figures: hidden from assistive technology. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('sparkline');
    await expect(frame.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(inkOn(frame)).toBeGreaterThan(0));
  },
};
