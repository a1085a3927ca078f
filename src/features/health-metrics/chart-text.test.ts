import { describe, expect, it } from 'vitest';
import {
  activeMinutesText,
  heartRateText,
  hrvText,
  minutesAsleep,
  sleepScoreText,
  sleepStagesText,
  stepsText,
  trendText,
  weightText,
  type MetricCard,
} from './chart-text';
import { formatCompact, formatHoursTick, formatMinutes } from './format';
import { rangePhrase, VIEW } from './view-params';

const night = (
  label: string,
  deep: number | null,
  light: number | null,
  rem: number | null,
  awake: number | null,
  score: number | null,
) => ({
  label,
  deep,
  light,
  rem,
  awake,
  hours: null,
  score,
});

describe('formats', () => {
  it('words minutes as hours and minutes', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(480)).toBe('8 h');
    expect(formatMinutes(432)).toBe('7 h 12 min');
    expect(formatMinutes(431.6)).toBe('7 h 12 min');
    expect(formatHoursTick(450)).toBe('7.5 h');
    expect(formatCompact(12_000)).toBe('12K');
  });
});

describe('the view in the address', () => {
  it('reads known values and falls back to the defaults', () => {
    expect(VIEW.range.parse('90d')).toBe('90d');
    expect(VIEW.range.parse('365d')).toBe('7d');
    expect(VIEW.range.parse(null)).toBe('7d');
    expect(VIEW.tab.parse('heart-rate')).toBe('heart-rate');
    expect(VIEW.tab.parse('Heart Rate')).toBe('overview');
    expect(rangePhrase('30d')).toBe('the last 30 days');
    expect(rangePhrase('1d')).toBe('the last 24 hours');
  });
});

describe('sleep', () => {
  const nights = [
    night('2026-11-14', 80, 260, 90, 20, 84), // 430 min asleep
    night('2026-11-15', 100, 300, 110, 10, 95), // 510
    night('2026-11-16', null, null, null, null, null),
    night('2026-11-17', null, 360, null, null, 80), // entered by hand: 360
  ];

  it('counts a night entered by hand by its length alone', () => {
    expect(minutesAsleep(nights[0])).toBe(430);
    expect(minutesAsleep(nights[2])).toBeNull();
    expect(minutesAsleep(nights[3])).toBe(360);
  });

  it('summarises the nights: average, longest, shortest', () => {
    const text = sleepStagesText(nights, '7d', 'day');
    // (430 + 510 + 360) / 3 = 433.3 min.
    expect(text.summary).toBe(
      'Average 7 h 13 min asleep a night over the last 7 days; longest 8 h 30 min on Nov 15, shortest 6 h on Nov 17, latest 6 h on Nov 17.',
    );
    expect(text.empty).toBe(false);
    expect(text.table.columns).toEqual(['Night', 'Deep', 'Light', 'REM', 'Awake', 'Asleep']);
    expect(text.table.rows[0].cells).toEqual([
      'Sat, Nov 14',
      '80',
      '260',
      '90',
      '20',
      '7 h 10 min',
    ]);
    expect(text.table.rows[2].cells).toEqual(['Mon, Nov 16', null, null, null, null, null]);
  });

  it('words last night for 1d, with or without stages', () => {
    expect(sleepStagesText([nights[0]], '1d', 'hour').summary).toBe(
      'Last night, to the morning of Nov 14: 7 h 10 min asleep (1 h 20 min deep, 4 h 20 min light, 1 h 30 min REM) and 20 min awake; sleep score 84.',
    );
    expect(sleepStagesText([nights[3]], '1d', 'hour').summary).toBe(
      'Last night, to the morning of Nov 17: 6 h asleep, entered by hand without stages; sleep score 80.',
    );
    expect(sleepStagesText([nights[2]], '1d', 'hour')).toMatchObject({
      summary: 'No sleep recorded last night.',
      empty: true,
    });
  });

  it('summarises the score', () => {
    expect(sleepScoreText(nights, '30d').summary).toBe(
      'Average sleep score 86 out of 100 over the last 30 days; best 95 on Nov 15, lowest 80 on Nov 17, latest 80 on Nov 17.',
    );
  });
});

describe('activity', () => {
  const days = [
    { label: '2026-11-14', steps: 12_000, activeMinutes: 60 },
    { label: '2026-11-15', steps: null, activeMinutes: null },
    { label: '2026-11-16', steps: 8_000, activeMinutes: 30 },
    { label: '2026-11-17', steps: 10_000, activeMinutes: 45 },
  ];

  it('counts the days the goal was met among the days recorded', () => {
    const text = stepsText(days, '7d', 'day', 10_000);
    expect(text.summary).toBe(
      'Average 10,000 steps a day over the last 7 days; the 10,000-step goal was met on 2 of 3 days; most 12,000 on Nov 14, fewest 8,000 on Nov 16, latest 10,000 on Nov 17.',
    );
    expect(text.table.rows.map((row) => row.cells)).toEqual([
      ['Sat, Nov 14', '12,000', 'Yes'],
      ['Sun, Nov 15', null, null],
      ['Mon, Nov 16', '8,000', 'No'],
      ['Tue, Nov 17', '10,000', 'Yes'],
    ]);
  });

  it('adds up the hours of today for 1d', () => {
    const hours = [
      { label: '08:00', steps: 1_500, activeMinutes: null },
      { label: '09:00', steps: 250, activeMinutes: null },
      { label: '10:00', steps: null, activeMinutes: null },
    ];
    expect(stepsText(hours, '1d', 'hour', 10_000).summary).toBe(
      '1,750 steps in the last 24 hours, 18% of the 10,000-step goal; most 1,500 at 08:00, fewest 250 at 09:00, latest 250 at 09:00.',
    );
  });

  it('summarises active minutes', () => {
    expect(activeMinutesText(days, '7d').summary).toBe(
      'Average 45 active minutes a day over the last 7 days; most 60 min on Nov 14, fewest 30 min on Nov 16, latest 45 min on Nov 17.',
    );
    expect(activeMinutesText([days[1]], '7d')).toMatchObject({ empty: true });
  });
});

describe('heart', () => {
  const days = [
    { label: '2026-11-14', heartRate: 60, hrv: 50 },
    { label: '2026-11-15', heartRate: 64, hrv: null },
    { label: '2026-11-16', heartRate: 59, hrv: 58 },
  ];

  it('summarises resting heart rate and HRV by day', () => {
    expect(heartRateText(days, '7d', 'day').summary).toBe(
      'Average resting heart rate 61 bpm over the last 7 days; lowest 59 bpm on Nov 16, highest 64 bpm on Nov 15, latest 59 bpm on Nov 16.',
    );
    expect(hrvText(days, '7d').summary).toBe(
      'Average HRV 54 ms over the last 7 days; highest 58 ms on Nov 16, lowest 50 ms on Nov 14, latest 58 ms on Nov 16.',
    );
  });

  it('words the hours of today for 1d', () => {
    const hours = [
      { label: '03:00', heartRate: 55, hrv: null },
      { label: '12:00', heartRate: 101, hrv: null },
      { label: '13:00', heartRate: null, hrv: null },
    ];
    const text = heartRateText(hours, '1d', 'hour');
    expect(text.summary).toBe(
      'Heart rate in the last 24 hours averaged 78 bpm; lowest 55 bpm at 03:00, highest 101 bpm at 12:00, latest 101 bpm at 12:00.',
    );
    expect(text.table.columns).toEqual(['Hour', 'Heart rate']);
    expect(text.table.rows[2].cells).toEqual(['13:00', null]);
  });
});

describe('weight', () => {
  const days = [
    { label: '2026-11-14', weight: 78.2, trend: 78.2 },
    { label: '2026-11-15', weight: null, trend: 78.2 },
    { label: '2026-11-16', weight: 77.6, trend: 77.9 },
    { label: '2026-11-17', weight: null, trend: 77.9 },
  ];

  it('gives the latest weighing and how the trend moved', () => {
    const text = weightText(days, '30d', 'day');
    expect(text.summary).toBe(
      'Latest weight 77.6 kg on Nov 16; lowest 77.6 kg on Nov 16, highest 78.2 kg on Nov 14; the 7-day trend is 77.9 kg, down 0.3 kg over the last 30 days (weighed on 2 of 4 days).',
    );
    expect(text.table.rows[1].cells).toEqual(['Sun, Nov 15', null, '78.2']);
  });

  it("gives today's weighing for 1d, or says there is none", () => {
    expect(weightText([days[2]], '1d', 'hour').summary).toBe('Latest weight 77.6 kg on Nov 16.');
    expect(weightText([days[1]], '1d', 'hour')).toMatchObject({
      summary: 'No weight recorded today.',
      empty: true,
    });
  });
});

describe('card trends', () => {
  const card = (id: MetricCard['id'], trend: (number | null)[]): MetricCard => ({
    id,
    title: '',
    average: '',
    status: 'good',
    statusLabel: 'Good',
    description: '',
    trend,
  });

  it('describes the sparkline in words', () => {
    expect(trendText(card('weight', [78.2, null, 77.6]), '7d', 'day')).toBe(
      'Weight over the last 7 days ranged from 77.6 kg to 78.2 kg; latest 77.6 kg.',
    );
    expect(trendText(card('activity', [0, 1500, null]), '1d', 'hour')).toBe(
      'Steps by hour in the last 24 hours ranged from 0 to 1,500; latest 1,500.',
    );
    expect(trendText(card('sleep', [84]), '1d', 'hour')).toBe('Sleep score last night: 84.');
  });
});
