import path from 'node:path';
import ICON_SET from 'virtual:icon-set';
import NAV_ICONS from 'virtual:nav-icons';
import { describe, expect, it } from 'vitest';
import { iconImports } from '../../scripts/lucide-icons.mjs';

describe('the icon set, read from src/ by the build (vite.config.ts, lucideIcons)', () => {
  it('follows every lucide-react import: only named imports, which it can read', async () => {
    const { used, untraceable } = await iconImports(path.join(process.cwd(), 'src'));
    expect(untraceable).toEqual([]);
    expect(used.size).toBeGreaterThan(10);
    expect(Object.keys(ICON_SET)).toEqual(
      expect.arrayContaining([...used.keys(), ...Object.keys(NAV_ICONS)]),
    );
  });
});
