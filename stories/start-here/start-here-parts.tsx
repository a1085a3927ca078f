import { DEMO_GOOGLE_IDENTITY, HISTORY_DAYS } from '@mocks/seed';
import { DEMO_ACCOUNTS, PERSONAS } from '@/lib/demo-accounts';
import type { GlobalTypes } from 'storybook/internal/csf';
import { navEntries } from '@/app/route-manifest';
import { Cell, RowHeader, SpecimenTable, Token } from '../foundations/specimen';

/** The seeded accounts, as the app's persona switch offers them, with their credentials. */
export function DemoAccounts() {
  return (
    <SpecimenTable
      caption="Demo accounts"
      captionHidden
      columns={['Persona', 'E-mail', 'Password', 'What it shows']}
    >
      {PERSONAS.map((persona) => {
        const account = persona.id === 'new' ? null : DEMO_ACCOUNTS[persona.id];
        return (
          <tr key={persona.id}>
            <RowHeader>{persona.label}</RowHeader>
            <Cell>{account ? <Token>{account.email}</Token> : 'Created when chosen'}</Cell>
            <Cell>{account ? <Token>{account.password}</Token> : 'None needed'}</Cell>
            <Cell>{persona.description}</Cell>
          </tr>
        );
      })}
      <tr>
        <RowHeader>Google (simulated)</RowHeader>
        <Cell>
          <Token>{DEMO_GOOGLE_IDENTITY.email}</Token>
        </Cell>
        <Cell>None needed</Cell>
        <Cell>“Continue with Google”, then Allow, on the simulated consent screen</Cell>
      </tr>
    </SpecimenTable>
  );
}

/** How many days of history the demo user has here: stories use the small seed, not the app's. */
export function StoryHistoryDays() {
  return <strong>{HISTORY_DAYS.small}</strong>;
}

export function AppHistoryDays() {
  return <strong>{HISTORY_DAYS.full}</strong>;
}

interface ToolbarItem {
  value?: unknown;
  title?: string;
  /** Shown beside the title in the menu: what a default item means. */
  right?: string;
}

function itemTitles(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return items.map((item: string | ToolbarItem) => {
    if (typeof item === 'string') return item;
    const title = item.title ?? String(item.value);
    return item.right ? `${title} (${item.right})` : title;
  });
}

interface Viewport {
  name: string;
  styles: { width: string; height: string };
}

/**
 * The switches in the toolbar above the canvas, given the configuration of .storybook/preview.tsx
 * (start-here.mdx passes it in) so this list follows it: each global with a toolbar, then the
 * viewports.
 */
export function ToolbarSwitches({
  globalTypes,
  viewports,
}: {
  globalTypes: GlobalTypes;
  viewports: Record<string, Viewport>;
}) {
  const globals = Object.entries(globalTypes).filter(([, type]) => type.toolbar);
  return (
    <SpecimenTable
      caption="Toolbar switches"
      captionHidden
      columns={['Switch', 'What it changes', 'Choices']}
    >
      {globals.map(([name, type]) => (
        <tr key={name}>
          <RowHeader>{type.toolbar?.title ?? name}</RowHeader>
          <Cell>{type.description}</Cell>
          <Cell>{itemTitles(type.toolbar?.items).join(', ')}</Cell>
        </tr>
      ))}
      <tr>
        <RowHeader>Viewport</RowHeader>
        <Cell>The canvas size, to see a screen as on a device</Cell>
        <Cell>
          {Object.values(viewports)
            .map(
              (viewport) =>
                `${viewport.name} (${viewport.styles.width} × ${viewport.styles.height})`,
            )
            .join(', ')}
        </Cell>
      </tr>
    </SpecimenTable>
  );
}

/** The groups of `storySort`'s order (a name, then the list of its entries when given). */
function sidebarGroups(order: unknown): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  if (!Array.isArray(order)) return groups;
  order.forEach((entry, index) => {
    if (typeof entry !== 'string') return;
    const next: unknown = order[index + 1];
    groups.set(entry, Array.isArray(next) ? next.filter((name) => typeof name === 'string') : []);
  });
  return groups;
}

/** The Screens group's entries, in the sidebar's order (preview.tsx's `storySort`). */
export function screensInSidebar(order: unknown): string[] {
  return sidebarGroups(order).get('Screens') ?? [];
}

/** The signed-in screens of the app's side navigation, in its order and with its names. */
export const screensInTheApp = (): string[] =>
  navEntries.filter((entry) => entry.access === 'protected').map((entry) => entry.nav.label);

/** The Screens group as the sidebar lists it, which is the app's side navigation. */
export function ScreensInOrder({ order }: { order: unknown }) {
  return (
    <ol aria-label="Screens, in the side navigation's order">
      {screensInSidebar(order).map((screen) => (
        <li key={screen}>{screen}</li>
      ))}
    </ol>
  );
}

/**
 * The few stories that still fix a viewport or a theme, because a designer compares them at a
 * glance or their script checks what only that size or theme shows. Everything else is switched
 * from the toolbar.
 */
export const FIXED_VIEWPORT_OR_THEME = [
  {
    story: 'Shell › App shell › Navigation drawer (phone)',
    why: 'On a phone the side navigation becomes a drawer behind a menu button; its script checks every link in it.',
  },
  {
    story: 'Public site › Pages › Menu open (phone)',
    why: 'The public site’s phone header has a menu button the desktop one lacks; its script opens it.',
  },
  {
    story: "Screens › Medications › Today's schedule, every dose state (phone)",
    why: 'On a phone each dose’s buttons wrap onto a row of their own: the layout differs in structure.',
  },
  {
    story: 'Components › Body diagram › Touch targets (phone)',
    why: 'Its script checks that every region is a 44 px touch target at phone width.',
  },
  {
    story: 'Components › Body diagram › Every status (dark)',
    why: 'Its script checks the dark theme’s status colours on the drawing.',
  },
];

export function FixedViewportOrTheme() {
  return (
    <SpecimenTable
      caption="Stories that keep their own viewport or theme"
      captionHidden
      columns={['Story', 'Why it is kept']}
    >
      {FIXED_VIEWPORT_OR_THEME.map(({ story, why }) => (
        <tr key={story}>
          <RowHeader>{story}</RowHeader>
          <Cell>{why}</Cell>
        </tr>
      ))}
    </SpecimenTable>
  );
}
