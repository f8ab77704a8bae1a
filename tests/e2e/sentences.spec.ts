import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

import type enMessages from '@/messages/en.json';
import type { ExampleSentence } from '@/features/content/types';

import { openUnit } from './support/study';
import { installStandInVoice as standInVoice, spokenTexts as spoken } from './support/voice';

// A vocabulary word in use: its example sentence on the card's back, in the unit table's word detail and with
// the review's answer, with furigana, the word marked, the translation in the learner's language and a button
// that reads it (a stand-in voice records what is spoken).

const readJson = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
const messages: Record<'en' | 'vi', typeof enMessages> = {
  en: readJson('messages/en.json'),
  vi: readJson('messages/vi.json'),
};
const sentences: Record<string, ExampleSentence[]> = readJson('content/generated/sentences/n5.json');
const UNIT = '/jp/flash-card/vocabulary/n5/3';

const text = (parts: ExampleSentence['parts']) => parts.map((p) => p.text).join('');
const marked = (s: ExampleSentence) => text(s.parts.slice(s.target[0], s.target[1]));

/** The sentence element's visible text, furigana left out. */
const withoutRuby = (locator: ReturnType<Page['locator']>) =>
  locator.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('rt, rp').forEach((n) => n.remove());
    return copy.textContent ?? '';
  });

for (const locale of ['en', 'vi'] as const) {
  const m = messages[locale];

  test(`${locale}: a card's back shows the word in a sentence with furigana and the translation, and reads it`, async ({
    page,
  }) => {
    await standInVoice(page);
    const { card } = await openUnit(page, `/${locale}${UNIT}`);
    // Loaded with the first turn, not with the page.
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/api/sentences/') && requests.push(r.url()));
    await expect(card.getByTestId('example-sentence')).toHaveCount(0);
    const id = (await card.getAttribute('data-card-id'))!;
    const expected = sentences[id][0];
    await card.click();
    const example = card.getByTestId('example-sentence');
    await expect(example.locator('figcaption')).toHaveText(locale === 'vi' ? expected.vi : expected.en);
    expect(await withoutRuby(example.locator('p'))).toBe(text(expected.parts));
    expect(await withoutRuby(example.locator('mark'))).toBe(marked(expected));
    expect(await example.locator('rt').count()).toBe(expected.parts.filter((p) => p.reading).length);
    // The play button reads the sentence's kana; the card stays turned over.
    await example.getByRole('button', { name: m.sentences.play }).click();
    expect(await spoken(page)).toEqual([expected.reading]);
    await expect(card).toHaveAttribute('data-flipped', 'true');
    // The next card's sentence comes from the same request.
    await page.getByRole('button', { name: m.flashCardStudy.next }).click();
    await card.click();
    const nextId = (await card.getAttribute('data-card-id'))!;
    await expect(card.getByTestId('example-sentence').locator('figcaption')).toHaveText(
      locale === 'vi' ? sentences[nextId][0].vi : sentences[nextId][0].en,
    );
    expect(requests).toHaveLength(1);
  });

  test(`${locale}: a word of the unit table opens its detail with the sentence`, async ({ page }) => {
    await standInVoice(page);
    await openUnit(page, `/${locale}${UNIT}`);
    const row = page.getByRole('table').locator('tbody tr').nth(4);
    const opener = row.getByRole('button');
    await opener.click();
    const dialog = page.getByRole('dialog');
    const example = dialog.getByTestId('example-sentence');
    await expect(example).toBeVisible();
    const caption = (await example.locator('figcaption').textContent())!;
    const match = Object.values(sentences).find((list) => (locale === 'vi' ? list[0].vi : list[0].en) === caption)!;
    expect(match, caption).toBeTruthy();
    expect(await withoutRuby(example.locator('mark'))).toBe(marked(match[0]));
    await example.getByRole('button', { name: m.sentences.play }).click();
    expect(await spoken(page)).toEqual([match[0].reading]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
}

test("vi: the review's answer shows the word's sentence", async ({ page }) => {
  const m = messages.vi;
  await page.goto(`/vi${UNIT}`);
  await page.getByRole('button', { name: m.review.deck.studyWithReviews }).click();
  await expect(page.getByText(m.review.deck.inStudies, { exact: true })).toBeVisible();
  await page.goto('/vi/review');
  await page.getByRole('button', { name: new RegExp(`^${m.review.show}`) }).click();
  const example = page.getByTestId('example-sentence');
  const caption = (await example.locator('figcaption').textContent())!;
  const match = Object.values(sentences).find((list) => list[0].vi === caption);
  expect(match, caption).toBeTruthy();
  expect(await withoutRuby(example.locator('mark'))).toBe(marked(match![0]));
});
