import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { emptyMeal, toMealRequest, typeForTime, validateMealForm } from './form';
import { responseNote } from './response';
import { isFutureMeal } from '@/lib/meals/rules';

describe('the meal form', () => {
  it('starts a meal of today now, typed by the clock, and an earlier day at midday', () => {
    const now = dayjs('2026-03-14T08:05');
    expect(emptyMeal('2026-03-14', now)).toMatchObject({ time: '08:05', type: 'breakfast' });
    expect(emptyMeal('2026-03-10', now)).toMatchObject({ time: '12:00', type: 'lunch' });
    expect(typeForTime('19:30')).toBe('dinner');
    expect(typeForTime('16:00')).toBe('snack');
  });

  it('sends empty macros as null and numbers as numbers', () => {
    // Formik hands a number input's value over as a number, other fields as text.
    const values = {
      ...emptyMeal('2026-03-10'),
      description: ' Oatmeal ',
      carbs: 62,
      protein: '12',
      fat: '',
    };
    expect(toMealRequest(values)).toMatchObject({
      description: 'Oatmeal',
      carbs: 62,
      protein: 12,
      fat: null,
    });
  });

  it('refuses a missing description, a macro out of range and a meal in the future', async () => {
    const yesterday = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    const base = { ...emptyMeal(yesterday), description: 'Toast' };
    expect(await validateMealForm({ ...base, description: ' ' })).toEqual({
      description: 'Describe the meal',
    });
    expect(await validateMealForm({ ...base, carbs: '600' })).toEqual({
      carbs: 'Grams must be between 0 and 500',
    });
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    expect(await validateMealForm({ ...base, date: tomorrow })).toMatchObject({
      time: 'A meal cannot be logged in the future',
    });
    expect(isFutureMeal('2026-03-14', '12:00', new Date(2026, 2, 14, 11, 59))).toBe(true);
  });
});

describe('responseNote', () => {
  const response = { baseline: 92, peak: 130, peakAfterMinutes: 45, rise: 38 };

  it('says the peak rise and the path in the unit', () => {
    expect(responseNote({ response, responseStatus: 'complete' }, 'mg/dL')).toBe(
      'Peak rise +38 mg/dL at 45 min (from 92 mg/dL to 130 mg/dL).',
    );
    // 38 / 18.0156 = 2.11; 92 → 5.11; 130 → 7.22.
    expect(responseNote({ response, responseStatus: 'complete' }, 'mmol/L')).toBe(
      'Peak rise +2.1 mmol/L at 45 min (from 5.1 mmol/L to 7.2 mmol/L).',
    );
  });

  it('says "No rise" when glucose did not rise, never a peak below its baseline', () => {
    // The journey's 10:00 snack: baseline 104 mg/dL, glucose only fell after it.
    const flat = { baseline: 104, peak: 104, peakAfterMinutes: 0, rise: 0 };
    expect(responseNote({ response: flat, responseStatus: 'complete' }, 'mg/dL')).toBe(
      'No rise (from 104 mg/dL, no reading higher in the 2 hours after).',
    );
    expect(responseNote({ response: flat, responseStatus: 'pending' }, 'mmol/L')).toBe(
      'No rise so far (from 5.8 mmol/L, no reading higher since); still measuring the 2 hours after it.',
    );
    // A rise of 0.8 mg/dL reads as +1 mg/dL, but as 0.0 mmol/L (0.04): no rise in that unit.
    const slight = { baseline: 104.2, peak: 105, peakAfterMinutes: 10, rise: 0.8 };
    expect(responseNote({ response: slight, responseStatus: 'complete' }, 'mg/dL')).toBe(
      'Peak rise +1 mg/dL at 10 min (from 104 mg/dL to 105 mg/dL).',
    );
    expect(responseNote({ response: slight, responseStatus: 'complete' }, 'mmol/L')).toBe(
      'No rise (from 5.8 mmol/L, no reading higher in the 2 hours after).',
    );
  });

  it('is honest about a meal still measuring, or without readings', () => {
    expect(responseNote({ response, responseStatus: 'pending' }, 'mg/dL')).toMatch(/so far/);
    expect(responseNote({ response: null, responseStatus: 'pending' }, 'mg/dL')).toBe(
      'Glucose response: waiting for readings after this meal.',
    );
    expect(responseNote({ response: null, responseStatus: 'noReadings' }, 'mg/dL')).toBe(
      'No glucose readings around this meal.',
    );
  });
});
