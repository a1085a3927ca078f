// clock-matrix: it shows achievements counted from the days before today, without pinning its own time.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { signIn } from '@mocks/testing/fixtures';

describe('Achievements', () => {
  it(
    'starts a new user at level 0 with what to do first, and unlocks after a logged action',
    { timeout: 40_000 },
    async () => {
      const { token } = await signIn('new');
      const { user, router, unmount } = renderApp('/achievements');
      expect(await screen.findByText('Level 0', {}, { timeout: 15_000 })).toBeInTheDocument();
      expect(screen.getByText('Where to start')).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Progress to level 1' })).toHaveAttribute(
        'aria-valuenow',
        '0',
      );
      const panel = screen.getByRole('tabpanel');
      expect(within(panel).getAllByRole('listitem')).toHaveLength(8);
      expect(
        within(panel)
          .getAllByText(/XP$/)
          .map((el) => el.textContent),
      ).toEqual(['200 XP', '150 XP', '100 XP', '120 XP', '180 XP', '250 XP', '150 XP', '100 XP']);
      await user.click(screen.getByRole('tab', { name: 'Unlocked' }));
      expect(router.state.location.search).toBe('?tab=unlocked');
      expect(screen.getByText(/Nothing unlocked here yet/)).toBeInTheDocument();
      unmount();

      // The action: a device connected.
      await fetch(new URL('/api/connect-device', window.location.href), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ provider: 'apple_health', auth: { type: 'manual' } }),
      });
      renderApp('/achievements?tab=unlocked');
      const unlocked = await screen.findByRole('listitem', { name: 'Connected' });
      expect(unlocked).toHaveTextContent(/Unlocked on/);
      // Opening the app caught the new device up too (its last 7 days), which may unlock more:
      // the screen reads again once the catch-up delivered, and then shows the server's numbers.
      await waitFor(async () => {
        const reply = await fetch(new URL('/api/achievements', window.location.href), {
          headers: { Authorization: `Bearer ${token}` },
        });
        const data = (await reply.json()) as {
          xp: number;
          level: number;
          levelProgress: number;
          xpToNextLevel: number;
        };
        expect(data.xp).toBeGreaterThanOrEqual(100);
        const next = data.level + 1;
        expect(
          screen.getByText(`${data.xp} XP · ${data.xpToNextLevel} XP to level ${next}`),
        ).toBeInTheDocument();
        expect(
          screen.getByRole('progressbar', { name: `Progress to level ${next}` }),
        ).toHaveAttribute('aria-valuenow', String(data.levelProgress));
      });
      expect(screen.getByText(/First Steps \(Bronze\)/)).toBeInTheDocument();
      expect(screen.getAllByText(/Earned on/).length).toBeGreaterThan(0);
    },
  );

  it('filters by category', async () => {
    await signIn('new');
    const { user } = renderApp('/achievements');
    await user.selectOptions(await screen.findByLabelText('Category'), 'Sleep');
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Sound Sleeper']);
  });
});
