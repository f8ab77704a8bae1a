import 'server-only';

import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a preview image needs beyond its main font, served from packages installed with the app: the renderer
 * would otherwise fetch them from public CDNs while it draws (and a server without outbound network answers
 * nothing at all). Emoji are Twemoji's pictures (@discordapp/twemoji, graphics CC-BY 4.0); a character outside
 * the committed font subset comes from the slice of Noto Sans JP Bold, else Noto Sans SC Bold, whose range holds
 * it (@fontsource, OFL). A character no slice holds is drawn as the font's empty box, an unknown emoji as its
 * base emoji or nothing: the same answer every time, with no request leaving the server.
 */

const EMOJI_DIR = path.join(process.cwd(), 'node_modules/@discordapp/twemoji/dist/svg');
const FONTS_DIR = path.join(process.cwd(), 'node_modules/@fontsource');
const NOTHING = 'data:image/svg+xml;base64,' + btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"/>');

/** The fonts satori takes: the shape its `loadAdditionalAsset` may answer with. */
export type PreviewFont = { name: string; data: Buffer; weight: 700; style: 'normal' };

const ZWJ = '\u200d';
const hex = (text: string) => [...text].map((char) => char.codePointAt(0)!.toString(16)).join('-');

/**
 * Twemoji's file names for an emoji, best first: its code points (the variation selector U+FE0F dropped unless
 * the emoji joins several with U+200D, as Twemoji names them), then without any selector, then its first one.
 */
function emojiFileNames(emoji: string): string[] {
  const exact = hex(emoji.includes(ZWJ) ? emoji : emoji.replaceAll('\ufe0f', ''));
  const bare = hex(emoji.replaceAll('\ufe0f', ''));
  const first = hex(String.fromCodePoint(emoji.codePointAt(0)!));
  return [...new Set([exact, bare, first])];
}

async function emojiImage(emoji: string): Promise<string> {
  for (const name of emojiFileNames(emoji)) {
    const svg = await readFile(path.join(EMOJI_DIR, `${name}.svg`)).catch(() => null);
    if (svg) return `data:image/svg+xml;base64,${svg.toString('base64')}`;
  }
  return NOTHING;
}

/** Noto Sans JP first; Noto Sans SC only for the Han characters the Japanese font leaves out (龘). */
const FAMILIES = ['noto-sans-jp', 'noto-sans-sc'] as const;

type Slice = { family: (typeof FAMILIES)[number]; slice: string; ranges: [number, number][] };
let slices: Promise<Slice[]> | undefined;

/** Every family's slices and their character ranges ("U+4e00-4e3f,U+20bb7") as its package lists them, in order. */
function loadSlices(): Promise<Slice[]> {
  return (slices ??= Promise.all(
    FAMILIES.map(async (family) => {
      const json = await readFile(path.join(FONTS_DIR, family, 'unicode.json'), 'utf8');
      return Object.entries(JSON.parse(json) as Record<string, string>).map(([key, list]) => ({
        family,
        slice: key.replace(/^\[(\d+)\]$/, '$1'),
        ranges: list.split(',').map((range): [number, number] => {
          const [start, end = start] = range.trim().replace(/^U\+/i, '').split('-');
          return [parseInt(start, 16), parseInt(end, 16)];
        }),
      }));
    }),
  ).then((families) => families.flat()));
}

const fontFiles = new Map<string, Promise<Buffer>>();
// Only the bold woff slices are read: next.config.ts keeps the packages' other files out of the route's trace.
const readSlice = ({ family, slice }: Slice) =>
  readFile(path.join(FONTS_DIR, family, 'files', `${family}-${slice}-700-normal.woff`));

/** The slices holding the characters of `text` (each file read once per process). */
async function fallbackFonts(text: string): Promise<PreviewFont[]> {
  const all = await loadSlices();
  const needed = new Set<Slice>();
  for (const char of text) {
    const point = char.codePointAt(0)!;
    const slice = all.find(({ ranges }) => ranges.some(([start, end]) => start <= point && point <= end));
    if (slice) needed.add(slice);
  }
  return Promise.all(
    [...needed].map(async (slice) => {
      const name = `${slice.family} ${slice.slice}`;
      if (!fontFiles.has(name)) fontFiles.set(name, readSlice(slice));
      return { name, data: await fontFiles.get(name)!, weight: 700, style: 'normal' } as const;
    }),
  );
}

/** satori's `loadAdditionalAsset`: an emoji's picture, or the fonts for text the main font lacks. */
export function loadAdditionalAsset(kind: string, text: string): Promise<string | PreviewFont[]> {
  return kind === 'emoji' ? emojiImage(text) : fallbackFonts(text);
}
