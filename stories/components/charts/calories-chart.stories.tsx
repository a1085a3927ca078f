import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import CaloriesChart from '@/features/nutrition/charts/calories-chart';
import { ChartFrame, pointLabels, wave } from './chart-data';
import { componentDocs } from '../../support/docs-parameters';
import { recordCanvasText, type CanvasText } from '../../support/chart-ink';

interface CaloriesChartArgs {
  days: number;
  target: number;
  calories: number;
  carbs: number;
  protein: number;
  fat: number;
  swing: number;
}

const meta = {
  tags: ['autodocs'],
  title: 'Components/Charts/Calories',
  parameters: {
    docs: componentDocs(
      'Calories eaten over the week on the Nutrition screen: the bar chart, each bar the calories entered that day split by the energy share of each macro, with the target as a dashed line. Under the bars, as many day labels as fit the width. The chart is exposed as one image with a name, so keep the figures it shows in text nearby.',
    ),
    layout: 'padded',
  },
  // 1,930 kcal is what the grams give (4, 4 and 9 kcal a gram); other calories scale the split.
  args: { days: 7, target: 2000, calories: 1930, carbs: 230, protein: 95, fat: 70, swing: 20 },
  argTypes: {
    days: { control: { type: 'number', min: 1, max: 7, step: 1 }, description: 'Up to a week.' },
    target: { control: { type: 'number', min: 0, max: 5000, step: 100 }, name: 'target (kcal)' },
    calories: {
      control: { type: 'number', min: 0, max: 5000, step: 10 },
      name: 'calories entered (kcal a day)',
    },
    carbs: { control: { type: 'number', min: 0, step: 5 }, name: 'carbohydrates (g a day)' },
    protein: { control: { type: 'number', min: 0, step: 5 }, name: 'protein (g a day)' },
    fat: { control: { type: 'number', min: 0, step: 5 }, name: 'fat (g a day)' },
    swing: {
      control: { type: 'range', min: 0, max: 50, step: 5 },
      name: 'day to day (%)',
    },
  },
  render: ({ days, target, calories, carbs, protein, fat, swing }) => {
    const factors = wave(days, 1, swing / 100);
    const rows = pointLabels(days, 'day').map((date, i) => {
      const factor = factors[i] ?? 1;
      return {
        date,
        calories: Math.round(calories * factor),
        carbs: Math.round(carbs * factor),
        protein: Math.round(protein * factor),
        fat: Math.round(fat * factor),
      };
    });
    return (
      <ChartFrame
        title="Calories"
        summaryId="calories-summary"
        summary={`${days} days of calories by macro against a ${target} kcal target.`}
      >
        <CaloriesChart
          days={rows}
          target={target}
          label="Calories by day"
          describedBy="calories-summary"
        />
      </ChartFrame>
    );
  },
} satisfies Meta<CaloriesChartArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const chart = await within(canvasElement).findByRole('img', { name: 'Calories by day' });
    await expect(chart).toHaveAccessibleDescription(
      '7 days of calories by macro against a 2000 kcal target.',
    );
  },
};

let drawn = new Map<string, CanvasText>();

/** The width the chart has in the Nutrition screen's card on a 375 px phone. */
const PHONE_CHART_WIDTH = 293;

export const OnAPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: PHONE_CHART_WIDTH }}>
        <Story />
      </div>
    ),
  ],
  // The day labels are drawn on the chart's canvas: read as it draws them.
  beforeEach: () => {
    const recording = recordCanvasText();
    drawn = recording.texts;
    return recording.restore;
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('img', { name: 'Calories by day' });
    const dayLabels = () => [...drawn.values()].filter(({ text }) => /^\w{3} \d+$/.test(text));
    await waitFor(() => expect(dayLabels().length).toBeGreaterThan(1));
    // Left to right, each day's label ends before the next one begins.
    const boxes = dayLabels().sort((a, b) => a.left - b.left);
    for (const [i, box] of boxes.slice(1).entries()) {
      await expect(box.left).toBeGreaterThan(boxes[i].right);
    }
  },
};
