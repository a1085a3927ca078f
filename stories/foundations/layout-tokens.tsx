import type { CSSProperties } from 'react';
import { themes } from '@/theme/tokens';
import { ICON_SIZE_PX } from './icons';
import { Cell, NameCell, SpecimenTable, Token } from './specimen';

const tokens = themes.light;
const { color } = tokens;

const demoBox: CSSProperties = {
  display: 'inline-block',
  verticalAlign: 'middle',
  background: color.primarySoft,
  border: `1px solid ${color.primary}`,
};

/** The spacing scale, each step drawn at its width. */
export function SpacingScale() {
  return (
    <SpecimenTable caption="Spacing" columns={['Token', 'Value', 'Scale']}>
      {Object.entries(tokens.space).map(([name, value]) => (
        <tr key={name}>
          <NameCell>{name}</NameCell>
          <Cell>
            <Token>{value}</Token>
          </Cell>
          <Cell>
            <span
              aria-hidden="true"
              style={{ ...demoBox, width: value, height: tokens.space.lg }}
            />
          </Cell>
        </tr>
      ))}
    </SpecimenTable>
  );
}

/** The corner radii, each on a card-sized box. */
export function RadiusScale() {
  return (
    <SpecimenTable caption="Radii" columns={['Token', 'Value', 'Shape']}>
      {Object.entries(tokens.radius).map(([name, value]) => (
        <tr key={name}>
          <NameCell>{name}</NameCell>
          <Cell>
            <Token>{value}</Token>
          </Cell>
          <Cell>
            <span
              aria-hidden="true"
              style={{
                ...demoBox,
                width: `calc(2 * ${tokens.space.xxxl})`,
                height: tokens.space.xxxl,
                borderRadius: value,
              }}
            />
          </Cell>
        </tr>
      ))}
    </SpecimenTable>
  );
}

/** The shadows, each on a surface the size of a small card. */
export function ShadowScale() {
  return (
    <SpecimenTable caption="Shadows" columns={['Token', 'Value', 'On a surface']}>
      {Object.entries(tokens.shadow).map(([name, value]) => (
        <tr key={name}>
          <NameCell>{name}</NameCell>
          <Cell>
            <Token>{value}</Token>
          </Cell>
          <Cell style={{ padding: tokens.space.xl, background: color.background }}>
            <span
              aria-hidden="true"
              style={{
                display: 'inline-block',
                width: tokens.space.xxxl,
                height: tokens.space.xxl,
                borderRadius: tokens.radius.md,
                background: color.surface,
                boxShadow: value,
              }}
            />
          </Cell>
        </tr>
      ))}
    </SpecimenTable>
  );
}

/** The minimum touch target, drawn at size beside an icon of the size the app uses inside it. */
export function TouchTarget() {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: tokens.space.lg }}>
      <span
        aria-hidden="true"
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: tokens.touchTarget,
          height: tokens.touchTarget,
          borderRadius: tokens.radius.md,
          border: `1px dashed ${color.primary}`,
          background: color.primarySoft,
        }}
      >
        <span
          style={{
            width: ICON_SIZE_PX,
            height: ICON_SIZE_PX,
            borderRadius: tokens.radius.sm,
            background: color.primary,
          }}
        />
      </span>
      <p style={{ margin: 0 }}>
        <Token>touchTarget</Token> = <Token>{tokens.touchTarget}</Token>: the least width and height
        of anything clickable (buttons, icon buttons, tabs, links in lists), however small the icon
        or label inside it.
      </p>
    </div>
  );
}

const GROUPS = {
  layout: 'Layout',
  breakpoint: 'Breakpoints (min-width)',
  motion: 'Motion',
  zIndex: 'Layers (z-index)',
} as const satisfies Partial<Record<keyof typeof tokens, string>>;

/** The remaining shared tokens: layout sizes, breakpoints, motion and layers. */
export function OtherTokens() {
  return (
    <SpecimenTable
      caption="Layout, breakpoints, motion and layers"
      captionHidden
      columns={['Token', 'Value']}
    >
      {(Object.keys(GROUPS) as (keyof typeof GROUPS)[]).flatMap((group) =>
        Object.entries(tokens[group]).map(([name, value]) => (
          <tr key={`${group}.${name}`}>
            <NameCell>{`${group}.${name}`}</NameCell>
            <Cell>
              <Token>{String(value)}</Token>
            </Cell>
          </tr>
        )),
      )}
    </SpecimenTable>
  );
}
