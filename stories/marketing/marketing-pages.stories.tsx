import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { screenDocs } from '../support/docs-parameters';

/*
 * Every page of the public site, signed out, as the real route renders it, in the order of the
 * site's footer; then the phone menu, which only the phone layout has.
 */
const meta: Meta = {
  tags: ['autodocs'],
  parameters: {
    docs: screenDocs(
      'The public site a visitor reads before signing in: home, features, about, pricing, testimonials, support and the legal pages.',
    ),
  },
  title: 'Public site/Pages',
};
export default meta;
type Story = StoryObj;

const PHONE = { viewport: { value: 'phone', isRotated: false } };

function page(route: string, heading: string | RegExp): Story {
  return {
    parameters: { route },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The header's way in appears once the (absent) session is known.
      await canvas.findByRole('link', { name: 'Sign Up' });
    },
  };
}

/** A visitor arrives at the public home page. */
export const Home = page('/', 'Your health, all in one place');
/** A visitor reads what the app does. */
export const Features = page('/features', 'Features built around your health');
/** A visitor reads who makes Vitalis. */
export const About = page('/about', 'About Vitalis');
/** A visitor compares the Free and Premium plans. */
export const Pricing = page('/pricing', 'Simple, transparent pricing');

/** A signed-in Free user sees the simulated upgrade on Premium. */
export const PricingFreePlan: Story = {
  name: 'Pricing, Free plan',
  parameters: { route: '/pricing', session: 'free' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Disabled in its place until the switch's own code has loaded.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Upgrade — demo, no payment' })).toBeEnabled(),
    );
    await expect(canvas.getByRole('button', { name: 'Your current plan' })).toBeDisabled();
  },
};

/** A visitor reads other users' quotes. */
export const Testimonials = page('/testimonials', 'What our users say');
/** A visitor looks for help. */
export const Support = page('/support', 'How can we help?');
/** A visitor reads the privacy policy. */
export const Privacy: Story = { ...page('/privacy', 'Privacy Policy'), name: 'Privacy Policy' };
/** A visitor reads the terms of service. */
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
    await userEvent.click(await canvas.findByRole('button', { name: 'Open menu' }));
    const menu = canvas.getByRole('navigation', { name: 'Site menu' });
    await expect(within(menu).getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
