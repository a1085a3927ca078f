import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import BarChart, { type BarRow } from '@/components/charts/bar-chart';
import type { Tone } from '@/components/charts/chart-kit';
import type { Granularity } from '@/components/charts/point-labels';
import { formatCompact } from '@/features/health-metrics/format';
import { formatInteger } from '@/lib/format-number';
import { ChartFrame, SERIES_TONES, pointLabels, wave } from './chart-data';
import { componentDocs } from '../../support/docs-parameters';

interface BarChartArgs {
  bars: number;
  granularity: Granularity;
  average: number;
  swing: number;
  stacked: boolean;
  tone: Tone;
  goal: number;
  layout: 'vertical' | 'horizontal';
  height: number;
}

const meta = {
  tags: ['autodocs'],
  title: 'Components/Charts/Bar chart',
  parameters: {
    docs: componentDocs(
      'Bars for amounts per period (steps per hour, minutes per day). Use a line chart for values over continuous time. The chart is exposed as one image with a name, so keep the figure it summarises in text nearby.',
    ),
    layout: 'padded',
  },
  args: {
    bars: 7,
    granularity: 'day',
    average: 8400,
    swing: 2500,
    stacked: false,
    tone: 'primary',
    goal: 10000,
    layout: 'vertical',
    height: 240,
  },
  argTypes: {
    bars: { control: { type: 'number', min: 1, max: 90, step: 1 } },
    granularity: { control: 'select', options: ['day', 'hour'] },
    average: { control: { type: 'number', min: 0, step: 100 } },
    swing: { control: { type: 'number', min: 0, step: 100 } },
    stacked: { control: 'boolean', description: 'Two parts per bar, as sleep stages are drawn.' },
    tone: { control: 'select', options: SERIES_TONES, description: 'The (first) part’s tone.' },
    goal: {
      control: { type: 'number', min: 0, step: 500 },
      description: 'A dashed target line; 0 draws none.',
    },
    layout: {
      control: 'select',
      options: ['vertical', 'horizontal'],
      description: 'Horizontal draws one stack across the width (last night’s stages).',
    },
    height: { control: { type: 'number', min: 80, max: 480, step: 20 }, name: 'height (px)' },
  },
  render: ({ bars, granularity, average, swing, stacked, tone, goal, layout, height }) => {
    const labels = pointLabels(bars, granularity);
    const values = wave(labels.length, average, swing);
    const rows = labels.map((label, i): BarRow => {
      const value = Math.max(0, values[i] ?? 0);
      return stacked
        ? { label, first: Math.round(value * 0.7), second: Math.round(value * 0.3) }
        : { label, first: Math.round(value) };
    });
    const keys: { key: string; label: string; tone: Tone }[] = [
      { key: 'first', label: stacked ? 'Light' : 'Steps', tone },
      ...(stacked ? [{ key: 'second', label: 'Deep', tone: 'info' as const }] : []),
    ];
    return (
      <ChartFrame
        title="Bar chart"
        summaryId="bar-chart-summary"
        summary={`${rows.length} bars around ${formatInteger(average)}.`}
      >
        <BarChart
          rows={rows}
          keys={keys}
          granularity={granularity}
          format={formatInteger}
          tickFormat={formatCompact}
          goal={goal > 0 ? { value: goal } : undefined}
          layout={layout}
          height={height}
          label="Values by day"
          describedBy="bar-chart-summary"
        />
      </ChartFrame>
    );
  },
} satisfies Meta<BarChartArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const chart = await within(canvasElement).findByRole('img', { name: 'Values by day' });
    await expect(chart).toHaveAccessibleDescription('7 bars around 8,400.');
  },
};

export const Stacked: Story = {
  args: { stacked: true, average: 440, swing: 60, goal: 480, tone: 'primary' },
};
