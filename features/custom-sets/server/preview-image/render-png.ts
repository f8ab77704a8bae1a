import 'server-only';

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReactNode } from 'react';
import satori from 'satori';
import sharp from 'sharp';
import { loadAdditionalAsset, type PreviewFont } from './fallback-assets';

/**
 * Draws a preview image (Open Graph) to PNG on this server alone: satori lays the element out with the committed
 * Noto Sans JP Bold subset (kana, the jōyō kanji, Latin and Vietnamese; assets/fonts, with its licence), anything
 * it lacks comes from ./fallback-assets, and sharp turns the SVG into a PNG. next/og's ImageResponse wraps the
 * same renderer but fetches missing glyphs and emoji from public CDNs, which a server without outbound network
 * cannot reach (the image then had no answer at all).
 */

/** The family name the preview elements ask for. */
export const PREVIEW_FONT_FAMILY = 'Noto Sans JP';

let fonts: Promise<PreviewFont[]> | undefined;
// One array for the whole process: satori keeps its parsed fonts (and the slices added on demand) per array.
const loadFonts = () =>
  (fonts ??= readFile(path.join(process.cwd(), 'assets/fonts/NotoSansJP-Bold-subset.otf')).then((data) => [
    { name: PREVIEW_FONT_FAMILY, data, weight: 700, style: 'normal' },
  ]));

export async function renderPng(element: ReactNode, size: { width: number; height: number }): Promise<Buffer> {
  const svg = await satori(element, { ...size, fonts: await loadFonts(), loadAdditionalAsset });
  return sharp(Buffer.from(svg)).png().toBuffer();
}
