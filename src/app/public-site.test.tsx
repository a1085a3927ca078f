import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './router';
import { renderApp } from '@/testing/render-app';
import { signIn } from '@mocks/testing/fixtures';

/** The route pattern a path resolves to; '*' would be the not-found screen. */
const routeOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;

/**
 * Every link on the page: app paths must resolve to a route of the manifest other than the
 * not-found one, in-page anchors to an element.
 */
function expectEveryLinkResolves() {
  const links = screen.getAllByRole('link');
  const hrefs = links.map((link) => link.getAttribute('href') ?? '');
  for (const href of hrefs) {
    if (href.startsWith('#')) {
      expect(document.getElementById(href.slice(1)), href).not.toBeNull();
    } else if (!href.startsWith('mailto:')) {
      const path = new URL(href, 'http://localhost').pathname;
      const route = routeOf(path);
      expect(route, href).toBeDefined();
      expect(route, href).not.toBe('*');
    }
  }
  return hrefs;
}

describe('the landing pages', () => {
  it('/ links only to routes, among them every page of the public site', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Your health, all in one place' });
    await screen.findByRole('link', { name: 'Log In' });
    const hrefs = expectEveryLinkResolves();
    for (const path of [
      '/',
      '/features',
      '/about',
      '/pricing',
      '/testimonials',
      '/support',
      '/auth/login',
      '/auth/register',
      '/preview-dashboard',
    ]) {
      expect(hrefs).toContain(path);
    }
  });

  it('/landing-old has the in-page anchors, the carousel and links that all resolve', async () => {
    renderApp('/landing-old');
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('link', { name: 'Sign Up' });
    const hrefs = expectEveryLinkResolves();
    for (const anchor of ['#home', '#features', '#integrations', '#testimonials', '#pricing']) {
      expect(hrefs).toContain(anchor);
    }
    expect(hrefs).toEqual(expect.arrayContaining(['/preview-dashboard', '/medications']));
    expect(screen.getByRole('region', { name: 'What our users say' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/features', '/about', '/pricing', '/testimonials', '/support', '/privacy', '/terms'])(
    '%s links only to routes',
    async (path) => {
      renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      expectEveryLinkResolves();
    },
  );

  it('a signed-in visitor is offered the dashboard instead of a sign-up', async () => {
    await signIn('demo');
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});

describe('the feature cards', () => {
  const cardLinks = async () => {
    const cards = await screen.findAllByRole('heading', { level: 3 });
    return cards
      .map((heading) => heading.closest('li')!)
      .filter((card) => within(card).queryByRole('link'))
      .map((card) => {
        const link = within(card).getByRole('link');
        return [within(card).getByRole('heading').textContent, link.getAttribute('href')];
      });
  };

  it('lead a visitor to the live demo or the sign-up, never back to /features', async () => {
    renderApp('/features');
    expect(await cardLinks()).toEqual([
      ['Health metrics', '/preview-dashboard'],
      ['Continuous glucose', '/auth/register'],
      ['Blood work', '/auth/register'],
      ['Medications & supplements', '/auth/register'],
      ['Nutrition', '/auth/register'],
      ['AI-assisted insights', '/auth/register'],
    ]);
  });

  it('lead a signed-in visitor to the screens themselves', async () => {
    await signIn('demo');
    renderApp('/features');
    await screen.findByRole('link', { name: 'Open Health Metrics: Health metrics' });
    expect(await cardLinks()).toEqual([
      ['Health metrics', '/health-metrics'],
      ['Continuous glucose', '/cgm'],
      ['Blood work', '/bloodwork'],
      ['Medications & supplements', '/medications'],
      ['Nutrition', '/nutrition'],
      ['AI-assisted insights', '/cgm?tab=insights'],
    ]);
  });
});

describe('page metadata', () => {
  it('each page sets its own title, description, sharing tags and theme colour', async () => {
    const { router } = renderApp('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Simple, transparent pricing' });
    await waitFor(() => expect(document.title).toBe('Pricing — Vitalis'));
    const meta = (selector: string) =>
      document.head.querySelector<HTMLMetaElement>(selector)?.content;
    expect(meta('meta[name="description"]')).toMatch(/\$19 per month/);
    expect(meta('meta[property="og:title"]')).toBe('Pricing — Vitalis');
    expect(meta('meta[property="og:url"]')).toMatch(/\/pricing$/);
    expect(meta('meta[name="twitter:card"]')).toBe('summary');
    expect(meta('meta[name="theme-color"]')).toBe('#0f766e');
    await router.navigate('/about');
    await waitFor(() => expect(document.title).toBe('About us — Vitalis'));
    expect(meta('meta[property="og:description"]')).toMatch(/mission/);
  });
});

describe('pricing', () => {
  it('shows Free $0 forever and Premium $19 per month with the guarantee; a visitor signs up', async () => {
    renderApp('/pricing');
    const free = await screen.findByRole('listitem', { name: 'Free' });
    const premium = screen.getByRole('listitem', { name: 'Premium' });
    expect(within(free).getByText('$0')).toBeInTheDocument();
    expect(within(free).getByText('forever')).toBeInTheDocument();
    expect(within(premium).getByText('$19')).toBeInTheDocument();
    expect(within(premium).getByText('per month')).toBeInTheDocument();
    // Free keeps every tracker and device sync; Premium adds AI insights and data export only.
    const included = (plan: HTMLElement) =>
      within(within(plan).getByRole('list', { name: /features$/ }))
        .getAllByRole('listitem')
        .filter((item) => !item.textContent!.includes('(not included)'))
        .map((item) => item.textContent);
    expect(included(free)).toEqual(
      expect.arrayContaining(['Manual entry and device sync', 'Medication tracking']),
    );
    expect(included(free)).not.toContain('Data export (JSON and CSV)');
    expect(included(premium)).toEqual([
      ...included(free),
      'AI insights and recommendations (with at least 7 days of data)',
      'Data export (JSON and CSV)',
    ]);
    expect(screen.getByText('30-day money-back guarantee.')).toBeInTheDocument();
    expect(
      await within(premium).findByRole('link', { name: 'Start 14-day free trial' }),
    ).toHaveAttribute('href', '/auth/register');
  });

  it('a signed-in Free user upgrades at once through the simulated upgrade, and can go back', async () => {
    await signIn('free');
    const { user } = renderApp('/pricing');
    const premium = await screen.findByRole('listitem', { name: 'Premium' });
    const upgrade = () =>
      within(premium).getByRole('button', { name: 'Upgrade — demo, no payment' });
    // The button holds its place, disabled, until the switch's own code has loaded.
    await waitFor(() => expect(upgrade()).toBeEnabled());
    await user.click(upgrade());
    expect(await screen.findByText('Welcome to Premium')).toBeInTheDocument();
    expect(
      await within(premium).findByRole('button', { name: 'Your current plan' }),
    ).toBeDisabled();
    expect(screen.getByText('You are on Premium')).toBeInTheDocument();
    const me = await fetch(new URL('/api/auth/me', window.location.href), {
      headers: { Authorization: `Bearer ${localStorage.getItem('auth_token')}` },
    });
    expect(((await me.json()) as { plan: string }).plan).toBe('premium');
    const free = screen.getByRole('listitem', { name: 'Free' });
    await user.click(within(free).getByRole('button', { name: 'Switch to Free' }));
    expect(await screen.findByText('You are on the Free plan')).toBeInTheDocument();
    expect(
      screen.getByText(
        'AI insights and data export are locked again; your data and everything else stay.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the live demo dashboard', () => {
  it('shows the sample dashboard without sign-in, with a banner and sign-up instead of writes', async () => {
    renderApp('/preview-dashboard');
    expect(await screen.findByText('Sample data')).toBeInTheDocument();
    expect(await screen.findByText('Health Score')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Health System Overview' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    expect(screen.queryByRole('button', { name: /Add Data/ })).not.toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });
});
