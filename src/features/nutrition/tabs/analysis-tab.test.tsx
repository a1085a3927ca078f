import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BarChartProps } from '@/components/charts/bar-chart';
import { formatInteger } from '@/lib/format-number';
import { renderApp } from '@/testing/render-app';
import { seedAt } from '@mocks/testing/clock';
import { record, signIn } from '@mocks/testing/fixtures';

// The chart draws on a canvas: in its place, each bar's stacked total as the chart was given it.
vi.mock('@/components/charts/bar-chart', () => ({
  default: ({ rows, keys, label }: BarChartProps) => (
    <ul aria-label={label}>
      {rows.map((row) => (
        <li key={row.label}>
          {row.label}: {keys.reduce((sum, { key }) => sum + Number(row[key] ?? 0), 0)}
        </li>
      ))}
    </ul>
  ),
}));

beforeEach(() => {
  seedAt('2026-03-04T15:30');
});

describe("the last 7 days' calories", () => {
  it('draws the calories the summary states, when a meal’s macros do not add up to them', async () => {
    const { userId } = await signIn('new');
    // 10 g of each macro give 170 kcal (4, 4 and 9 kcal a gram); 500 kcal were entered.
    record.meal(userId, {
      date: '2026-03-04',
      time: '08:00',
      type: 'breakfast',
      description: 'Pastry and coffee',
      calories: 500,
      carbs: 10,
      protein: 10,
      fat: 10,
    });
    renderApp('/nutrition?tab=analysis');
    const chart = await screen.findByRole('list', { name: /against the 2,200 kcal target$/ });
    const bars = within(chart)
      .getAllByRole('listitem')
      .map((bar) => bar.textContent!.split(': '));
    const [date, total] = bars.at(-1)!;
    expect(date).toBe('2026-03-04');
    expect(Math.round(Number(total))).toBe(500);
    expect(screen.getByText(/^You logged meals on 1 of the 7 days/)).toHaveTextContent(
      `latest ${formatInteger(Number(total))} kcal on Wed, Mar 4`,
    );
    expect(screen.getByRole('list', { name: "Today's nutrition" })).toHaveTextContent('500 kcal');
  });

  it('keeps the calories of a day without macros whole, and says so', async () => {
    const { userId } = await signIn('new');
    record.meal(userId, {
      date: '2026-03-03',
      time: '19:00',
      type: 'dinner',
      description: 'Dinner out',
      calories: 900,
      carbs: null,
      protein: null,
      fat: null,
    });
    renderApp('/nutrition?tab=analysis');
    const chart = await screen.findByRole('list', { name: /against the 2,200 kcal target$/ });
    expect(chart).toHaveTextContent('2026-03-03: 900');
    expect(screen.getByRole('list', { name: 'Chart key' })).toHaveTextContent('Without macros');
    expect(screen.getByText(/^You logged meals on 1 of the 7 days/)).toHaveTextContent(
      'A day whose meals have no macros shows its calories whole, as Without macros.',
    );
  });
});
