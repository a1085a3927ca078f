import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AgpChart } from '@/features/glucose/charts/glucose-charts';
import type { AgpPoint, GlucoseUnit } from '@/lib/health/glucose';
import { GLUCOSE_UNITS } from '@/lib/settings/units';
import { ChartFrame } from './chart-data';
import { componentDocs } from '../../support/docs-parameters';
import { recordCanvasText, type CanvasText } from '../../support/chart-ink';

interface AgpChartArgs {
  unit: GlucoseUnit;
  median: number;
  swing: number;
  spread: number;
}

const SLOT_MINUTES = 15;

/** A profile in mg/dL: the median rising by `swing` through the day, the bands `spread` wide. */
function profile({ median, swing, spread }: AgpChartArgs): AgpPoint[] {
  return Array.from({ length: (24 * 60) / SLOT_MINUTES }, (_, slot) => {
    const minute = slot * SLOT_MINUTES;
    const p50 = Math.round(median + swing * Math.sin((Math.PI * (minute - 360)) / 720) ** 2);
    return {
      minute,
      p5: Math.max(40, p50 - spread),
      p25: Math.max(40, p50 - spread / 2),
      p50,
      p75: p50 + spread / 2,
      p95: p50 + spread,
    };
  });
}

let drawn = new Map<string, CanvasText>();

const meta = {
  tags: ['autodocs'],
  title: 'Components/Charts/Glucose profile (AGP)',
  parameters: {
    docs: componentDocs(
      "The ambulatory glucose profile: glucose by time of day over a period, as median and percentile bands, with the target range marked; it follows the standard AGP layout clinicians know. Values use the user's glucose unit. The chart is exposed as one image with a name.",
    ),
    layout: 'padded',
  },
  args: { unit: 'mg/dL', median: 115, swing: 40, spread: 50 },
  argTypes: {
    unit: { control: 'select', options: GLUCOSE_UNITS },
    median: {
      control: { type: 'number', min: 40, max: 300, step: 5 },
      name: 'median at night (mg/dL)',
    },
    swing: {
      control: { type: 'number', min: 0, max: 150, step: 5 },
      name: 'rise by day (mg/dL)',
    },
    spread: {
      control: { type: 'number', min: 0, max: 120, step: 5 },
      name: 'median to 5th/95th (mg/dL)',
      description: 'The 25th–75th band is half as wide.',
    },
  },
  render: (args) => (
    <ChartFrame
      title="Glucose profile"
      summaryId="agp-summary"
      summary={`The median and percentile bands of each 15 minutes of the day, in ${args.unit}.`}
    >
      <AgpChart
        agp={profile(args)}
        unit={args.unit}
        label="Ambulatory glucose profile"
        describedBy="agp-summary"
      />
    </ChartFrame>
  ),
  // The axes' labels are drawn on the chart's canvas: read as it draws them.
  beforeEach: () => {
    const recording = recordCanvasText();
    drawn = recording.texts;
    return recording.restore;
  },
} satisfies Meta<AgpChartArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('img', {
      name: 'Ambulatory glucose profile',
    });
    await waitFor(() => expect([...drawn.keys()]).toContain('180'));
  },
};
