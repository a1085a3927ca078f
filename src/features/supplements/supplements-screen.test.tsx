import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SHORT_NIGHTS_FOR_BADGE } from '@/lib/supplements/recommend';
import { renderApp } from '@/testing/render-app';
import { signIn } from '@mocks/testing/fixtures';
import { http } from 'msw';
import { injectFailure } from '@mocks/failures';
import { server } from '@mocks/node';
import { seedAt } from '@mocks/testing/clock';
import { shortenNights } from '@mocks/testing/health';
import { persistDuringTest, reloadDatabase } from '@mocks/testing/persistence';

const toastText = async (text: string) =>
  within(await screen.findByRole('region', { name: /notifications/i })).findByText(text);

describe('Supplements', () => {
  // A known afternoon of the demo's calendar, with a run of short nights the sleep rule sees.
  beforeEach(() => {
    seedAt('2026-03-04T15:30');
    shortenNights('local_demo', SHORT_NIGHTS_FOR_BADGE);
  });

  it('shows six skeletons, then six recommendations with the badges from the data', async () => {
    await signIn('demo');
    // The read waits until the skeletons are seen, then goes on to the mocked server.
    let release = () => {};
    const seen = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get('/api/supplement-recommendations', () => seen));
    renderApp('/supplements');
    const loading = await screen.findByRole('status', { name: 'Loading supplements' });
    expect(within(loading).getAllByTestId('supplement-skeleton')).toHaveLength(6);
    release();
    const grid = await screen.findByRole('list', { name: 'Recommended supplements' });
    expect(within(grid).getAllByRole('listitem', { name: /./ })).toHaveLength(6);
    const badges = screen.getByRole('list', { name: 'What your data shows' });
    expect(badges).toHaveTextContent('Vitamin D low');
    expect(badges).toHaveTextContent('Iron low');
    expect(badges).toHaveTextContent('Sleep optimization');
    expect(badges).toHaveTextContent('Energy support');
    expect(within(grid).getByRole('listitem', { name: 'Vitamin D3' })).toHaveTextContent(
      /Why for you: Your vitamin D was \d+ ng\/mL/,
    );
    expect(within(grid).getByRole('listitem', { name: 'Vitamin D3' })).toHaveTextContent('$16.99');
  });

  it('is locked for a Free user, saying why', async () => {
    await signIn('free');
    renderApp('/supplements');
    expect(
      await screen.findByRole('heading', { name: 'Recommendations are locked' }),
    ).toBeVisible();
    expect(screen.getByText(/part of Premium/)).toBeVisible();
  });

  it('filters the catalogue by category, the chip in the address', async () => {
    await signIn('demo');
    const { user, router } = renderApp('/supplements?tab=all');
    await screen.findByRole('list', { name: 'All supplements' });
    await user.click(screen.getByRole('button', { name: 'Minerals' }));
    const minerals = await screen.findByRole('list', { name: 'Minerals' });
    expect(router.state.location.search).toBe('?tab=all&category=minerals');
    expect(screen.getByRole('button', { name: 'Minerals' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      within(minerals)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Iron Bisglycinate', 'Magnesium Glycinate', 'Calcium Citrate']);
  });

  it('lists what the user takes, with a link to the medications', async () => {
    await signIn('demo');
    renderApp('/supplements?tab=taking');
    const list = await screen.findByRole('list', { name: 'Supplements and vitamins you take' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Calcium Carbonate'),
      expect.stringContaining('Omega-3 Fish Oil'),
      expect.stringContaining('Vitamin B12'),
    ]);
    expect(screen.getByRole('link', { name: 'Manage them in Medications' })).toHaveAttribute(
      'href',
      '/medications',
    );
  });

  it('warns before adding a supplement that interacts with a current medicine', async () => {
    await signIn('demo');
    const { user } = renderApp('/supplements');
    await user.click(await screen.findByRole('button', { name: 'Add to Cart: Iron Bisglycinate' }));
    const warning = await screen.findByRole('dialog', {
      name: 'Iron Bisglycinate interacts with your medication',
    });
    expect(warning).toHaveTextContent('Levothyroxine');
    expect(warning).toHaveTextContent('Moderate risk');
    await user.click(within(warning).getByRole('button', { name: "Don't add" }));
    expect(screen.getByRole('button', { name: 'View Cart (0)' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Iron Bisglycinate' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Add anyway' }),
    );
    expect(await toastText('Item successfully added to your cart')).toBeVisible();
    expect(await screen.findByRole('button', { name: 'View Cart (1)' })).toBeVisible();
  });

  it('adds two to the cart, changes a quantity, keeps the cart over a reload, checks out empty', async () => {
    persistDuringTest();
    // Saving starts from a new seed, so its short nights again (Magnesium is a sleep pick).
    shortenNights('local_demo', SHORT_NIGHTS_FOR_BADGE);
    await signIn('demo');
    const first = renderApp('/supplements');
    const { user } = first;
    await user.click(await screen.findByRole('button', { name: 'Add to Cart: Vitamin D3' }));
    expect(await toastText('Added to cart')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Magnesium Glycinate' }));
    await user.click(await screen.findByRole('button', { name: 'View Cart (2)' }));
    let cart = await screen.findByRole('dialog', { name: 'Your cart' });
    await user.click(within(cart).getByRole('button', { name: 'One more Vitamin D3' }));
    await waitFor(() => expect(within(cart).getByText('$33.98')).toBeVisible());
    // 2 × $16.99 + $22.99
    expect(within(cart).getByText('$56.97')).toBeVisible();

    first.unmount();
    reloadDatabase();
    const second = renderApp('/supplements');
    await second.user.click(await screen.findByRole('button', { name: 'View Cart (3)' }));
    cart = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(within(cart).getByLabelText('Quantity of Vitamin D3')).toHaveTextContent('2');
    await second.user.click(within(cart).getByRole('button', { name: /^Check out/ }));
    expect(await within(cart).findByText(/No payment was taken/)).toBeVisible();
    await second.user.click(within(cart).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('button', { name: 'View Cart (0)' })).toBeVisible();
  }, 30_000);

  it('answers a failed add with its error toast', async () => {
    await signIn('demo');
    injectFailure({ path: '/api/cart/add', method: 'POST', status: 500 });
    const { user } = renderApp('/supplements');
    await user.click(await screen.findByRole('button', { name: 'Add to Cart: Vitamin D3' }));
    expect(await toastText('Failed to add item to cart')).toBeVisible();
  });
});
