import { themes } from '@/theme/tokens';
import { Cell, NameCell, SpecimenTable, Token } from './specimen';

const { font } = themes.light;
type SizeName = keyof typeof font.size;
type WeightName = keyof typeof font.weight;

/** The browser default the app keeps: the root font size that rem values multiply. */
const ROOT_FONT_PX = 16;

/** Where the components use each size; a size added to the tokens without a note fails to compile. */
const SIZE_USES: Record<SizeName, string> = {
  xs: 'Status badges, weekday and axis labels',
  sm: 'Field labels and errors, captions, muted text, tables',
  md: 'Body text (the page default), buttons, card sub-headings',
  lg: 'Card titles (CardTitle, h2), section headings',
  xl: 'Screen headings, stat values',
  xxl: 'Page titles (PageTitle, h1), prices, hero figures',
};

const WEIGHT_USES: Record<WeightName, string> = {
  regular: 'Body text',
  medium: 'Buttons, field labels',
  bold: 'Headings, titles, badges',
};

function toPx(rem: string): string {
  return `${parseFloat(rem) * ROOT_FONT_PX}px`;
}

/** The type scale, each size set in the app's font at that size. */
export function TypeScale() {
  return (
    <SpecimenTable caption="Type scale" columns={['Token', 'Size', 'Sample', 'Used for']}>
      {(Object.entries(font.size) as [SizeName, string][]).map(([name, size]) => (
        <tr key={name}>
          <NameCell>{name}</NameCell>
          <Cell>
            <Token>{size}</Token> ({toPx(size)})
          </Cell>
          <Cell style={{ fontFamily: font.family, fontSize: size, lineHeight: 1.3 }}>
            Resting heart rate 62 bpm
          </Cell>
          <Cell>{SIZE_USES[name]}</Cell>
        </tr>
      ))}
    </SpecimenTable>
  );
}

/** The three weights, and the font stack they apply to. */
export function FontWeights() {
  return (
    <SpecimenTable caption="Weights" columns={['Token', 'Weight', 'Sample', 'Used for']}>
      {(Object.entries(font.weight) as [WeightName, number][]).map(([name, weight]) => (
        <tr key={name}>
          <NameCell>{name}</NameCell>
          <Cell>
            <Token>{weight}</Token>
          </Cell>
          <Cell style={{ fontFamily: font.family, fontSize: font.size.lg, fontWeight: weight }}>
            Time in range 78 %
          </Cell>
          <Cell>{WEIGHT_USES[name]}</Cell>
        </tr>
      ))}
    </SpecimenTable>
  );
}

/** The font stack, as the tokens give it. */
export function FontFamily() {
  return <Token>{font.family}</Token>;
}
