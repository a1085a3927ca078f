import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_SIZES, maskable } from './app-images.mjs';

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
}

const manifest: { icons: ManifestImage[]; screenshots: ManifestImage[] } = JSON.parse(
  readFileSync('public/manifest.webmanifest', 'utf8'),
);

/** A PNG's width and height, from its header (the IHDR chunk that follows the signature). */
function pngSize(file: string): string {
  const png = readFileSync(`public/${file}`);
  expect(png.subarray(1, 4).toString('latin1'), `${file} is a PNG`).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe('the web app manifest’s images (npm run app:images)', () => {
  const pngs = [...manifest.icons, ...manifest.screenshots].filter(
    (image) => image.type === 'image/png',
  );

  it.each(pngs.map((image) => [image.src, image]))(
    '%s is the size it is said to be',
    (_, image) => {
      expect(pngSize(image.src)).toBe(image.sizes);
    },
  );

  it('has a PNG icon of each size for any use and one maskable', () => {
    for (const purpose of ['any', 'maskable']) {
      const sizes = manifest.icons
        .filter((icon) => icon.type === 'image/png' && icon.purpose === purpose)
        .map((icon) => icon.sizes);
      expect(sizes, purpose).toEqual(ICON_SIZES.map((size) => `${size}x${size}`));
    }
  });

  it('has a screenshot for a laptop’s window and one for a phone’s', () => {
    const wide = manifest.screenshots.find((shot) => shot.form_factor === 'wide')!;
    const narrow = manifest.screenshots.find((shot) => shot.form_factor === 'narrow')!;
    const [wideWidth, wideHeight] = wide.sizes.split('x').map(Number);
    const [narrowWidth, narrowHeight] = narrow.sizes.split('x').map(Number);
    expect(wideWidth).toBeGreaterThan(wideHeight);
    expect(narrowWidth).toBeLessThan(narrowHeight);
  });
});

describe('maskable', () => {
  it('squares the favicon’s corners and draws its mark at three quarters, about the centre', () => {
    const masked = maskable(readFileSync('public/favicon.svg', 'utf8'));
    expect(masked).toContain('<rect width="32" height="32" fill="#0f766e"/>');
    expect(masked).toContain('<path transform="translate(16 16) scale(0.75) translate(-16 -16)" ');
  });

  it('refuses an icon it no longer knows the shape of', () => {
    expect(() => maskable('<svg viewBox="0 0 32 32"><circle r="16"/></svg>')).toThrow(
      /no longer a rounded square/,
    );
  });
});
