import { describe, expect, it } from 'vitest';
import { adherenceDays, adherenceOf, daysEnding, sumDays } from './adherence';
import { decodeDoses, doseId, encodeDoses, parseDoseId, type DoseDays } from './doses';
import { findInteractions, ingredientsOf, interactionsWith } from './interactions';
import { medicationSchema } from './medication-schema';
import { doseStatus, dueTimesOn, frequencyText, type Medication } from './schedule';

const medication = (overrides: Partial<Medication>): Medication => ({
  id: 'm',
  name: 'Metformin',
  dosage: '500 mg',
  frequency: 'daily',
  type: 'prescription',
  startDate: '2026-03-02',
  reminderTimes: ['08:00'],
  notes: null,
  ...overrides,
});

describe('the schedule from reminder times', () => {
  it('lists every reminder time in order, from the start date on', () => {
    const twice = medication({ frequency: 'twice_daily', reminderTimes: ['20:00', '08:00'] });
    expect(dueTimesOn(twice, '2026-03-05')).toEqual(['08:00', '20:00']);
    expect(dueTimesOn(twice, '2026-03-01')).toEqual([]);
    const thrice = medication({
      frequency: 'three_times_daily',
      reminderTimes: ['14:00', '08:00', '20:00'],
    });
    expect(dueTimesOn(thrice, '2026-03-02')).toEqual(['08:00', '14:00', '20:00']);
  });

  it('puts a weekly medicine on the weekday of its start date only', () => {
    // 2026-03-02 is a Monday.
    const weekly = medication({ frequency: 'weekly', reminderTimes: ['09:00'] });
    expect(dueTimesOn(weekly, '2026-03-09')).toEqual(['09:00']);
    expect(dueTimesOn(weekly, '2026-03-10')).toEqual([]);
    expect(frequencyText(weekly)).toBe('Weekly on Mondays');
  });

  it('never schedules an as-needed medicine', () => {
    expect(
      dueTimesOn(medication({ frequency: 'as_needed', reminderTimes: [] }), '2026-03-09'),
    ).toEqual([]);
  });

  it('reads a dose as upcoming, due for an hour, then missed; taken wins', () => {
    const eight = 8 * 60;
    expect(doseStatus('08:00', false, eight - 1)).toBe('upcoming');
    expect(doseStatus('08:00', false, eight)).toBe('due');
    expect(doseStatus('08:00', false, eight + 60)).toBe('due');
    expect(doseStatus('08:00', false, eight + 61)).toBe('missed');
    expect(doseStatus('08:00', true, eight + 300)).toBe('taken');
  });
});

describe('the dose history text', () => {
  it('round-trips days with gaps', () => {
    const days: DoseDays = new Map([
      ['2026-03-01', [{ time: '08:00', takenAt: '08:12' }]],
      [
        '2026-03-03',
        [
          { time: '20:00', takenAt: '21:05' },
          { time: '08:00', takenAt: '07:58' },
        ],
      ],
    ]);
    const { since, text } = encodeDoses(days);
    expect(since).toBe('2026-03-01');
    expect(text).toBe('08000812,,08000758.20002105');
    expect(decodeDoses(since, text)).toEqual(
      new Map([
        ['2026-03-01', [{ time: '08:00', takenAt: '08:12' }]],
        [
          '2026-03-03',
          [
            { time: '08:00', takenAt: '07:58' },
            { time: '20:00', takenAt: '21:05' },
          ],
        ],
      ]),
    );
    expect(encodeDoses(new Map())).toEqual({ since: '', text: '' });
    expect(parseDoseId(doseId('2026-03-03', '20:00'))).toEqual({
      date: '2026-03-03',
      time: '20:00',
    });
    expect(parseDoseId('tomorrow')).toBeNull();
  });
});

describe('adherence', () => {
  const twice = medication({ frequency: 'twice_daily', reminderTimes: ['08:00', '20:00'] });
  const dates = daysEnding('2026-03-08', 7);

  it('is doses taken of doses due, counted only from the day tracking began', () => {
    const doses: DoseDays = new Map([
      ['2026-03-03', [{ time: '08:00', takenAt: '08:10' }]],
      [
        '2026-03-04',
        [
          { time: '08:00', takenAt: '08:01' },
          { time: '20:00', takenAt: '20:30' },
          // A stray dose at a time not due does not count.
          { time: '12:00', takenAt: '12:00' },
        ],
      ],
    ]);
    const days = adherenceDays(twice, doses, dates, '2026-03-03');
    expect(days[0]).toEqual({ date: '2026-03-02', due: 0, taken: 0 });
    expect(days[1]).toEqual({ date: '2026-03-03', due: 2, taken: 1 });
    expect(days[2]).toEqual({ date: '2026-03-04', due: 2, taken: 2 });
    // 3 of 12 due from the 3rd to the 8th.
    expect(adherenceOf(days)).toEqual({ taken: 3, due: 12, percent: 25 });
  });

  it('has no percent when nothing was due, and counts as-needed doses without a due', () => {
    const asNeeded = medication({ frequency: 'as_needed', reminderTimes: [] });
    const days = adherenceDays(
      asNeeded,
      new Map([['2026-03-05', [{ time: '14:10', takenAt: '14:10' }]]]),
      dates,
      '2026-01-01',
    );
    expect(adherenceOf(days)).toEqual({ taken: 1, due: 0, percent: null });
    const both = sumDays(
      [[{ date: '2026-03-08', due: 2, taken: 1 }], [{ date: '2026-03-08', due: 1, taken: 1 }]],
      ['2026-03-08'],
    );
    expect(both).toEqual([{ date: '2026-03-08', due: 3, taken: 2 }]);
  });
});

describe('the interaction lookup', () => {
  it('recognises medicines by generic or brand name as whole words', () => {
    expect(ingredientsOf('Synthroid 50 mcg')).toEqual(['levothyroxine']);
    expect(ingredientsOf('Calcium + Vitamin D3')).toEqual(['calcium', 'vitaminD']);
    expect(ingredientsOf('Ironwood tea')).toEqual([]);
  });

  it('finds each pair once, either way round, the most severe first', () => {
    const found = findInteractions([
      { id: '1', name: 'Calcium Carbonate' },
      { id: '2', name: 'Warfarin' },
      { id: '3', name: 'Levothyroxine' },
      { id: '4', name: 'Vitamin K2' },
    ]);
    expect(found.map((item) => [item.medication1, item.medication2, item.severity])).toEqual([
      ['Warfarin', 'Vitamin K2', 'high'],
      ['Calcium Carbonate', 'Levothyroxine', 'moderate'],
    ]);
    expect(found[0].source).toContain('NIH ODS Vitamin K fact sheet');
    expect(
      findInteractions([
        { id: '1', name: 'Vitamin C' },
        { id: '2', name: 'Zinc' },
      ]),
    ).toEqual([]);
  });

  it('says what a supplement not yet taken would interact with', () => {
    const found = interactionsWith('Iron Bisglycinate', [
      { id: '1', name: 'Doxycycline' },
      { id: '2', name: 'Calcium Carbonate' },
    ]);
    expect(found.map((item) => [item.medication, item.severity])).toEqual([
      ['Doxycycline', 'moderate'],
      ['Calcium Carbonate', 'low'],
    ]);
  });
});

describe('the medication form rules', () => {
  const valid = {
    name: 'Metformin',
    dosage: '500 mg',
    frequency: 'twice_daily',
    type: 'prescription',
    startDate: '2026-03-02',
    reminderTimes: ['08:00', '20:00'],
    notes: null,
  };
  const errorsOf = async (values: object) => {
    try {
      await medicationSchema.validate(values, { abortEarly: false });
      return {};
    } catch (error) {
      return Object.fromEntries(
        (error as { inner: { path: string; message: string }[] }).inner.map((issue) => [
          issue.path,
          issue.message,
        ]),
      );
    }
  };

  it('wants as many reminder times as the frequency takes', async () => {
    expect(await errorsOf(valid)).toEqual({});
    expect(await errorsOf({ ...valid, frequency: 'three_times_daily' })).toEqual({
      reminderTimes: 'Three times daily needs 3 reminder times',
    });
    expect(await errorsOf({ ...valid, frequency: 'weekly' })).toEqual({
      reminderTimes: 'Weekly needs 1 reminder time',
    });
    expect(await errorsOf({ ...valid, frequency: 'as_needed', reminderTimes: [] })).toEqual({});
  });

  it('names the required fields', async () => {
    expect(await errorsOf({ ...valid, name: '', dosage: '  ', startDate: '' })).toEqual({
      name: 'Medication name is required',
      dosage: 'Dosage is required',
      startDate: 'Start date is required',
    });
  });
});
