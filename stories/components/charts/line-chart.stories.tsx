import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Tone } from '@/components/charts/chart-kit';
import LineChart, { type LineSeriesInput } from '@/features/health-metrics/charts/line-chart';
import type { Granularity } from '@/components/charts/point-labels';
import { ChartFrame, SERIES_TONES, pointLabels, wave } from './chart-data';
import { componentDocs } from '../../support/docs-parameters';

interface LineChartArgs {
  points: number;
  granularity: Granularity;
  average: number;
  swing: number;
  gapEvery: number;
  tone: Tone;
  display: NonNullable<LineSeriesInput['display']>;
  unit: string;
  height: number;
}

const meta = {
  tags: ['autodocs'],
  title: 'Components/Charts/Line chart',
  parameters: {
    docs: componentDocs(
      'A line for values over continuous time (heart rate, weight), one or more series. Use a bar chart for amounts per period. The chart is exposed as one image with a name, so keep the latest value in text nearby.',
    ),
    layout: 'padded',
  },
  args: {
    points: 14,
    granularity: 'day',
    average: 61,
    swing: 6,
    gapEvery: 0,
    tone: 'danger',
    display: 'line',
    unit: 'bpm',
    height: 240,
  },
  argTypes: {
    points: {
      control: { type: 'number', min: 2, max: 90, step: 1 },
      description: 'Days (or hours, up to 24); beyond 31 the dots give way to the line alone.',
    },
    granularity: { control: 'select', options: ['day', 'hour'] },
    average: { control: { type: 'number', step: 1 } },
    swing: { control: { type: 'number', min: 0, step: 1 } },
    gapEvery: {
      control: { type: 'number', min: 0, max: 10, step: 1 },
      description: 'Every nth value missing (0: none), drawn as a gap.',
    },
    tone: { control: 'select', options: SERIES_TONES },
    display: {
      control: 'select',
      options: ['line', 'points'],
      description: "'points' draws measurements as dots without a line (weighings).",
    },
    unit: { control: 'select', options: ['bpm', 'ms', 'kg', 'h'] },
    height: { control: { type: 'number', min: 120, max: 480, step: 20 }, name: 'height (px)' },
  },
  render: ({ points, granularity, average, swing, gapEvery, tone, display, unit, height }) => {
    const labels = pointLabels(points, granularity);
    const values = wave(labels.length, average, swing, gapEvery);
    const series: LineSeriesInput[] = [
      {
        id: 'value',
        label: 'Value',
        tone,
        display,
        points: labels.map((x, i) => ({ x, y: values[i] })),
      },
    ];
    return (
      <ChartFrame
        title="Line chart"
        summaryId="line-chart-summary"
        summary={`${labels.length} ${granularity === 'day' ? 'days' : 'hours'} around ${average} ${unit}.`}
      >
        <LineChart
          series={series}
          granularity={granularity}
          format={(value) => `${value} ${unit}`}
          height={height}
          label="Values over time"
          describedBy="line-chart-summary"
        />
      </ChartFrame>
    );
  },
} satisfies Meta<LineChartArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const chart = await within(canvasElement).findByRole('img', { name: 'Values over time' });
    await expect(chart).toHaveAccessibleDescription('14 days around 61 bpm.');
  },
};

export const Weighings: Story = {
  args: {
    points: 30,
    average: 72,
    swing: 1,
    gapEvery: 3,
    tone: 'info',
    display: 'points',
    unit: 'kg',
  },
};
