import { screen, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@mocks/testing/fixtures';
import { resetDatabase } from '@mocks/persistence';
import { MEAL_LIMITS } from '@/lib/meals/rules';
import { documentRules, expectRulesRefused, ruleName, watchWrites } from '@/testing/document-rules';
import { renderInApp } from '@/testing/render-app';
import { MealDialog } from './meal-dialog';

// A photo the app could not shrink enough: one character over the document's limit.
vi.mock('./photo', () => ({
  shrinkPhoto: () =>
    Promise.resolve(
      `data:image/jpeg;base64,${'A'.repeat(MEAL_LIMITS.photoChars + 1 - 'data:image/jpeg;base64,'.length)}`,
    ),
}));

beforeEach(() => {
  resetDatabase('small');
});

describe('the meal dialog refuses what the server would, with its own words', () => {
  it("refuses each rule of the document's MealRequest before any request", async () => {
    const messages: Record<string, string> = {
      'time required': 'Enter the time of the meal',
      'date pattern': 'Enter a date from 1900 on',
      'date past': 'The date cannot be in the future',
      'description required': 'Describe the meal',
      'description minLength': 'Describe the meal',
      'description maxLength': 'Keep the description under 200 characters',
      'calories minimum': 'Calories must be between 0 and 5,000',
      'calories maximum': 'Calories must be between 0 and 5,000',
      'carbs minimum': 'Grams must be between 0 and 500',
      'carbs maximum': 'Grams must be between 0 and 500',
      'protein minimum': 'Grams must be between 0 and 500',
      'protein maximum': 'Grams must be between 0 and 500',
      'fat minimum': 'Grams must be between 0 and 500',
      'fat maximum': 'Grams must be between 0 and 500',
    };
    const labels = {
      time: 'Time',
      date: 'Date',
      description: 'Description',
      calories: 'Calories',
      carbs: 'Carbs (g)',
      protein: 'Protein (g)',
      fat: 'Fat (g)',
    };
    const lastWeek = dayjs().subtract(7, 'day').format('YYYY-MM-DD');
    await signIn('demo');
    const mealWrites = watchWrites('/api/meals');
    const { user } = renderInApp(<MealDialog open onOpenChange={() => {}} date={lastWeek} />);
    const form = await screen.findByRole('dialog', { name: 'Log Meal' });
    const rules = documentRules('MealRequest');
    // Controls that hold nothing else: the type is chosen from the document's values, the time
    // input holds HH:mm or nothing, the date input YYYY-MM-DD or nothing, and the photo is the
    // app's own.
    const [typeRule] = rules.filter((rule) => ruleName(rule) === 'type enum');
    const typeOptions = within(form)
      .getAllByRole<HTMLOptionElement>('option')
      .map((option) => option.value);
    expect(typeOptions).toEqual(typeRule.allowed);
    expect(within(form).getByLabelText('Time')).toHaveAttribute('type', 'time');
    expect(within(form).getByLabelText('Date')).toHaveAttribute('type', 'date');
    await expectRulesRefused(form, rules, {
      messages,
      labels,
      valid: { time: '12:30', date: lastWeek, description: 'Chicken salad' },
      submit: 'Log meal',
      held: [
        'type required',
        'type enum',
        'time pattern',
        'time maxLength',
        // A time is in the future only on today's date: the form's rules refuse it (meals.test.ts).
        'time past',
        'date maxLength',
        'photo maxLength',
        'photo pattern',
      ],
    });

    // A photo over the limit is said beside the photo, and the meal is not sent.
    await user.upload(
      within(form).getByLabelText('Add a photo'),
      new File(['photo'], 'meal.jpg', { type: 'image/jpeg' }),
    );
    expect(
      await within(form).findByText(
        'The photo is too large: keep it under 60 KB (the app shrinks photos to 320 px)',
      ),
    ).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Log meal' }));
    expect(mealWrites()).toEqual([]);
  });
});
