import { describe, expect, it } from 'vitest';
import { signInOnTheCharger } from '@mocks/testing/health';
import { openWithReader, readThrough, readTo, startJourney } from '../screen-reader';

describe('the dashboard, as a screen reader speaks it', () => {
  it('says the Health Score and each card as a sentence: value, status and change', async () => {
    await startJourney('/dashboard', ['list', 'Health summary']);
    await readTo('heading, Health summary, level 2');
    const said = await readThrough('end of list, Health summary');
    // Each card: its name, its title, then one sentence; never a bare figure or a lone badge.
    expect(said.filter((phrase) => !/^(end of )?(list|listitem|heading),/.test(phrase))).toEqual([
      'Health Score 88 out of 100, Overall wellness, good, no change on the week before.',
      'Heart Rate 61 bpm, Resting HR, good, no change on the week before.',
      'Sleep Score 84 out of 100, 6 hours 52 minutes, good, down 3% on the week before.',
      'Daily Steps 5,015, vs yesterday, normal, up 4% on yesterday by this hour.',
      'Recovery 78%, Take it easy, normal, no change on the week before.',
      'HRV 61 ms, Stress resilience, good, down 3% on the week before.',
    ]);
    expect(said).toContain('listitem, Health Score, level 1, position 1, set size 6');
    expect(said).toContain('heading, Health Score, level 3');
  });

  it('says in words what has no reading: the steps of a day the watch was on the charger', async () => {
    await signInOnTheCharger();
    await openWithReader('/dashboard', ['list', 'Health summary']);
    await readTo('heading, Health summary, level 2');
    const said = await readThrough('end of list, Health summary');
    const sentences = said.filter((phrase) => !/^(end of )?(list|listitem|heading),/.test(phrase));
    expect(sentences).toContain('Daily Steps, no steps recorded today.');
    expect(sentences).toContain('HRV, no HRV recorded in the last 30 days.');
    expect(sentences.filter((sentence) => /no data|—/.test(sentence))).toEqual([]);
  });
});
