import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { ExampleSentence, VocabularyItem } from '@/features/content/types';
import type enMessages from '@/messages/en.json';
import { installJapaneseVoice, spokenWithLanguage } from './support/voice';

// The written test's fill-in-the-blank question: a word's example sentence without the word, typed in kana.

const readJson = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
const messages: Record<'en' | 'vi', typeof enMessages> = {
  en: readJson('messages/en.json'),
  vi: readJson('messages/vi.json'),
};
// N5 unit 5, the counters. Every N5 word has a sentence; a few N2 and N1 words have none, which the test stands in
// for by taking 一つ's out of the unit's file as it arrives.
const unit: { items: VocabularyItem[] } = readJson('content/generated/vocabulary/n5.json').units[4];
const sentences: Record<string, ExampleSentence[]> = readJson('content/generated/sentences/n5.json');
const [one, two, three] = unit.items;
const withSentence = unit.items.filter((item) => item.id !== one.id && sentences[item.id]?.length).length;
const UNIT_PATH = 'jp/flash-card/vocabulary/n5/5/written-test';
const textOf = (sentence: ExampleSentence, from: number, to: number) =>
  sentence.parts
    .slice(from, to)
    .map((part) => part.text)
    .join('');

for (const locale of ['en', 'vi'] as const) {
  const m = messages[locale];
  const e = m.exam;

  test(`${locale}: fill in the blank shows the sentence without the word and takes it in kana`, async ({ page }) => {
    await installJapaneseVoice(page);
    await page.route('**/api/sentences/n5/5**', async (route) => {
      const file = (await (await route.fetch()).json()) as Record<string, ExampleSentence[]>;
      delete file[one.id];
      await route.fulfill({ json: file });
    });
    await page.goto(`/${locale}/${UNIT_PATH}`);
    await page.getByRole('radio', { name: e.settings.modes.blank }).check();
    await expect(page.getByText(e.settings.blankHint)).toBeVisible();
    await expect(
      page.getByText(
        e.settings.sentencesCount
          .replace('{count}', String(withSentence))
          .replace('{total}', String(unit.items.length)),
      ),
    ).toBeVisible();
    await page.getByLabel(e.settings.count).fill('3');
    await page.getByLabel(e.settings.shuffle).setChecked(false);
    await page.getByRole('button', { name: e.settings.start }).click();
    // 一つ has no sentence: it is asked from its meaning, answered in kana all the same.
    const wordField = page.getByRole('textbox', { name: e.prompts.term.vocabulary });
    await expect(wordField).toBeFocused();
    await wordField.pressSequentially('hitotsu');
    await wordField.press('Enter');
    await expect(page.getByText(e.correct)).toBeVisible();
    await wordField.press('Enter');

    // 二つ: the sentence with a blank where the word goes, its furigana kept, its translation; romaji becomes kana.
    const [sentence] = sentences[two.id];
    const [from, to] = sentence.target;
    const field = page.getByRole('textbox', { name: e.prompts.blank });
    await expect(field).toBeFocused();
    await expect(page.getByRole('img', { name: e.blank.gap })).toBeVisible();
    const shown = page.locator('p[lang="ja"]').filter({ has: page.getByRole('img', { name: e.blank.gap }) });
    await expect(shown).toContainText(sentence.parts[0].text);
    await expect(shown).not.toContainText(textOf(sentence, from, to));
    const ruby = sentence.parts.slice(0, from).find((part) => part.reading);
    if (ruby) await expect(shown.locator('rt').first()).toHaveText(ruby.reading!);
    await expect(page.getByText(locale === 'vi' ? sentence.vi : sentence.en, { exact: true })).toBeVisible();
    await field.pressSequentially('futatsu');
    await expect(field).toHaveValue(sentence.answer);
    await field.press('Enter');
    await expect(page.getByText(e.correct)).toBeVisible();
    // Answered: the whole sentence, the word marked, and a button that reads it.
    await expect(page.getByRole('img', { name: e.blank.gap })).toHaveCount(0);
    await expect(page.getByTestId('example-sentence').locator('mark')).toContainText(sentence.parts[from].text);
    await page.getByRole('button', { name: m.sentences.play }).click();
    await expect.poll(() => spokenWithLanguage(page)).toContain(`ja-JP:${sentence.reading}`);
    await field.press('Enter');

    // 三つ, answered wrongly: the right form is shown, and the results list the sentence with its gap.
    const [third] = sentences[three.id];
    await field.fill('よっつ');
    await field.press('Enter');
    await expect(page.getByText(e.wrong)).toBeVisible();
    await page.getByRole('button', { name: e.seeResults }).click();
    const gapped = `${textOf(third, 0, third.target[0])}＿＿${textOf(third, third.target[1], third.parts.length)}`;
    const row = page.getByRole('row').filter({ hasText: gapped });
    await expect(row).toContainText(third.answer);
    await expect(row).toContainText('よっつ');
  });

  test(`${locale}: sentences that fail to load say so and load again on retry`, async ({ page }) => {
    let fail = true;
    await page.route('**/api/sentences/n5/5**', (route) => (fail ? route.abort() : route.continue()));
    await page.goto(`/${locale}/${UNIT_PATH}`);
    await page.getByRole('radio', { name: e.settings.modes.blank }).check();
    const alert = page.getByRole('alert').filter({ hasText: e.settings.sentencesFailed });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('button', { name: e.settings.start })).toBeDisabled();
    fail = false;
    await alert.getByRole('button', { name: e.settings.sentencesRetry }).click();
    await expect(page.getByText(e.settings.sentencesCount.split('{count}')[0])).toBeVisible();
    await expect(page.getByRole('button', { name: e.settings.start })).toBeEnabled();
  });
}
