import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearInjectedFailures, injectFailure } from '@mocks/failures';
import { activate, forget, hear, readThrough, startJourney, typeInto } from '../screen-reader';

describe('meals and glucose, as a screen reader speaks them', () => {
  it('logs a meal and hears its glucose response; a failed save is spoken as it happens', async () => {
    await startJourney('/nutrition', ['list', "Today's meals"]);
    await activate('button, Log Meal');
    await hear(/^dialog, Log Meal/);
    await typeInto(/^Time/, '10:00');
    await typeInto(/^textbox, Description/, 'Oatmeal with banana');
    await typeInto(/^Carbs \(g\)/, '60');
    injectFailure({ path: '/api/meals', method: 'POST', status: 503 });
    await forget();
    await activate('button, Log meal');
    await hear('alert: Not saved The service is temporarily unavailable.');
    clearInjectedFailures();
    await forget();
    await activate('button, Log meal');
    await hear(
      'polite: Meal logged Snack at 10:00 on March 4, 2026. No rise (from 104 mg/dL, no reading higher in the 2 hours after).',
    );
  }, 60_000);

  it('opens CGM and hears time in range, the day in figures and the AGP summary', async () => {
    await startJourney('/cgm', ['list', 'Glucose summary']);
    const day = await readThrough(/^heading, Meal Log/);
    // Each tile: its name, then one sentence; never a bare figure or a note in pieces.
    const tiles = day.slice(
      day.indexOf('list, Glucose summary'),
      day.indexOf('end of list, Glucose summary'),
    );
    expect(tiles.filter((phrase) => !/^(end of )?(list|listitem|heading),/.test(phrase))).toEqual([
      "95 mg/dL, the mean of 186 readings, 100% of the day's.",
      'Lowest reading 81 mg/dL, highest 122 mg/dL.',
      '100% of readings in range (70–180 mg/dL), against a target of over 70%; 100% in the tight range (70–140 mg/dL).',
      'Coefficient of variation 10.1%, stable (stable at 36% or less); standard deviation 10 mg/dL.',
    ]);
    expect(day).toContain('heading, Time in Range, level 3');
    expect(day).toContain(
      'Your glucose averaged 95 mg/dL with 100% of readings in range (70–180 mg/dL), above the 70% target; no readings were low; variability was stable (CV 10.1%, stable at 36% or less).',
    );
    await activate(/^tab, Weekly Trends/);
    await screen.findByRole('heading', { name: 'Ambulatory Glucose Profile (AGP)' });
    const weeks = await readThrough(/^heading, Time in Ranges/);
    expect(weeks).toEqual(
      expect.arrayContaining([
        'heading, Ambulatory Glucose Profile (AGP), level 2',
        'Over the last 14 days your median glucose was lowest around 00:00 (88 mg/dL) and highest around 19:30 (143 mg/dL); 90% of readings at any time of day lay within 54–171 mg/dL; the target band is 70–180 mg/dL.',
      ]),
    );
  }, 60_000);
});
