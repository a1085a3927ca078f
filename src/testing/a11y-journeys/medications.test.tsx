import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  activate,
  forget,
  hear,
  readThrough,
  spoken,
  startJourney,
  typeInto,
} from '../screen-reader';

describe('medications, as a screen reader speaks them', () => {
  it('adds a medication, marks its dose taken, and hears the toasts and the new adherence', async () => {
    await startJourney('/medications', ['list', 'Doses due today']);
    await activate('button, Add Medication');
    await hear(/^dialog, Add Medication/);
    await typeInto(/^textbox, Name/, 'Metformin');
    await typeInto(/^textbox, Dosage/, '500 mg');
    await forget();
    await activate('button, Add Medication');
    // The toast: its title and its text, said together.
    await hear(
      'polite: Medication added Metformin interacts with Vitamin B12: see Interaction Check.',
    );

    await forget();
    await activate('button, Mark Taken: Metformin 500 mg at 08:00');
    await hear('polite: Dose taken Metformin 500 mg at 08:00 taken at 15:30.');

    await activate(/^tab, Medication History/);
    await screen.findByRole('table');
    const said = await readThrough(/^row, Metformin/);
    expect(said).toContain('row, All scheduled medicines 54% (19 of 35) 68% (48 of 71)');
    expect(said.at(-1)).toBe('row, Metformin 500 mg 100% (1 of 1) 100% (1 of 1)');
    expect(await spoken()).not.toContain('graphic');
  }, 60_000);
});
