import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/**
 * Every page of the public site at desktop and phone width, signed out, as the
 * real route renders it.
 */
const meta: Meta = { title: 'Screens/Public site' };
export default meta;
type Story = StoryObj;

const PHONE = { viewport: { value: 'phone', isRotated: false } };
/** A route's code is compiled on its first visit in the story run. */
const ROUTE_WAIT = { timeout: 10_000 };

function page(route: string, heading: string | RegExp, phone = false): Story {
  return {
    parameters: { route },
    ...(phone ? { globals: PHONE } : {}),
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

export const Landing = page('/', 'Your health, all in one place');
export const LandingPhone = page('/', 'Your health, all in one place', true);
export const LandingOld = page('/landing-old', /AI-powered insights/);
export const LandingOldPhone = page('/landing-old', /AI-powered insights/, true);
export const Features = page('/features', 'Features built around your health');
export const FeaturesPhone = page('/features', 'Features built around your health', true);
export const About = page('/about', 'About Vitalis');
export const AboutPhone = page('/about', 'About Vitalis', true);
export const Pricing = page('/pricing', 'Simple, transparent pricing');
export const PricingPhone = page('/pricing', 'Simple, transparent pricing', true);
export const Testimonials = page('/testimonials', 'What our users say');
export const TestimonialsPhone = page('/testimonials', 'What our users say', true);
export const Support = page('/support', 'How can we help?');
export const SupportPhone = page('/support', 'How can we help?', true);
export const Privacy = page('/privacy', 'Privacy Policy');
export const PrivacyPhone = page('/privacy', 'Privacy Policy', true);
export const Terms = page('/terms', 'Terms of Service');
export const TermsPhone = page('/terms', 'Terms of Service', true);

/** A signed-in Free user sees the simulated upgrade on Premium. */
export const PricingSignedInFree: Story = {
  parameters: { route: '/pricing', session: 'free' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Upgrade — demo, no payment' }, ROUTE_WAIT),
    ).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Your current plan' })).toBeDisabled();
  },
};

/** The phone menu, opened. */
export const PhoneMenuOpen: Story = {
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
