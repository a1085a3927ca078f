import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { personaId, record } from '@mocks/testing/fixtures';
import { screenDocs } from '../support/docs-parameters';

/*
 * Supplements on the demo account's small seed: the six recommendations with the badges their
 * data gives, the catalogue whole and by category, Currently Taking, the interaction warning, the
 * cart empty and full; locked for Free, loading skeletons and a failed load.
 */
const meta: Meta = {
  tags: ['autodocs'],
  title: 'Screens/Supplements',
  parameters: {
    docs: screenDocs(
      'Supplements: recommendations, the full catalogue, what the user is taking, interaction warnings and a cart.',
    ),
    session: 'demo',
    route: '/supplements',
  },
};
export default meta;
type Story = StoryObj;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function expectRecommended(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const grid = await canvas.findByRole('list', { name: 'Recommended supplements' });
  await expect(within(grid).getAllByRole('heading')).toHaveLength(6);
  const badges = canvas.getByRole('list', { name: 'What your data shows' });
  // The blood work's signals; those from sleep and recovery follow the demo's last 14 days.
  for (const label of ['Vitamin D low', 'Iron low']) {
    await expect(badges).toHaveTextContent(label);
  }
  await expect(canvas.getByText(/Not medical advice/)).toBeVisible();
}

/** The Recommended tab: six picks, with what the user's data shows. */
export const Default: Story = { play: ({ canvasElement }) => expectRecommended(canvasElement) };

/** The All Supplements tab: the whole catalogue. */
export const AllSupplements: Story = {
  name: 'All Supplements',
  parameters: { route: '/supplements?tab=all' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'All supplements' })).toBeVisible();
  },
};

/** The catalogue filtered to one category. */
export const AllSupplementsByCategory: Story = {
  name: 'All Supplements, one category',
  parameters: { route: '/supplements?tab=all&category=sleep' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'Sleep' });
    await expect(
      within(grid)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Melatonin', 'L-Theanine']);
    await expect(canvas.getByRole('button', { name: 'Sleep' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The Currently Taking tab: what the user takes now. */
export const CurrentlyTaking: Story = {
  name: 'Currently Taking',
  parameters: { route: '/supplements?tab=taking' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Supplements and vitamins you take' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Manage them in Medications' })).toBeVisible();
  },
};

/** The user added a supplement that interacts with something they take: the warning before it goes in the cart. */
export const InteractionWarning: Story = {
  name: 'Interaction warning dialog',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Add to Cart: Iron Bisglycinate' }),
    );
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: 'Iron Bisglycinate interacts with your medication',
    });
    await expect(dialog).toHaveTextContent('Levothyroxine');
    await expect(dialog).toHaveTextContent('Source: NIH ODS Iron fact sheet');
  },
};

/** The user opened the cart before adding anything. */
export const CartEmpty: Story = {
  name: 'Cart dialog, empty',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'View Cart (0)' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Your cart' });
    await expect(await within(dialog).findByText(/Your cart is empty/)).toBeVisible();
  },
};

const fullCart = () => {
  for (const [supplementId, quantity] of [
    ['vitamin-d3', 2],
    ['magnesium-glycinate', 1],
    ['probiotic', 3],
  ] as const) {
    record.cartItem(personaId('demo'), { supplementId, quantity, addedAt: quantity });
  }
};

async function expectFullCart(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'View Cart (6)' }));
  const dialog = await page(canvasElement).findByRole('dialog', { name: 'Your cart' });
  // 2 × 16.99 + 22.99 + 3 × 27.99
  await expect(dialog).toHaveTextContent('$140.94');
  await expect(within(dialog).getByRole('button', { name: /^Check out/ })).toBeEnabled();
  await expect(dialog).toHaveTextContent('no payment is taken');
}

/** The cart with supplements in it, ready to order. */
export const CartFull: Story = {
  name: 'Cart dialog, full',
  parameters: { setup: fullCart },
  play: ({ canvasElement }) => expectFullCart(canvasElement),
};

/** Recommendations are Premium: the Free user sees them locked. */
export const FreePlan: Story = {
  name: 'Free plan',
  parameters: { session: 'free' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Recommendations are locked' }),
    ).toBeVisible();
    await expect(canvas.getByText(/part of Premium/)).toBeVisible();
  },
};

/** The recommendations have been asked for and have not arrived yet. */
export const Loading: Story = {
  parameters: {
    msw: [
      http.get('/api/supplement-recommendations', async () => {
        await delay('infinite');
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loading = await canvas.findByRole('status', { name: 'Loading supplements' });
    await expect(within(loading).getAllByTestId('supplement-skeleton')).toHaveLength(6);
  },
};

/** The server could not answer the first read; Retry asks again. */
export const LoadFailed: Story = {
  name: 'Load failed',
  parameters: {
    failures: [{ path: '/api/supplement-recommendations', method: 'GET', status: 500 }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your recommendations could not be loaded')).toBeVisible();
  },
};
