/**
 * Draws every icon of the app from one picture, assets/logo.svg (the header's 言 tile,
 * components/layout/logo.tsx): the manifest's PNGs, the apple-touch-icon, app/favicon.ico and app/icon.svg.
 * `npm run icons`; the files are committed, tests/unit/offline-icons.test.ts checks their sizes.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { APPLE_TOUCH_ICON, FAVICON_SIZES, MANIFEST_ICONS, type AppIcon } from '../lib/offline/icons';

const SOURCE = 'assets/logo.svg';
const svg = readFileSync(SOURCE);
// The tile's colour fills the square around a padded tile, so the padding does not show as a frame.
const tileColour = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(svg.toString())?.[1] ?? '';
if (!tileColour) throw new Error(`${SOURCE}: no <rect fill> for the tile`);

async function render(size: number, tileScale = 1): Promise<Buffer> {
  const tileSize = Math.round(size * tileScale);
  const tile = await sharp(svg, { density: Math.ceil((72 * tileSize) / 64) })
    .resize(tileSize, tileSize)
    .png()
    .toBuffer();
  if (tileScale === 1) return tile;
  const offset = Math.round((size - tileSize) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background: tileColour } })
    .composite([{ input: tile, left: offset, top: offset }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An .ico holding one PNG per size (every browser since IE 11 reads PNG entries). */
function icoFile(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((png) => png.data)]);
}

async function writeIcon(icon: AppIcon) {
  writeFileSync(`public${icon.src}`, await render(icon.size, icon.tileScale));
}

for (const icon of [...MANIFEST_ICONS, APPLE_TOUCH_ICON]) await writeIcon(icon);
const favicons = await Promise.all(FAVICON_SIZES.map(async (size) => ({ size, data: await render(size) })));
writeFileSync('app/favicon.ico', icoFile(favicons));
copyFileSync(SOURCE, 'app/icon.svg');
console.log(`icons written from ${SOURCE}`);
