import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TrendChart, type TrendChartProps } from '@/features/glucose/charts/glucose-charts';
import { READINGS_PER_DAY, MINUTES_PER_READING, type GlucoseUnit } from '@/lib/health/glucose';
import { MEAL_TYPES, MEAL_TYPE_LABELS } from '@/lib/meals/rules';
import { GLUCOSE_UNITS } from '@/lib/settings/units';
import { ChartFrame } from './chart-data';
import { componentDocs } from '../../support/docs-parameters';
import { recordCanvasText, type CanvasText } from '../../support/chart-ink';

interface TrendChartArgs {
  unit: GlucoseUnit;
  average: number;
  swing: number;
  meals: number;
  gapHours: number;
}

/** A meal at each of these times, in MEAL_TYPES order. */
const MEAL_TIMES = ['07:30', '12:30', '19:00', '16:00'];

/** A day of readings every 5 minutes in mg/dL (as the API sends them), a rise after each meal. */
function dayOfReadings({ average, swing, meals, gapHours }: TrendChartArgs): (number | null)[] {
  const mealMinutes = MEAL_TIMES.slice(0, meals).map((time) => {
    const [h, m] = time.split(':').map(Number);
    return h * 60 + m;
  });
  const gapStart = 2 * 60;
  return Array.from({ length: READINGS_PER_DAY }, (_, i) => {
    const minute = i * MINUTES_PER_READING;
    if (minute >= gapStart && minute < gapStart + gapHours * 60) return null;
    const rise = mealMinutes.reduce((sum, start) => {
      const after = minute - start;
      return after > 0 && after < 150 ? sum + swing * Math.sin((Math.PI * after) / 150) : sum;
    }, 0);
    return Math.round(average - swing / 3 + 0.2 * swing * Math.sin(minute / 97) + rise);
  });
}

let drawn = new Map<string, CanvasText>();

const meta = {
  tags: ['autodocs'],
  title: 'Components/Charts/Glucose day',
  parameters: {
    docs: componentDocs(
      "One day of glucose readings against the target range, with meals marked and sensor gaps left as gaps. Values use the user's glucose unit. The chart is exposed as one image with a name.",
    ),
    layout: 'padded',
  },
  args: { unit: 'mg/dL', average: 110, swing: 60, meals: 3, gapHours: 0 },
  argTypes: {
    unit: { control: 'select', options: GLUCOSE_UNITS },
    average: {
      control: { type: 'number', min: 40, max: 300, step: 5 },
      name: 'fasting level (mg/dL)',
    },
    swing: {
      control: { type: 'number', min: 0, max: 200, step: 5 },
      name: 'rise after a meal (mg/dL)',
    },
    meals: { control: { type: 'number', min: 0, max: MEAL_TYPES.length, step: 1 } },
    gapHours: {
      control: { type: 'number', min: 0, max: 12, step: 1 },
      description: 'Hours without readings from 02:00 (a sensor gap).',
    },
  },
  render: (args) => {
    const meals: TrendChartProps['meals'] = MEAL_TYPES.slice(0, args.meals).map((type, i) => ({
      time: MEAL_TIMES[i],
      type,
      description: MEAL_TYPE_LABELS[type],
    }));
    return (
      <ChartFrame
        title="Glucose today"
        summaryId="glucose-day-summary"
        summary={`Readings every 5 minutes in ${args.unit}, with ${args.meals} meals marked.`}
      >
        <TrendChart
          readings={dayOfReadings(args)}
          meals={meals}
          unit={args.unit}
          label="Glucose over the day"
          describedBy="glucose-day-summary"
        />
      </ChartFrame>
    );
  },
  // The axes' labels are drawn on the chart's canvas: read as it draws them.
  beforeEach: () => {
    const recording = recordCanvasText();
    drawn = recording.texts;
    return recording.restore;
  },
} satisfies Meta<TrendChartArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('img', { name: 'Glucose over the day' });
    // The value axis is in the unit: 70, 180 and 250 mg/dL.
    await waitFor(() => expect([...drawn.keys()]).toContain('180'));
  },
};

export const MmolWithGap: Story = {
  name: 'mmol/L with a gap',
  args: { unit: 'mmol/L', gapHours: 4 },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('img', { name: 'Glucose over the day' });
    await waitFor(() => expect([...drawn.keys()]).toContain('10.0'));
  },
};
