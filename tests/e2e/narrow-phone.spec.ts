// At 375 px a set of long words with furigana (the reading over the kanji) wraps instead of pushing the page
// sideways, and a toast fits the screen.
import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

import type enMessages from '@/messages/en.json';

import { callAction, setInput } from './support/actions';
import { createVerifiedUser, signIn } from './support/db-users';

test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL: the set is saved through the real action');
test.use({ viewport: { width: 375, height: 812 } });

const en: typeof enMessages = JSON.parse(readFileSync(new URL('../../messages/en.json', import.meta.url), 'utf8'));

// 100 characters each: kanji only (one reading over the whole word), and kanji with kana between them.
const cards = [
  {
    word: `${'東京特許許可局'.repeat(14)}長官`,
    pronunciation: `${'とうきょうとっきょきょかきょく'.repeat(14)}ちょうかん`,
  },
  { word: '食べ物'.repeat(33) + '食', pronunciation: 'たべもの'.repeat(33) + 'た' },
].map((card) => ({ ...card, meaning: 'a very long word', note: '' }));

async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test('a set of 100-character words with furigana does not scroll sideways at 375 px', async ({ page, browser }) => {
  expect(cards.every((card) => card.word.length === 100)).toBe(true);
  const owner = await createVerifiedUser('furigana');
  await signIn(page, owner.email);
  const created = await callAction(
    page.request,
    'saveSetAction',
    [setInput(`Furigana ${randomUUID().slice(0, 6)}`, { visibility: 'everyone', cards }), null],
    'new',
  );
  expect(created.result, created.body.slice(0, 200)).toMatchObject({ ok: true });
  const path = `/en/flash-cards/custom/${(created.result as { id: string }).id}`;

  // As its owner and as a guest (the cached public page).
  const guest = await browser.newPage({ viewport: { width: 375, height: 812 } });
  for (const viewer of [page, guest]) {
    await viewer.goto(path);
    await expect(viewer.getByRole('table')).toContainText(cards[1]!.word);
    expect(await pageWidth(viewer), 'the page with the word on the card').toBeLessThanOrEqual(375);
    // Furigana on the front: the kanji-only word's reading, then the other word's kana over each kanji.
    await viewer.getByRole('checkbox', { name: en.flashCardStudy.frontFurigana }).check();
    const card = viewer.getByTestId('flash-card');
    await expect(card.getByText(cards[0]!.pronunciation, { exact: true }).first()).toBeVisible();
    expect(await pageWidth(viewer), 'the kanji-only word with furigana').toBeLessThanOrEqual(375);
    await viewer.getByRole('button', { name: en.flashCardStudy.next }).click();
    await expect(card.locator('ruby rt', { hasText: 'た' }).first()).toBeVisible();
    expect(await pageWidth(viewer), 'the word with kana between its kanji').toBeLessThanOrEqual(375);
  }
  await guest.close();
});

test('a toast fits a 375 px screen', async ({ page }) => {
  await page.goto('/en/jp/flash-card/kanji/n5/1');
  await page.getByRole('button', { name: en.review.deck.studyWithReviews }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: '14 cards added to your reviews.' });
  await expect(toast).toBeVisible();
  // The toast and the region that holds it (which a screen reader's focus or a swipe lands in) are on screen.
  for (const part of [toast, page.locator('[data-sonner-toaster]')]) {
    const box = (await part.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
});

test('the greetings unit keeps each word clear of its meaning on a phone card', async ({ page }) => {
  // よろしくお願いします and ごちそうさまでした are the widest headwords with other spellings under them.
  await page.goto('/en/jp/flash-card/vocabulary/n5/1');
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const boxes = await rows.evaluateAll((list) =>
    list.map((row) => {
      const [word, , , meaning] = [...row.children].map((cell) => cell.getBoundingClientRect());
      return {
        word: row.children[0]!.textContent,
        overlaps:
          word!.left < meaning!.right &&
          meaning!.left < word!.right &&
          word!.top < meaning!.bottom &&
          meaning!.top < word!.bottom,
        meaningWidth: meaning!.width,
        // A word wider than its cell overflows onto the meaning without the two boxes meeting.
        overflows: row.children[0]!.scrollWidth > row.children[0]!.clientWidth + 1,
      };
    }),
  );
  expect(boxes.length).toBeGreaterThan(20);
  expect(boxes.filter((box) => box.overlaps || box.overflows).map((box) => box.word)).toEqual([]);
  // A meaning is never squeezed into a column a few characters wide.
  expect(boxes.filter((box) => box.meaningWidth < 120).map((box) => box.word)).toEqual([]);
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
});
