import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceNow } from '../testing/clock';
import { previewDashboard } from './sample';

describe("the live demo's dashboard", () => {
  afterEach(() => vi.restoreAllMocks());

  it('generates its days a few at a time, with the page’s turn between them', async () => {
    // A minute not computed yet; then every day generated takes longer than a slice.
    advanceNow(60_000);
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 50));
    let settled = false;
    const dashboard = previewDashboard().then((computed) => {
      settled = true;
      return computed;
    });
    await new Promise((resolve) => setTimeout(resolve));
    expect(settled).toBe(false);
    vi.restoreAllMocks();
    expect((await dashboard).hasData).toBe(true);
    // Kept for the minute: the same answer, not computed again.
    expect(previewDashboard()).toBe(previewDashboard());
  });
});
