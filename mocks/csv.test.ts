import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';
import { call } from './testing/api';
import { sessionToken } from './testing/fixtures';

const FORMULAS = [
  '=HYPERLINK("http://evil.example","x")',
  '+1+1',
  '-2+3',
  '@SUM(A1)',
  '\tx',
  '\rx',
];

describe('CSV exports (OWASP CSV injection)', () => {
  it('prefix a single quote to text a spreadsheet would run as a formula, and quote it as RFC 4180 says', () => {
    expect(FORMULAS.map(csvCell)).toEqual([
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
      "'+1+1",
      "'-2+3",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
    ]);
    expect(csvCell('Oatmeal, berries')).toBe('"Oatmeal, berries"');
    expect(csvCell(null)).toBe('');
  });

  it('keep numbers as numbers, so a negative one (-5) still sums in a spreadsheet', () => {
    expect([-5, -12.5, 0, 1e-7].map(csvCell)).toEqual(['-5', '-12.5', '0', '1e-7']);
    // The same characters as text are neutralised: only a number is known not to be a formula.
    expect(csvCell('-5')).toBe("'-5");
  });

  it('neutralise what a user typed, in the meals export and the account export', async () => {
    const token = await sessionToken('demo');
    const logged = await call('POST', '/api/meals', {
      token,
      body: { type: 'snack', time: '00:00', description: '=cmd|" /C calc"!A0' },
    });
    expect(logged.status).toBe(201);
    const neutralised = `"'=cmd|"" /C calc""!A0"`;
    const meals = await call('GET', '/api/meals/export', { token });
    expect(
      (meals.body as string).split('\n').some((line) => line.includes(`,${neutralised},`)),
    ).toBe(true);
    const table = await call('GET', '/api/account/export/meal', { token });
    expect(
      (table.body as string).split('\r\n').some((line) => line.includes(`,${neutralised},`)),
    ).toBe(true);
    expect(table.body as string).not.toMatch(/(^|,)=cmd/m);
  });
});
