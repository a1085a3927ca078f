import { themes, type ThemeMode } from '@/theme/tokens';
import {
  COLOUR_PAIRS,
  COLOUR_ROLES,
  MINIMUM_RATIO,
  type ColourName,
  type ColourPair,
} from './colour-guide';
import { contrastRatio, formatRatio } from './contrast';
import { Cell, NameCell, SpecimenTable, Token } from './specimen';

const MODES: ThemeMode[] = ['light', 'dark'];
const COLOUR_NAMES = Object.keys(themes.light.color) as ColourName[];

/** A chip of one colour, laid over the theme's surface so translucent colours show as used. */
function Swatch({ mode, name }: { mode: ThemeMode; name: ColourName }) {
  const { color, radius, touchTarget } = themes[mode];
  const value = color[name];
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        verticalAlign: 'middle',
        width: touchTarget,
        height: touchTarget,
        borderRadius: radius.sm,
        border: `1px solid ${color.borderStrong}`,
        backgroundColor: color.surface,
        backgroundImage: `linear-gradient(${value}, ${value})`,
      }}
    />
  );
}

/** Every colour of the palette, in both themes, with what it is for. */
export function ColourPalette() {
  const { space } = themes.light;
  return (
    <SpecimenTable caption="Palette (light and dark)" columns={['Token', 'Light', 'Dark', 'Role']}>
      {COLOUR_NAMES.map((name) => (
        <tr key={name}>
          <NameCell>{name}</NameCell>
          {MODES.map((mode) => (
            <Cell key={mode}>
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: space.sm }}>
                <Swatch mode={mode} name={name} />
                <Token>{themes[mode].color[name]}</Token>
              </span>
            </Cell>
          ))}
          <Cell>{COLOUR_ROLES[name]}</Cell>
        </tr>
      ))}
    </SpecimenTable>
  );
}

export function pairRatio(mode: ThemeMode, pair: Pick<ColourPair, 'foreground' | 'background'>) {
  const { color } = themes[mode];
  return contrastRatio(color[pair.foreground], color[pair.background]);
}

/** A sample of the pair: text for a text pair, a bar (a border, a ring) for a UI pair. */
function PairSample({ mode, pair }: { mode: ThemeMode; pair: ColourPair }) {
  const { color, font, radius, space } = themes[mode];
  const box = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '5rem',
    padding: `${space.sm} ${space.md}`,
    borderRadius: radius.sm,
    background: color[pair.background],
  };
  if (pair.kind === 'text') {
    return (
      <span
        style={{
          ...box,
          color: color[pair.foreground],
          fontFamily: font.family,
          fontSize: font.size.md,
          fontWeight: font.weight.regular,
        }}
      >
        Aa 123
      </span>
    );
  }
  return (
    <span aria-hidden="true" style={box}>
      <span
        style={{
          display: 'block',
          width: '100%',
          height: font.size.md,
          borderRadius: radius.sm,
          border: `3px solid ${color[pair.foreground]}`,
        }}
      />
    </span>
  );
}

/**
 * The WCAG contrast of every foreground/background pair the components use, computed from the
 * tokens of one theme, against the minimum for text (4.5:1) or for a control's parts (3:1).
 */
export function ContrastTable({ mode }: { mode: ThemeMode }) {
  return (
    <SpecimenTable
      caption={`Contrast in the ${mode} theme`}
      columns={['Sample', 'Foreground', 'Background', 'Used for', 'Ratio', 'WCAG AA']}
    >
      {COLOUR_PAIRS.map((pair) => {
        const ratio = pairRatio(mode, pair);
        const minimum = MINIMUM_RATIO[pair.kind];
        const passes = ratio >= minimum;
        return (
          <tr key={`${pair.foreground}/${pair.background}/${pair.kind}`}>
            <Cell>
              <PairSample mode={mode} pair={pair} />
            </Cell>
            <Cell>
              <Token>{pair.foreground}</Token>
            </Cell>
            <Cell>
              <Token>{pair.background}</Token>
            </Cell>
            <Cell>{pair.use}</Cell>
            <Cell>
              <strong>{formatRatio(ratio)}</strong>
            </Cell>
            <Cell>
              {passes ? 'Passes' : 'Fails'} {pair.kind === 'text' ? 'text' : 'UI'} {minimum}:1
            </Cell>
          </tr>
        );
      })}
    </SpecimenTable>
  );
}

/** One pair's ratio in one theme, for a sentence in a docs page. */
export function Ratio({
  mode,
  foreground,
  background,
}: {
  mode: ThemeMode;
  foreground: ColourName;
  background: ColourName;
}) {
  return <strong>{formatRatio(pairRatio(mode, { foreground, background }))}</strong>;
}
