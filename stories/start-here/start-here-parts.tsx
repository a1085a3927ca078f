import { DEMO_GOOGLE_IDENTITY, HISTORY_DAYS } from '@mocks/seed';
import { DEMO_ACCOUNTS, PERSONAS } from '@/lib/demo-accounts';
import type { GlobalTypes } from 'storybook/internal/csf';
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
}

function itemTitles(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return items.map((item: string | ToolbarItem) =>
    typeof item === 'string' ? item : (item.title ?? String(item.value)),
  );
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
