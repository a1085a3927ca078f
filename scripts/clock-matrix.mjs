// The tests whose results depend on the date, run again at chosen instants and zones, so the
// suite passes at any hour in any zone (`TEST_NOW` is read by mocks/testing/clock.ts). Each
// instant is a Vitest project of its own (vite.config.ts), named `clock: <now> <zone>`, so one
// Vitest run takes them all beside the unit tests and compiles each file once.
//
// Instants: just after and just before midnight, in the zone furthest ahead of UTC (Kiritimati,
// UTC+14: its date is a day ahead of UTC's for 14 hours) and in one behind it with daylight
// saving (Los Angeles, UTC-8/-7: its date is behind UTC's in the evening), on a Monday (a week
// that has only just begun), on both daylight-saving change days (23- and 25-hour days) and on
// 29 February.
//
// Files: the mocked server's reads and writes over the seeded days (which end "now") and the
// screens that show them without pinning their own time. Tests that pin their own "now" with
// seedAt (glucose, nutrition, health metrics, supplements) and pure formulas give the same result
// at any instant, so they run once, in the normal run.

export const CLOCK_INSTANTS = [
  { zone: 'Pacific/Kiritimati', now: '2026-06-15T00:05' }, // Monday, 10:05 UTC the day before
  { zone: 'America/Los_Angeles', now: '2026-03-08T23:55' }, // spring forward, 06:55 UTC next day
  { zone: 'America/Los_Angeles', now: '2026-11-01T00:05' }, // fall back, the 25-hour day
  { zone: 'Pacific/Kiritimati', now: '2028-02-29T23:55' }, // leap day
];

export const CLOCK_FILES = [
  'mocks/health/handlers.test.ts',
  'mocks/glucose/handlers.test.ts',
  'mocks/devices/handlers.test.ts',
  'mocks/bloodwork/handlers.test.ts',
  'mocks/medications/handlers.test.ts',
  'mocks/achievements/handlers.test.ts',
  'mocks/medical-history/handlers.test.ts',
  'mocks/health/**/*.test.ts',
  'mocks/medications/**/*.test.ts',
  'mocks/bloodwork/**/*.test.ts',
  'mocks/devices/**/*.test.ts',
  'mocks/persistence.test.ts',
  'src/features/dashboard/**/*.test.{ts,tsx}',
  'src/features/medications/**/*.test.{ts,tsx}',
  'src/features/achievements/**/*.test.{ts,tsx}',
  'src/features/bloodwork/**/*.test.{ts,tsx}',
  'src/features/demo-shortcuts/**/*.test.{ts,tsx}',
];
