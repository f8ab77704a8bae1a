import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

import type { KanjiItem } from '@/features/content/types';
import { STROKE_BOX, strokeFileName, STROKES_DIRECTORY, type KanjiStrokes } from '@/features/writing/stroke-data';
import { flattenPath, resample } from '@/features/writing/svg-path';
import type enMessages from '@/messages/en.json';

// "Write the kanji" as a learner meets it: chosen in a kanji unit's written test, drawn with the mouse on the
// writing pad (right, with hints, or shown stroke by stroke from the keyboard), the results per kanji, the miss
// in the mistakes bank as a writing entry retried on the pad, and a review that asks a kanji card as writing.

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
const strokesOf = (kanji: string): string[] =>
  (readJson(`public/${STROKES_DIRECTORY}/${strokeFileName(kanji)}`) as KanjiStrokes).strokes;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWith = (text: string) => new RegExp(`^${escape(text)}`);
/** A count message for a count of one, from its ICU `other` branch (Vietnamese has no `one`). */
const one = (text: string) => (/other \{([^}]*)\}/.exec(text)?.[1] ?? text).replace('#', '1');
/** A message with placeholders, as a pattern that takes any value for them. */
const pattern = (text: string) => new RegExp(escape(text).replace(/\\\{[a-z]+\\\}/g, '.+'));

/** The pad of the question on screen. */
const padOf = (page: Page, m: typeof enMessages) => page.getByRole('img', { name: pattern(m.writing.pad.label) });

/** Draws one stroke on the pad with the mouse: KanjiVG's path, mapped onto the pad, in ten moves. */
async function drawStroke(page: Page, pad: Locator, d: string, reversed = false) {
  const box = (await pad.boundingBox())!;
  const scale = box.width / STROKE_BOX;
  const points = resample(flattenPath(d), 11).map(([x, y]) => [box.x + x * scale, box.y + y * scale] as const);
  if (reversed) points.reverse();
  await page.mouse.move(points[0][0], points[0][1]);
  await page.mouse.down();
  for (const [x, y] of points.slice(1)) await page.mouse.move(x, y, { steps: 2 });
  await page.mouse.up();
}

async function drawKanji(page: Page, m: typeof enMessages, kanji: string) {
  const pad = padOf(page, m);
  await expect(pad).toBeVisible();
  const strokes = strokesOf(kanji);
  for (const [i, d] of strokes.entries()) {
    await drawStroke(page, pad, d);
    // Each stroke is judged before the next one is drawn.
    if (i < strokes.length - 1) {
      const next = m.writing.pad.stroke.replace('{current}', String(i + 2)).replace('{total}', String(strokes.length));
      await expect(page.getByText(next)).toBeVisible();
    }
  }
}

/** Reveals every stroke with the keyboard alone: the pad's button, pressed with Enter until the kanji is whole. */
async function revealByKeyboard(page: Page, m: typeof enMessages, strokes: number) {
  const reveal = page.getByRole('button', { name: m.writing.pad.reveal });
  await reveal.focus();
  for (let i = 0; i < strokes; i++) await page.keyboard.press('Enter');
}

for (const locale of ['en', 'vi'] as const) {
  const m = messages[locale];
  const e = m.exam;

  test(`${locale}: a written test asks "write the kanji", marks each drawing and keeps the miss as a writing entry`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`/${locale}/jp/flash-card/kanji/n5/1/written-test`);
    await page.getByRole('radio', { name: e.settings.modes.write }).check();
    await expect(page.getByText(e.settings.writeHint)).toBeVisible();
    await page.getByLabel(e.settings.count).fill('3');
    await page.getByLabel(e.settings.shuffle).setChecked(false);
    await page.getByRole('button', { name: e.settings.start }).click();

    // 一: the meaning and the readings are shown, the kanji is not; drawn stroke by stroke, it is right.
    await expect(page.getByText(e.prompts.write)).toBeVisible();
    await expect(page.getByText(meaningOf('一', locale), { exact: true })).toBeVisible();
    await expect(page.getByText(/イチ、イツ/)).toBeVisible();
    await expect(page.getByText('一', { exact: true })).toHaveCount(0);
    await drawKanji(page, m, '一');
    await expect(page.getByText(e.writing.clean)).toBeVisible();
    // Enter goes on (the focus is on Continue).
    await expect(page.getByRole('button', { name: e.continue })).toBeFocused();
    await page.keyboard.press('Enter');

    // 二: a keyboard user shows both strokes: missed, with the kanji named.
    await expect(page.getByText(meaningOf('二', locale), { exact: true })).toBeVisible();
    await revealByKeyboard(page, m, strokesOf('二').length);
    await expect(page.getByText(e.writing.missed)).toBeVisible();
    await expect(page.getByRole('button', { name: e.iWasRight })).toHaveCount(0);
    await page.getByRole('button', { name: e.continue }).click();

    // 三: the first stroke drawn the wrong way twice brings the hint; drawn right then, it counts, with hints.
    await expect(page.getByText(meaningOf('三', locale), { exact: true })).toBeVisible();
    const pad = padOf(page, m);
    const [first] = strokesOf('三');
    await drawStroke(page, pad, first, true);
    await expect(page.getByText(m.writing.pad.miss.reversed)).toBeVisible();
    await drawStroke(page, pad, first, true);
    await expect(page.getByText(m.writing.pad.hint)).toBeVisible();
    await drawKanji(page, m, '三');
    await expect(page.getByText(e.writing.hinted)).toBeVisible();
    await page.getByRole('button', { name: e.seeResults }).click();

    // The results: 2 of 3 right (hints do not take the point away, but are said), every kanji with how it went.
    await expect(page.getByTestId('exam-percent')).toHaveText('67%');
    await expect(page.getByText(one(e.results.withHints), { exact: true })).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveText([
      new RegExp(`${escape(e.results.kanji)}.*${escape(e.results.outcome)}`),
      new RegExp(`一.*${escape(meaningOf('一', locale))}.*${escape(e.results.outcomes.clean)}$`),
      new RegExp(`二.*${escape(meaningOf('二', locale))}.*${escape(e.results.outcomes.missed)}$`),
      new RegExp(`三.*${escape(meaningOf('三', locale))}.*${escape(e.results.outcomes.hinted)}$`),
    ]);

    // The bank holds 二 as a writing entry (a guest's, on this device), apart from any meaning miss of it.
    await page.getByRole('link', { name: e.results.inMistakes }).click();
    const item = page.locator('li[data-mistake="kanji|n5|二|write"]');
    await expect(item).toBeVisible();
    await expect(page.locator('li[data-mistake]')).toHaveCount(1);
    await expect(item.getByText(m.mistakes.writing, { exact: true })).toBeVisible();
    await expect(item.getByText(m.mistakes.sources.written)).toBeVisible();
    await expect(item.getByText(m.mistakes.strokesShown)).toBeVisible();
    await expect(item.getByText('二', { exact: true })).toBeVisible();

    // Retried from the bank, it is asked on the pad again; drawn right, it is right once.
    await page.getByRole('button', { name: m.mistakes.retryAll }).click();
    await expect(page.getByText(m.mistakes.ask.write)).toBeVisible();
    await expect(page.getByText(meaningOf('二', locale), { exact: true })).toBeVisible();
    await drawKanji(page, m, '二');
    await expect(page.getByText(m.mistakes.rightOnce)).toBeVisible();
  });

  test(`${locale}: with "ask kanji cards as writing", a review asks a due kanji card on the pad`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/${locale}/jp/flash-card/kanji/n5/1`);
    await page.getByRole('button', { name: m.review.deck.studyWithReviews }).click();
    await expect(page.getByText(m.review.deck.inStudies, { exact: true })).toBeVisible();
    await page.goto(`/${locale}/review`);
    await page.getByText(m.review.settingsHeading).click();
    await expect(page.getByLabel(m.review.writeKanji)).not.toBeChecked();
    await page.getByLabel(m.review.writeKanji).check();
    await page.getByRole('button', { name: m.review.save }).click();
    await expect(page.getByText(m.review.saved)).toBeVisible();

    // Kept on the device: a fresh visit asks 一 (the unit's first card) as writing, the kanji itself not shown.
    await page.goto(`/${locale}/review`);
    await expect(page.getByText(m.review.writePrompt, { exact: true })).toBeVisible();
    await expect(page.getByText(meaningOf('一', locale), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: startsWith(m.review.show) })).toHaveCount(0);
    await drawKanji(page, m, '一');
    const good = m.review.writeClean.replace('{grade}', m.review.good);
    await expect(page.getByText(good)).toBeVisible();
    await page.getByRole('button', { name: startsWith(m.review.next) }).click();
    await expect(
      page.getByText(startsWith(m.review.gradedAs.replace('{grade}', m.review.good).split('{interval}')[0])),
    ).toBeAttached();

    // 二, shown stroke by stroke: Again, and into the mistakes bank as a writing miss of a review.
    await expect(page.getByText(meaningOf('二', locale), { exact: true })).toBeVisible();
    await revealByKeyboard(page, m, strokesOf('二').length);
    await expect(page.getByText(m.review.writeMissed.replace('{grade}', m.review.again))).toBeVisible();
    await page.getByRole('button', { name: startsWith(m.review.next) }).click();
    await expect(
      page.getByText(startsWith(m.review.gradedAs.replace('{grade}', m.review.again).split('{interval}')[0])),
    ).toBeAttached();
    await page.goto(`/${locale}/mistakes`);
    const item = page.locator('li[data-mistake="kanji|n5|二|write"]');
    await expect(item.getByText(m.mistakes.sources.review)).toBeVisible();
    await expect(item.getByText(m.mistakes.writing, { exact: true })).toBeVisible();
  });
}
