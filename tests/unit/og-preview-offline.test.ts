// The preview image of a shared set is drawn on this server alone: emoji, kanji outside the committed font
// subset and Vietnamese with every tone mark render to a PNG without a single connection leaving the process.
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { renderPng } from '@/features/custom-sets/server/preview-image/render-png';
import { SetPreview, type SetPreviewContent } from '@/features/custom-sets/server/preview-image/set-preview';

const attempts: string[] = [];
const realConnect = net.Socket.prototype.connect;
const realFetch = globalThis.fetch;

beforeAll(() => {
  // Any outbound connection (fetch, http, https, a raw socket) fails the test that made it.
  net.Socket.prototype.connect = function (...args: unknown[]) {
    attempts.push(`socket ${JSON.stringify(args[0])}`);
    throw new Error('no network for preview images');
  } as typeof realConnect;
  globalThis.fetch = async (input, init) => {
    // A data: URL (how some renderers load their WebAssembly) never leaves the process.
    if (String(input).startsWith('data:')) return realFetch(input, init);
    attempts.push(`fetch ${String(input)}`);
    throw new Error('no network for preview images');
  };
});

beforeEach(() => {
  attempts.length = 0;
});

afterAll(() => {
  net.Socket.prototype.connect = realConnect;
  globalThis.fetch = realFetch;
});

const SIZE = { width: 1200, height: 630 };
// Where the images are kept for a person to look at (SHOTS_DIR), when set.
const shots = process.env.SHOTS_DIR;

const preview = (content: Partial<SetPreviewContent>) =>
  SetPreview({
    name: 'Set',
    words: [],
    byline: 'by A learner',
    avatar: null,
    initials: 'AL',
    tone: '#0369a1',
    cardsLabel: '2 cards',
    ...content,
  });

async function render(label: string, content: Partial<SetPreviewContent>) {
  const png = await renderPng(preview(content), SIZE);
  if (shots) {
    mkdirSync(shots, { recursive: true });
    writeFileSync(`${shots}/${label}.png`, png);
  }
  return png;
}

const cards = (...pairs: [string, string][]) =>
  pairs.map(([word, meaning], index) => ({ id: `${index}`, word, meaning }));

/** Pixels of a region as RGB triples. */
async function pixels(png: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const data = await sharp(png).extract(region).removeAlpha().raw().toBuffer();
  return Array.from({ length: data.length / 3 }, (_, index) => [
    data[index * 3],
    data[index * 3 + 1],
    data[index * 3 + 2],
  ]);
}

const BYLINE = { left: 130, top: 520, width: 700, height: 80 };
const CARDS = { left: 64, top: 250, width: 1072, height: 260 };
/** Whether some pixel is clearly coloured (the preview's own text is white or grey on near-black). */
const coloured = (rgb: number[][]) => rgb.some(([r, g, b]) => Math.max(r, g, b) - Math.min(r, g, b) > 80);

// Parsing a CJK font takes a few seconds on a busy machine.
describe('the preview image of a shared set, drawn without the network', { timeout: 60_000 }, () => {
  it('draws an author named "Nguyễn Thị Ánh 🌸" and cards with emoji, rare kanji and every Vietnamese tone', async () => {
    const png = await render('vietnamese-emoji-rare-kanji', {
      name: 'Từ vựng tiếng Việt 🇻🇳 và 𠮷野家 🍜',
      byline: 'by Nguyễn Thị Ánh 🌸',
      initials: 'NT',
      words: cards(
        ['𠮷野家', 'quán cơm bò 🐂'],
        ['鬱', 'u uất, buồn bã'],
        ['龘', 'rồng bay (hiếm)'],
        ['桜 🌸', 'hoa anh đào'],
        ['家族 👨‍👩‍👧‍👦', 'gia đình'],
        ['ả ã ạ ấ ầ ẩ ẫ ậ', 'ắ ằ ẳ ẵ ặ ế ề ể ễ ệ ố ồ ổ ỗ ộ ớ ờ ở ỡ ợ ứ ừ ử ữ ự'],
      ),
      cardsLabel: '6 thẻ',
    });
    expect((await sharp(png).metadata()).format).toBe('png');
    expect(await sharp(png).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(attempts).toEqual([]);
  });

  it('draws the emoji in colour, where the text alone is white', async () => {
    const withEmoji = await render('byline-emoji', { byline: 'by Nguyễn Thị Ánh 🌸' });
    const without = await render('byline-plain', { byline: 'by Nguyễn Thị Ánh' });
    expect(coloured(await pixels(withEmoji, BYLINE))).toBe(true);
    expect(coloured(await pixels(without, BYLINE))).toBe(false);
    expect(attempts).toEqual([]);
  });

  it('draws a kanji missing from the committed subset with its own glyph, not an empty box', async () => {
    // 𠮷 (U+20BB7, outside the BMP) differs from 吉 by its longer lower stroke; U+10FFFD is in no font at all.
    const [rare, common, unknown] = await Promise.all(
      ['𠮷', '吉', '\u{10fffd}'].map((word, index) => render(`kanji-${index}`, { words: cards([word, 'x']) })),
    );
    const chip = async (png: Buffer) => (await pixels(png, CARDS)).flat().join(',');
    expect(await chip(rare)).not.toBe(await chip(common));
    expect(await chip(rare)).not.toBe(await chip(unknown));
    expect(attempts).toEqual([]);
  });

  it('draws Vietnamese typed with combining accents as the composed letters', async () => {
    const composed = await render('vietnamese-composed', { byline: 'by Nguyễn Thị Ánh', name: 'tiếng Việt' });
    const decomposed = await render('vietnamese-decomposed', {
      byline: 'by Nguyễn Thị Ánh'.normalize('NFD'),
      name: 'tiếng Việt'.normalize('NFD'),
    });
    expect(Buffer.compare(composed, decomposed)).toBe(0);
    expect(attempts).toEqual([]);
  });

  it("draws the author's uploaded picture", async () => {
    const picture = await sharp({ create: { width: 56, height: 56, channels: 3, background: '#0ea5e9' } })
      .png()
      .toBuffer();
    const png = await render('avatar', { avatar: `data:image/png;base64,${picture.toString('base64')}` });
    const [[r, g, b]] = await pixels(png, { left: 92, top: 546, width: 1, height: 1 });
    expect(Math.abs(r - 0x0e) + Math.abs(g - 0xa5) + Math.abs(b - 0xe9)).toBeLessThan(12);
    expect(attempts).toEqual([]);
  });

  it('draws flags, keycaps, skin tones and an emoji Twemoji lacks without reaching out', async () => {
    const png = await render('emoji-kinds', {
      name: '🇯🇵 🇻🇳 1️⃣ #️⃣ 👍🏽 🧑🏿‍🚀 ❤️ ☺ 🫨 🫩',
      words: cards(['🏳️‍🌈', '🐈‍⬛'], ['✌🏻', '©️ ™️']),
    });
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(attempts).toEqual([]);
  });
});
