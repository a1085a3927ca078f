import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/**
 * Every page of the public site, signed out, as the real route renders it, in the order of the
 * site's footer; then the phone menu, which only the phone layout has.
 */
const meta: Meta = { title: 'Public site/Pages' };
export default meta;
type Story = StoryObj;

const PHONE = { viewport: { value: 'phone', isRotated: false } };
/** A route's code is compiled on its first visit in the story run. */
const ROUTE_WAIT = { timeout: 10_000 };

function page(route: string, heading: string | RegExp): Story {
  return {
    parameters: { route },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(
        await canvas.findByRole('heading', { level: 1, name: heading }, ROUTE_WAIT),
      ).toBeVisible();
      // The header's way in appears once the (absent) session is known.
      await canvas.findByRole('link', { name: 'Sign Up' }, ROUTE_WAIT);
    },
  };
}

export const Home = page('/', 'Your health, all in one place');
export const Features = page('/features', 'Features built around your health');
export const About = page('/about', 'About Vitalis');
export const Pricing = page('/pricing', 'Simple, transparent pricing');

/** A signed-in Free user sees the simulated upgrade on Premium. */
export const PricingFreePlan: Story = {
  name: 'Pricing, Free plan',
  parameters: { route: '/pricing', session: 'free' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Upgrade — demo, no payment' }, ROUTE_WAIT),
    ).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Your current plan' })).toBeDisabled();
  },
};

export const Testimonials = page('/testimonials', 'What our users say');
export const Support = page('/support', 'How can we help?');
export const Privacy: Story = { ...page('/privacy', 'Privacy Policy'), name: 'Privacy Policy' };
export const Terms: Story = { ...page('/terms', 'Terms of Service'), name: 'Terms of Service' };
/** The earlier landing page, still served at /landing-old. */
export const OldLanding: Story = {
  ...page('/landing-old', /AI-powered insights/),
  name: 'Old landing page',
};

/** The phone layout's menu, opened: the desktop header has no such button. */
export const MenuOpenPhone: Story = {
  name: 'Menu open (phone)',
  parameters: { route: '/features' },
  globals: PHONE,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open menu' }, ROUTE_WAIT));
    const menu = canvas.getByRole('navigation', { name: 'Site menu' });
    await expect(within(menu).getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
