import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { navEntries } from '@/app/route-manifest';
import { screenDocs } from '../support/docs-parameters';

/** The links of the side navigation's page list, in order. */
function navLinks(nav: HTMLElement) {
  return within(within(nav).getByRole('list')).getAllByRole('link');
}

const meta: Meta = {
  tags: ['autodocs'],
  title: 'Shell/App shell',
  parameters: {
    docs: screenDocs(
      'The frame around every screen: the header, the side navigation (a drawer on a phone) and the session check before any data shows.',
    ),
    route: '/dashboard',
  },
};
export default meta;
type Story = StoryObj;

export const SignedIn: Story = {
  name: 'Signed in',
  parameters: { session: 'demo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, Alex!' })).toBeVisible();
    // Narrower than a desktop (this story's example on its Docs page), the side navigation is a
    // drawer behind the top bar's menu button: the story "Navigation drawer (phone)" opens it.
    if (canvas.queryByRole('button', { name: 'Open navigation' })) return;
    await expect(canvas.getByText('Welcome, Alex')).toBeVisible();
    const links = navLinks(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(links.map((link) => link.textContent?.trim())).toEqual(
      navEntries.map((entry) => entry.nav.label),
    );
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    await expect(current.map((link) => link.textContent?.trim())).toEqual(['Dashboard']);
  },
};

/** A public page of the shell (the landing is a full page of its own). */
export const SignedOut: Story = {
  name: 'Signed out',
  parameters: { route: '/outbox' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = await canvas.findByRole('banner');
    await expect(await within(header).findByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(within(header).getByRole('link', { name: 'Sign Up' })).toBeVisible();
  },
};

/** The session is being checked: the shell waits before showing anyone's data. */
export const Loading: Story = {
  parameters: {
    session: 'demo',
    msw: [
      http.get('/api/auth/me', async () => {
        await delay('infinite');
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Checking your session' }),
    ).toBeVisible();
  },
};

/** On a phone the side navigation is a drawer behind a menu button: opened. */
export const NavigationDrawerPhone: Story = {
  name: 'Navigation drawer (phone)',
  parameters: { session: 'demo' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Welcome back, Alex!' });
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    await expect(navLinks(nav).map((link) => link.textContent?.trim())).toEqual(
      navEntries.map((entry) => entry.nav.label),
    );
    await waitFor(() => {
      for (const link of navLinks(nav)) expect(link).toBeVisible();
    });
  },
};

/** The user chose to reset the demo data: the confirmation before their changes are lost. */
export const ResetDemoDataDialog: Story = {
  name: 'Reset demo data dialog',
  parameters: { session: 'demo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Welcome back, Alex!' });
    const sidebar = canvas.getByRole('complementary');
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Reset demo data' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Reset demo data?',
    });
    await expect(dialog).toBeVisible();
  },
};
