import type { CSSProperties, ReactNode } from 'react';
import { themes } from '@/theme/tokens';

/**
 * Shared parts of the Foundations pages. They render both inside Storybook's docs pages (which
 * style tables themselves) and on a story's canvas (the app's global style), so they take the
 * surrounding text colour and add only spacing from the tokens.
 */
const { space, font, radius } = themes.light;

/** A hairline in the surrounding text colour, visible on light and dark pages alike. */
export const hairline = '1px solid color-mix(in srgb, currentColor 25%, transparent)';

const cell: CSSProperties = {
  padding: `${space.sm} ${space.md}`,
  borderBottom: hairline,
  textAlign: 'left',
  verticalAlign: 'middle',
};

/** Read by screen readers, not shown: for a table whose heading already stands above it. */
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

export function SpecimenTable({
  caption,
  captionHidden = false,
  columns,
  children,
}: {
  caption: string;
  captionHidden?: boolean;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: font.size.sm }}>
      <caption
        style={
          captionHidden
            ? visuallyHidden
            : { textAlign: 'left', fontWeight: font.weight.bold, padding: space.sm }
        }
      >
        {caption}
      </caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" style={cell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

export function Cell({ children, style }: { children?: ReactNode; style?: CSSProperties }) {
  return <td style={{ ...cell, ...style }}>{children}</td>;
}

/** The row's own header cell. */
export function RowHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="row" style={cell}>
      {children}
    </th>
  );
}

/** The row's own header cell holding a token's name. */
export function NameCell({ children }: { children: ReactNode }) {
  return (
    <RowHeader>
      <Token>{children}</Token>
    </RowHeader>
  );
}

/** A token name or value, set in monospace. */
export function Token({ children }: { children: ReactNode }) {
  return (
    <code
      style={{
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: font.size.sm,
        borderRadius: radius.sm,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </code>
  );
}
