// A public set's preview image (Open Graph) answers with a PNG whatever its author and cards are called: emoji,
// kanji outside the bundled font subset and Vietnamese are drawn on the server, which reaches no other host.
import { expect, test } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

import { callAction, setInput } from './support/actions';
import { newSignedInPage } from './support/auth';

test.describe.configure({ timeout: 120_000 });

const AUTHOR = 'Nguyễn Thị Ánh 🌸';
const cards = [
  { word: '𠮷野家', pronunciation: 'よしのや', meaning: 'quán cơm bò 🐂', note: '' },
  { word: '鬱', pronunciation: 'うつ', meaning: 'u uất, buồn bã', note: '' },
  { word: '龘', pronunciation: 'とう', meaning: 'rồng bay (chữ hiếm)', note: '' },
  { word: '桜 🌸', pronunciation: 'さくら', meaning: 'hoa anh đào', note: '' },
  { word: '家族 👨‍👩‍👧‍👦', pronunciation: 'かぞく', meaning: 'gia đình', note: '' },
  { word: 'ả ã ạ ấ ầ ẩ ẫ ậ', pronunciation: 'あ', meaning: 'tiếng Việt: ắ ằ ẳ ẵ ặ ể ễ ệ ỗ ộ ở ỡ ợ ừ ử ữ ự', note: '' },
];

test('the preview of a set by "Nguyễn Thị Ánh 🌸" with emoji and rare kanji is a PNG, the emoji in colour', async ({
  browser,
  playwright,
}) => {
  const owner = await newSignedInPage(browser);
  const named = await callAction(owner.request, 'saveDisplayNameAction', [{ name: AUTHOR }], 'none');
  expect(named.result, named.body.slice(0, 300)).toMatchObject({ ok: true });
  const created = await callAction(
    owner.request,
    'saveSetAction',
    [setInput('Từ vựng 🇻🇳 và 𠮷 🍜', { visibility: 'everyone', cards }), null],
    'new',
  );
  expect(created.result, created.body.slice(0, 300)).toMatchObject({ ok: true });
  const id = (created.result as { id: string }).id;

  const guest = await playwright.request.newContext();
  for (const locale of ['en', 'vi']) {
    const image = await guest.get(`/api/og/custom-set/${id}?l=${locale}`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const png = await image.body();
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // The byline ("by Nguyễn Thị Ánh 🌸") is white text: a coloured pixel there is the cherry blossom.
    const byline = await sharp(png)
      .extract({ left: 130, top: 520, width: 700, height: 80 })
      .removeAlpha()
      .raw()
      .toBuffer();
    const colourful = byline.some((_, index) => {
      if (index % 3) return false;
      const [r, g, b] = [byline[index], byline[index + 1], byline[index + 2]];
      return Math.max(r, g, b) - Math.min(r, g, b) > 80;
    });
    expect(colourful, `the emoji of the byline is drawn (${locale})`).toBe(true);
    if (process.env.SHOTS_DIR) {
      mkdirSync(process.env.SHOTS_DIR, { recursive: true });
      writeFileSync(`${process.env.SHOTS_DIR}/e2e-preview-${locale}.png`, png);
    }
  }
  await Promise.all([guest.dispose(), owner.context().close()]);
});
