import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import messages from '@/messages/en.json';
import { APP_BACKGROUND, APPLE_TOUCH_ICON, FAVICON_SIZES, MANIFEST_ICONS } from '@/lib/offline/icons';
import { webAppManifest } from '@/lib/offline/manifest';

const ROOT = join(__dirname, '../..');
const manifest = webAppManifest({ name: 'Kotonoha', description: messages.metadata.description, lang: 'en' });

describe('web app manifest', () => {
  it('has what browsers require to install the app', () => {
    expect(manifest).toMatchObject({
      name: 'Kotonoha',
      short_name: 'Kotonoha',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: APP_BACKGROUND,
      background_color: APP_BACKGROUND,
    });
    expect(manifest.description).toMatch(/Japanese/);
    expect(new URL(manifest.start_url!, 'https://x.test').pathname.startsWith(manifest.scope!)).toBe(true);
    const sizes = (purpose: string) => manifest.icons!.filter((icon) => icon.purpose === purpose).map((i) => i.sizes);
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes('maskable')).toContain('512x512');
  });

  it('lists committed PNGs of the sizes it says', async () => {
    for (const icon of [...manifest.icons!, { src: APPLE_TOUCH_ICON.src, sizes: '180x180', type: 'image/png' }]) {
      const { width, height, format } = await sharp(readFileSync(join(ROOT, 'public', icon.src))).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(format, icon.src).toBe('png');
      expect(icon.type).toBe('image/png');
    }
    expect(MANIFEST_ICONS.length).toBe(manifest.icons!.length);
  });

  it('keeps a maskable icon opaque to its edge, its glyph inside the 80 % safe circle', async () => {
    const icon = MANIFEST_ICONS.find((i) => i.purpose === 'maskable')!;
    const { data, info } = await sharp(readFileSync(join(ROOT, 'public', icon.src)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
    const corner = pixel(0, 0);
    expect(corner[3]).toBe(255);
    // Every pixel that differs from the background lies within the safe circle.
    const radius = info.width * 0.4;
    for (let y = 0; y < info.height; y += 2) {
      for (let x = 0; x < info.width; x += 2) {
        const [r, g, b] = pixel(x, y);
        const background = Math.abs(r - corner[0]) + Math.abs(g - corner[1]) + Math.abs(b - corner[2]) < 30;
        if (!background) expect(Math.hypot(x - info.width / 2, y - info.height / 2)).toBeLessThan(radius);
      }
    }
  });

  it('draws every icon from assets/logo.svg: app/icon.svg is the same picture, the favicon has its sizes', () => {
    expect(readFileSync(join(ROOT, 'app/icon.svg'), 'utf8')).toBe(readFileSync(join(ROOT, 'assets/logo.svg'), 'utf8'));
    const ico = readFileSync(join(ROOT, 'app/favicon.ico'));
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => ico.readUInt8(6 + 16 * i));
    expect(sizes).toEqual([...FAVICON_SIZES]);
  });
});
