import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { VocabularyItem } from '@/features/content/types';
import type enMessages from '@/messages/en.json';
import { installJapaneseVoice, removeJapaneseVoice, spokenWithLanguage } from './support/voice';

// Words asked by ear: the multiple-choice test's "listen" question and the review's listening side, with a
// stand-in Japanese voice that records what it says; and a device without one, where both say why they are off.

const readJson = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
const messages: Record<'en' | 'vi', typeof enMessages> = {
  en: readJson('messages/en.json'),
  vi: readJson('messages/vi.json'),
};
// N5 unit 2: これ, それ, あれ … (kana words, so what is heard is what would be shown).
const unit: { items: VocabularyItem[] } = readJson('content/generated/vocabulary/n5.json').units[1];
const meaningOf = (item: VocabularyItem, locale: 'en' | 'vi') =>
  locale === 'vi' && item.meaningVi ? item.meaningVi : item.meanings.join(', ');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const spokenCount = async (page: Page, text: string) =>
  (await spokenWithLanguage(page)).filter((said) => said === `ja-JP:${text}`).length;

for (const locale of ['en', 'vi'] as const) {
  const m = messages[locale];
  const e = m.exam;

  test(`${locale}: a listen question says the word, again on R and the button, and asks its meaning`, async ({
    page,
  }) => {
    await installJapaneseVoice(page);
    await page.goto(`/${locale}/jp/flash-card/vocabulary/n5/2/multi-choice-test`);
    const listen = page.getByRole('radio', { name: e.settings.modes.listen });
    await expect(listen).toBeEnabled();
    await listen.check();
    await expect(page.getByText(e.settings.listenHint)).toBeVisible();
    await page.getByLabel(e.settings.count).fill('2');
    await page.getByLabel(e.settings.shuffle).setChecked(false);
    await page.getByRole('button', { name: e.settings.start }).click();

    // これ is heard, not read: the page does not show it until the answer is chosen.
    const [first, second] = unit.items;
    await expect(page.getByText(e.prompts.listen)).toBeVisible();
    await expect.poll(() => spokenCount(page, first.reading)).toBe(1);
    await expect(page.getByText(first.written, { exact: true })).toHaveCount(0);
    await page.keyboard.press('r');
    await expect.poll(() => spokenCount(page, first.reading)).toBe(2);
    await page.getByRole('button', { name: e.listen.play }).click();
    await expect.poll(() => spokenCount(page, first.reading)).toBe(3);
    await page.getByRole('button', { name: new RegExp(`^\\d?${escape(meaningOf(first, locale))}$`) }).click();
    await expect(page.getByText(e.correct)).toBeVisible();
    await expect(page.getByTestId('heard-word')).toHaveText(first.written);
    await page.keyboard.press('Enter');

    // それ, answered wrongly: the results list it like any multiple-choice miss.
    await expect.poll(() => spokenCount(page, second.reading)).toBe(1);
    const options = page
      .getByRole('list')
      .filter({ hasText: meaningOf(second, locale) })
      .getByRole('button');
    const wrong = options.filter({ hasNotText: new RegExp(`^\\d?${escape(meaningOf(second, locale))}$`) }).first();
    const wrongText = (await wrong.innerText()).replace(/^\d\s*/, '');
    await wrong.click();
    await expect(page.getByText(e.wrong)).toBeVisible();
    await page.getByRole('button', { name: e.seeResults }).click();
    const wrongRow = page.getByRole('row').filter({ hasText: second.written });
    await expect(wrongRow).toContainText(meaningOf(second, locale));
    await expect(wrongRow).toContainText(wrongText);

    // It is in the mistakes bank, kept on this device for a guest.
    await page.goto(`/${locale}/mistakes`);
    await expect(page.locator('li[data-mistake]').filter({ hasText: second.written })).toHaveCount(1);
  });

  test(`${locale}: without a Japanese voice the listen option is disabled and says why`, async ({ page }) => {
    await page.addInitScript(() => {
      window.speechSynthesis.getVoices = () => [];
    });
    await page.goto(`/${locale}/jp/flash-card/vocabulary/n5/2/multi-choice-test`);
    const listen = page.getByRole('radio', { name: e.settings.modes.listen });
    await expect(listen).toBeDisabled();
    await expect(listen).toHaveAccessibleDescription(e.settings.listenNoVoice);
    await expect(page.getByText(e.settings.listenNoVoice)).toBeVisible();
    await expect(listen).not.toBeChecked();
  });

  test(`${locale}: the review asks words by ear when "Listening" is on, and the usual side without a voice`, async ({
    page,
  }) => {
    const r = m.review;
    await installJapaneseVoice(page);
    await page.goto(`/${locale}/jp/flash-card/vocabulary/n5/2`);
    await page.getByRole('button', { name: r.deck.studyWithReviews }).click();
    await expect(page.getByText(r.deck.inStudies, { exact: true })).toBeVisible();
    await page.goto(`/${locale}/review`);
    await page.getByText(r.settingsHeading).click();
    const setting = page.getByLabel(r.listening);
    await expect(setting).toBeEnabled();
    await expect(setting).not.toBeChecked();
    await setting.check();
    await page.getByRole('button', { name: r.save }).click();
    await expect(page.getByText(r.saved)).toBeVisible();

    // Kept on the device: a fresh visit asks これ by ear, and turning it over shows the word.
    await page.goto(`/${locale}/review`);
    const [first, second] = unit.items;
    await expect(page.getByText(r.listenPrompt)).toBeVisible();
    await expect.poll(() => spokenCount(page, first.reading)).toBe(1);
    await expect(page.getByText(first.written, { exact: true })).toHaveCount(0);
    await page.keyboard.press('r');
    await expect.poll(() => spokenCount(page, first.reading)).toBe(2);
    await page.keyboard.press('Space');
    await expect(page.getByText(first.written, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(meaningOf(first, locale), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^${escape(r.good)}\\s*[\\d<]`) }).click();
    await expect.poll(() => spokenCount(page, second.reading)).toBe(1);

    // On a device without a Japanese voice the setting is off, says why, and the word is shown as usual.
    await removeJapaneseVoice(page);
    await page.goto(`/${locale}/review`);
    await expect(page.getByText(second.written, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(r.listenPrompt)).toHaveCount(0);
    await page.getByText(r.settingsHeading).click();
    await expect(setting).toBeDisabled();
    await expect(setting).toHaveAccessibleDescription(r.listeningNoVoice);
  });
}
