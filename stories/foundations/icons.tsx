import ICON_SET from 'virtual:icon-set';
import { themes } from '@/theme/tokens';
import { Token } from './specimen';

const { space, font, radius } = themes.light;

/** The size icons take beside a label or inside an icon button (the app's most common sizes are 18 and 20). */
export const ICON_SIZE_PX = 20;

/** Every lucide-react icon the app draws (read from src/ by the build), at the usual size. */
export function IconGallery() {
  const names = Object.keys(ICON_SET);
  return (
    <ul
      aria-label={`${names.length} icons in use`}
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
        gap: space.sm,
      }}
    >
      {names.map((name) => {
        const Icon = ICON_SET[name];
        return (
          <li
            key={name}
            style={{
              display: 'flex',
              alignItems: 'center',
              margin: 0,
              gap: space.sm,
              minHeight: themes.light.touchTarget,
              padding: `0 ${space.sm}`,
              borderRadius: radius.sm,
              fontSize: font.size.sm,
            }}
          >
            <Icon size={ICON_SIZE_PX} aria-hidden="true" style={{ flexShrink: 0 }} />
            <Token>{name}</Token>
          </li>
        );
      })}
    </ul>
  );
}
