import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { THEME_COOKIE } from '@/lib/appearance/appearance';
import type { KanjiItem } from '@/features/content/types';
import type enMessages from '@/messages/en.json';

import { signInAs, signUpVerified, type TestUser } from './support/auth';

// The mistakes bank as a learner meets it: misses in a unit's test land in the bank (a guest's on the device,
// joining the account at sign-up or sign-in), are retried in rounds until none is left, saved as a custom set
// and exported; the exported files come back through the set form's own import as the same cards.

const readJson = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
const messages: Record<'en' | 'vi', typeof enMessages> = {
  en: readJson('messages/en.json'),
  vi: readJson('messages/vi.json'),
};
const unit: KanjiItem[] = readJson('content/generated/kanji/n5.json').units[0].items;
const meaningOf = (kanji: string, locale: 'en' | 'vi') => {
  const item = unit.find((candidate) => candidate.kanji === kanji)!;
  return locale === 'vi' ? item.meaningVi : item.meanings[0];
};
/** A count message for a count above one: its ICU `other` branch, or the plain text. */
const countText = (text: string, count: number) =>
  (/other \{([^}]*)\}/.exec(text)?.[1] ?? text).replace(/#|\{count\}/, String(count));
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{${key}}`, String(value)), text);

/** A written test of N5 kanji unit 1 (in order), every answer wrong. */
async function missWrittenTest(page: Page, locale: 'en' | 'vi', count: number) {
  const e = messages[locale].exam;
  await page.goto(`/${locale}/jp/flash-card/kanji/n5/1/written-test`);
  await page.getByRole('radio', { name: e.settings.modes.kanji.meaning }).check();
  await page.getByLabel(e.settings.count).fill(String(count));
  await page.getByLabel(e.settings.shuffle).setChecked(false);
  await page.getByRole('button', { name: e.settings.start }).click();
  const field = page.getByRole('textbox', { name: e.prompts.meaning });
  for (let i = 0; i < count; i++) {
    await field.fill('xyz');
    await field.press('Enter');
    await expect(page.getByText(e.wrong)).toBeVisible();
    await page.getByRole('button', { name: i < count - 1 ? e.continue : e.seeResults }).click();
  }
  await expect(page.getByRole('button', { name: e.seeResults })).toHaveCount(0);
}

const bankItems = (page: Page) => page.locator('li[data-mistake]');

/** The cards of the set form on the page, as [word, pronunciation, meaning]. */
async function formCards(page: Page, locale: 'en' | 'vi', count: number) {
  const f = messages[locale].customSets.form;
  const cards: string[][] = [];
  for (let n = 1; n <= count; n++) {
    const label = (field: string) => `${field} (${fill(f.card, { number: n })})`;
    // The edit form fills its fields as it hydrates: read them once the card's word is there.
    await expect(page.getByRole('textbox', { name: label(f.word), exact: true })).not.toHaveValue('');
    cards.push(
      await Promise.all(
        [f.word, f.pronunciation, f.meaning].map((field) =>
          page.getByRole('textbox', { name: label(field), exact: true }).inputValue(),
        ),
      ),
    );
  }
  return cards;
}

async function download(page: Page, button: string): Promise<string> {
  const pending = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  return readFileSync(await (await pending).path(), 'utf8');
}

async function importInto(page: Page, locale: 'en' | 'vi', text: string, csv: boolean) {
  const i = messages[locale].customSets.import;
  await page.goto(`/${locale}/flash-cards/custom/new`);
  await page.getByRole('button', { name: i.open }).click();
  if (csv) {
    await page.getByRole('radio', { name: i.comma }).check();
    await page.getByRole('checkbox', { name: i.pronunciationColumn }).check();
  }
  await page.getByRole('textbox', { name: i.text, exact: true }).fill(text);
  await page.getByRole('button', { name: i.replace }).click();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`)).toEqual([]);
}

for (const locale of ['en', 'vi'] as const) {
  const m = messages[locale];
  const t = m.mistakes;
  test(`${locale}: misses in a unit test are kept, join the account, are saved, exported and retried until clear`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // axe in both themes: light in English, dark in Vietnamese.
    await page.context().addCookies([{ name: THEME_COOKIE, value: locale === 'en' ? 'light' : 'dark', url: baseURL! }]);
    // An empty bank says what goes there.
    await page.goto(`/${locale}/mistakes`);
    await expect(page.getByRole('heading', { name: t.emptyTitle })).toBeVisible();
    await expectNoAxeViolations(page);

    // A guest misses three questions: they are kept on the device.
    await missWrittenTest(page, locale, 3);
    await page.goto(`/${locale}/mistakes`);
    await expect(page.getByText(t.guestNote)).toBeVisible();
    await expect(bankItems(page)).toHaveCount(3);
    await expect(bankItems(page).first()).toContainText('xyz');
    await expect(bankItems(page).first()).toContainText(m.mistakes.sources.written);
    await expectNoAxeViolations(page);

    // Saving needs an account, as the page says before any click.
    await expect(page.getByText(t.saveNeedsSignIn)).toBeVisible();
    await expect(page.getByRole('button', { name: t.saveAsSet })).toBeDisabled();

    // Signing up brings them into the account; a miss while signed in is added to the same item.
    await signUpVerified(page, { locale });
    await page.goto(`/${locale}/mistakes`);
    await expect(bankItems(page)).toHaveCount(3);
    await expect(page.getByText(t.guestNote)).toHaveCount(0);
    await missWrittenTest(page, locale, 4);
    await page.goto(`/${locale}/mistakes`);
    await expect(bankItems(page)).toHaveCount(4);
    await expect(page.getByText(countText(t.missedTimes, 2))).toHaveCount(3);
    await expect(bankItems(page).filter({ hasText: m.mistakes.sources.written })).toHaveCount(4);

    // Filters: a level the bank has, and none of the conjugation quiz's.
    await page.getByLabel(t.level).selectOption('5');
    await expect(bankItems(page)).toHaveCount(4);
    await expect(page.getByLabel(t.kind).locator('option')).toHaveText([t.all, t.kinds.kanji]);

    // Exported as Anki text and CSV.
    const anki = await download(page, t.exportAnki);
    expect(anki.split('\n').slice(0, 3)).toEqual([
      '#separator:tab',
      '#html:false',
      `#columns:${t.columns.word}\t${t.columns.reading}\t${t.columns.meaning}`,
    ]);
    const csv = await download(page, t.exportCsv);
    // And as an Anki package: the same cards, read by Python's zipfile and sqlite3 (tests/fixtures/anki).
    const pendingPackage = page.waitForEvent('download');
    await page.getByRole('button', { name: t.exportApkg, exact: true }).click();
    const packagePath = await (await pendingPackage).path();
    const reader = fileURLToPath(new URL('../fixtures/anki/read_apkg.py', import.meta.url));
    const read = JSON.parse(execFileSync('python3', [reader, packagePath], { encoding: 'utf8' })) as {
      notes: { fields: string[] }[];
      cardDecks: string[];
    };
    expect(read.notes.map((note) => note.fields.slice(0, 3).join('\t'))).toEqual(anki.trim().split('\n').slice(3));
    expect(new Set(read.cardDecks)).toEqual(new Set([t.apkgDeck]));

    // Saved as a private set: its page opens, with one card per kanji.
    await page.getByRole('button', { name: t.saveAsSet }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/flash-cards/custom/[A-Za-z0-9_-]+$`), { timeout: 20_000 });
    const setUrl = page.url();
    for (const item of unit.slice(0, 4)) await expect(page.getByRole('table')).toContainText(item.kanji);
    await page.goto(`${setUrl}/edit`);
    const saved = await formCards(page, locale, 4);
    // Newest miss first, as the list shows them.
    expect(saved.map(([word]) => word).sort()).toEqual(
      unit
        .slice(0, 4)
        .map((item) => item.kanji)
        .sort(),
    );

    // Both files come back through the import as the same cards.
    await importInto(page, locale, anki, false);
    expect(await formCards(page, locale, 4)).toEqual(saved);
    await importInto(page, locale, csv, true);
    expect(await formCards(page, locale, 4)).toEqual(saved);

    // Retried in rounds: one wrong answer first, so it takes three rounds; right twice in a row clears each.
    await page.goto(`/${locale}/mistakes`);
    await page.getByRole('button', { name: t.retryAll }).click();
    const field = page.getByRole('textbox', { name: t.typeAnswer });
    const prompt = page.locator('#retry-prompt');
    let answers = 0;
    for (let round = 1; round <= 3; round++) {
      await expect(page.getByText(fill(t.round, { round }), { exact: false })).toBeVisible();
      const left = round === 3 ? 1 : 4;
      for (let i = 0; i < left; i++) {
        const kanji = (await prompt.textContent())!.trim();
        const wrong = round === 1 && i === 0;
        await field.fill(wrong ? 'xyz' : meaningOf(kanji, locale));
        await field.press('Enter');
        await expect(
          wrong
            ? page.getByText(t.wrong.split('{answer}')[0])
            : page.getByText(t.rightOnce).or(page.getByText(t.rightCleared)),
        ).toBeVisible();
        if (i === 0 && round === 2) await expectNoAxeViolations(page);
        await field.press('Enter');
        answers++;
      }
    }
    expect(answers).toBe(9);
    await expect(page.getByRole('heading', { name: t.doneTitle })).toBeVisible();
    await page.getByRole('button', { name: t.backToList }).click();
    await expect(page.getByRole('heading', { name: t.emptyTitle })).toBeVisible();
  });
}

test('a guest’s misses in a multiple-choice test and the conjugation quiz join the account at sign-in', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const m = messages.en;
  // An account made elsewhere; this browser is a guest until it signs in.
  const other = await (await browser.newContext()).newPage();
  const user: TestUser = await signUpVerified(other);
  await other.context().close();

  const e = m.exam;
  await page.goto('/en/jp/flash-card/kanji/n5/1/multi-choice-test');
  await page.getByRole('radio', { name: e.settings.modes.kanji.meaning }).check();
  await page.getByLabel(e.settings.count).fill('1');
  await page.getByRole('button', { name: e.settings.start }).click();
  const shown = (await page.locator('p[lang="ja"]').first().innerText()).trim();
  const right = meaningOf(shown, 'en');
  const options = page.getByRole('list', { name: e.prompts.meaning }).getByRole('button');
  const texts = (await options.allInnerTexts()).map((text) => text.replace(/^\d\s*/, '').trim());
  await options.nth(texts.findIndex((text) => !text.includes(right))).click();
  await expect(page.getByText(e.wrong)).toBeVisible();

  await page.goto('/en/jp/conjugation/verb');
  const answer = page.getByRole('textbox', { name: 'Your answer' });
  await answer.fill('ぬぬぬ');
  await answer.press('Enter');
  await expect(page.getByText('Not quite', { exact: true })).toBeVisible();

  await signInAs(page, user);
  await expect(page.getByText(m.nav.mistakesMerged)).toBeVisible({ timeout: 20_000 });
  await page.goto('/en/mistakes');
  await expect(bankItems(page)).toHaveCount(2);
  await page.getByLabel(m.mistakes.source).selectOption('conjugation');
  await expect(bankItems(page)).toHaveCount(1);
  await expect(bankItems(page)).toContainText('ぬぬぬ');
  await page.getByLabel(m.mistakes.kind).selectOption('all');
  await page.getByLabel(m.mistakes.source).selectOption('multipleChoice');
  await expect(bankItems(page)).toHaveCount(1);
  await expect(bankItems(page)).toContainText(shown);
});

test('the mistakes page shows a guest’s misses after sign-up though the header merged them while it read the list', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await missWrittenTest(page, 'en', 3);
  // Sign-up without the merge (its action carries the missed answers): the misses stay on the device.
  const isMerge = (request: Request) =>
    request.method() === 'POST' && !!request.headers()['next-action'] && (request.postData() ?? '').includes('xyz');
  await page.route('**/*', (route) => (isMerge(route.request()) ? route.abort() : route.fallback()));
  await signUpVerified(page, { locale: 'en' });
  await page.unroute('**/*');

  // On the mistakes page the header merges them while the page's first read of the list is on its way: that
  // read answers with the list as it was before the merge.
  let held = false;
  await page.route('**/api/mistakes', async (route) => {
    if (held) return route.fallback();
    held = true;
    const before = await route.fetch();
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('kotonoha:mistakes:v1')), { timeout: 20_000 })
      .toBeNull();
    await route.fulfill({ response: before });
  });
  await page.goto('/en/mistakes');
  await expect(bankItems(page)).toHaveCount(3);
  await expect(page.getByText(messages.en.mistakes.guestNote)).toHaveCount(0);
});

for (const locale of ['en', 'vi'] as const) {
  test(`${locale}: a written miss and a multiple-choice miss of the same kanji are two mistakes`, async ({ page }) => {
    const m = messages[locale];
    const e = m.exam;
    await missWrittenTest(page, locale, 1);

    await page.goto(`/${locale}/jp/flash-card/kanji/n5/1/multi-choice-test`);
    await page.getByRole('radio', { name: e.settings.modes.kanji.meaning }).check();
    await page.getByLabel(e.settings.count).fill('1');
    await page.getByLabel(e.settings.shuffle).setChecked(false);
    await page.getByRole('button', { name: e.settings.start }).click();
    const right = meaningOf(unit[0].kanji, locale);
    const options = page.getByRole('list', { name: e.prompts.meaning }).getByRole('button');
    const texts = (await options.allInnerTexts()).map((text) => text.replace(/^\d\s*/, '').trim());
    await options.nth(texts.findIndex((text) => text !== right)).click();
    await expect(page.getByText(e.wrong)).toBeVisible();

    await page.goto(`/${locale}/mistakes`);
    await expect(bankItems(page)).toHaveCount(2);
    await expect(bankItems(page).filter({ hasText: m.mistakes.sources.written })).toContainText('xyz');
    await expect(bankItems(page).filter({ hasText: m.mistakes.sources.multipleChoice })).toContainText(unit[0].kanji);
  });
}
