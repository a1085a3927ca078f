import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '@mocks/db';
import { personaId, record } from '@mocks/testing/fixtures';
import { inkOn } from '../support/chart-ink';
import { screenDocs } from '../support/docs-parameters';

/* Nutrition on the demo account's small seed profile: each tab, with and without meals. */
const meta: Meta = {
  tags: ['autodocs'],
  title: 'Screens/Nutrition',
  parameters: {
    docs: screenDocs(
      'Nutrition: the meal log, the nutritional analysis of the day, recommendations and meal planning.',
    ),
    session: 'demo',
    route: '/nutrition',
  },
};
export default meta;
type Story = StoryObj;

const today = () => dayjs().format('YYYY-MM-DD');

/** One meal today, just after midnight, so every story has it whatever the hour. */
function mealsToday() {
  db.meal.deleteMany({
    where: { userId: { equals: personaId('demo') }, date: { equals: today() } },
  });
  record.meal(personaId('demo'), {
    date: today(),
    time: '00:05',
    description: 'Oatmeal with banana and walnuts',
    calories: 420,
    carbs: 62,
    protein: 12,
    fat: 14,
  });
}

const noMealsToday = () =>
  db.meal.deleteMany({
    where: { userId: { equals: personaId('demo') }, date: { equals: today() } },
  });

/** The Meal Log tab with one meal logged today. */
export const Default: Story = {
  parameters: { setup: mealsToday },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: "Today's meals" });
    await expect(list).toHaveTextContent('Oatmeal with banana and walnuts');
    await expect(list).toHaveTextContent('420 kcal · 62 g carbs · 12 g protein · 14 g fat');
  },
};

/** The Meal Log before the user has logged anything today. */
export const MealLogWithoutMeals: Story = {
  name: 'Meal Log, no meals today',
  parameters: { setup: noMealsToday },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No meals logged today' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Meal' })).toBeEnabled();
  },
};

/** The Nutritional Analysis tab: today's calories and nutrients against the targets. */
export const NutritionalAnalysis: Story = {
  name: 'Nutritional Analysis',
  parameters: { route: '/nutrition?tab=analysis', setup: mealsToday },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole('list', { name: "Today's nutrition" });
    await expect(cards).toHaveTextContent('420 kcal');
    await expect(cards).toHaveTextContent('19% of the 2,200 kcal daily target');
    const chart = await canvas.findByRole('img', { name: /^Calories entered per day/ });
    await waitFor(() => expect(inkOn(chart)).toBeGreaterThan(0));
  },
};

/** The Nutritional Analysis with no meals logged today: nothing to analyse yet. */
export const NutritionalAnalysisWithoutMeals: Story = {
  name: 'Nutritional Analysis, no meals today',
  parameters: { route: '/nutrition?tab=analysis', setup: noMealsToday },
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findByRole('list', { name: "Today's nutrition" });
    await expect(cards).toHaveTextContent('0 kcal');
  },
};

/** The Recommendations tab of a Premium user. */
export const Recommendations: Story = {
  parameters: { route: '/nutrition?tab=recommendations' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Tips' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Meals that spike your glucose' }),
    ).toBeVisible();
  },
};

/** The Recommendations tab of a Free user: locked, with the upgrade. */
export const RecommendationsFreePlan: Story = {
  name: 'Recommendations, Free plan',
  parameters: { route: '/nutrition?tab=recommendations', session: 'free' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Recommendations are locked' }),
    ).toBeVisible();
  },
};

/** The Meal Planning tab: the plan for the days ahead. */
export const MealPlanning: Story = {
  name: 'Meal Planning',
  parameters: { route: '/nutrition?tab=meal-planning' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const join = await canvas.findByRole('button', { name: 'Join Waitlist' });
    // Enabled once the user's place on the list has been read.
    await waitFor(() => expect(join).toBeEnabled());
    await userEvent.click(join);
    await expect(
      await canvas.findByRole('button', { name: "You're on the waitlist" }),
    ).toBeDisabled();
  },
};
