import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { toRomaji } from 'wanakana';

import type enMessages from '@/messages/en.json';
import { explainConjugation } from '@/features/conjugation/engine/explain';
import { FORM_LABELS } from '@/features/conjugation/engine/form-labels';
import { formsProducing } from '@/features/conjugation/quiz/name-the-form';
import { ADJECTIVE_FORMS, CONJUGATION_FORMS, type ConjugationForm, type WordType } from '@/features/conjugation/engine';

import { signUpVerified } from './support/auth';
import { askedQuestion, seedSettings } from './support/conjugation';

// The conjugation quiz that remembers: a missed (word, form) pair comes back before the ones answered right
// (the browser's clock moved by Playwright's fake time; the server's schedule is read on load), the weak-forms
// mode drills it, and the reverse drill judges with the engine and explains a miss. A guest in English (the
// device's schedule), a signed-in learner in Vietnamese (the account's).

const readJson = (file: string) => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
const messages: Record<'en' | 'vi', typeof enMessages> = {
  en: readJson('messages/en.json'),
  vi: readJson('messages/vi.json'),
};
const VERBS: { dictionary: string; reading: string; type: WordType }[] = readJson(
  'content/generated/conjugation-words.json',
);
const MINUTE = 60_000;

/**
 * Types a kana answer in romaji and checks it; for an account, waits until what it saves is saved: the grade, and
 * for a miss the mistakes bank's record too (two actions, in either order).
 */
async function answer(page: Page, kana: string, account: boolean, { miss = false } = {}) {
  const field = page.getByRole('textbox');
  await field.fill(toRomaji(kana).replace(/n(?![aiueoy])/g, 'nn'));
  let left = account ? (miss ? 2 : 1) : 0;
  const saved =
    left > 0
      ? page.waitForResponse((r) => {
          if (r.request().method() !== 'POST' || r.request().headers()['next-action'] === undefined) return false;
          expect(r.ok()).toBe(true);
          return --left === 0;
        })
      : null;
  await field.press('Enter');
  if (saved) await saved;
}

for (const locale of ['en', 'vi'] as const) {
  const m = messages[locale].conjugation;
  const account = locale === 'vi';

  test(`${locale}: a missed form comes back first and is in the weak forms until answered right`, async ({ page }) => {
    test.setTimeout(150_000);
    if (account) await signUpVerified(page, { locale });
    // Only the plain past of N5 verbs: each question is a (word, past) pair.
    await seedSettings(page, 'verb', {
      forms: ['past'],
      levels: [5],
      registers: ['plain'],
      polarities: ['affirmative'],
    });
    await page.goto(`/${locale}/jp/conjugation/verb`);

    // Nothing answered yet: the weak forms say what will come there.
    await page.getByRole('button', { name: m.modes.weak }).click();
    await expect(page.getByText(m.weak.nothingYet)).toBeVisible();
    await page.getByRole('button', { name: m.weak.practise }).click();
    await expect(page.getByRole('button', { name: m.modes.practice })).toHaveAttribute('aria-pressed', 'true');

    // One miss, then one right answer.
    const missed = await askedQuestion(page);
    await answer(page, 'ぬ', account, { miss: true });
    await expect(page.getByText(m.quiz.wrong)).toBeVisible();
    await page.keyboard.press('Enter');
    const right = await askedQuestion(page);
    expect(right.word.dictionary).not.toBe(missed.word.dictionary);
    await answer(page, right.expected.kana[0], account);
    await expect(page.getByText(m.quiz.correct)).toBeVisible();
    await page.keyboard.press('Enter');
    // A minute has not passed: the miss is not due yet, a new verb is asked.
    const third = await askedQuestion(page);
    expect([missed.word.dictionary, right.word.dictionary]).not.toContain(third.word.dictionary);

    // Two minutes later the missed verb is due (again after one minute) and asked first; the one answered right
    // waits ten minutes.
    await page.clock.install({ time: Date.now() + 2 * MINUTE });
    await page.goto(`/${locale}/jp/conjugation/verb`);
    expect((await askedQuestion(page)).word.dictionary).toBe(missed.word.dictionary);

    // The weak forms: the missed verb only. Answered right, it leaves them.
    await page.getByRole('button', { name: m.modes.weak }).click();
    const weak = await askedQuestion(page);
    expect(weak.word.dictionary).toBe(missed.word.dictionary);
    await answer(page, weak.expected.kana[0], account);
    await expect(page.getByText(m.quiz.correct)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByText(m.weak.caughtUp)).toBeVisible();
  });

  test(`${locale}: Name the form offers every form the quiz drills, not only the ones ticked`, async ({ page }) => {
    // The default settings drill 4 verb forms (ます, past, negative, て); the learner names any of the 11.
    for (const [kind, forms] of [
      ['verb', CONJUGATION_FORMS],
      ['adjective', ADJECTIVE_FORMS],
    ] as const) {
      await page.goto(`/${locale}/jp/conjugation/${kind}`);
      await page.getByRole('button', { name: m.modes.nameForm }).click();
      const choices = page
        .getByRole('region', { name: m.nameForm.label })
        .getByRole('group', { name: m.nameForm.formLegend, exact: true })
        .getByRole('radio');
      await expect(choices).toHaveCount(forms.length);
      for (const [n, form] of forms.entries()) await expect(choices.nth(n)).toHaveAccessibleName(m.forms[form]);
    }
  });

  test(`${locale}: Name the form accepts every form that gives the string and explains a miss`, async ({ page }) => {
    // Ichidan verbs, whose potential is their passive: both names are right.
    await seedSettings(page, 'verb', { forms: ['past', 'potential', 'passive'], groups: ['ichidan'], levels: [5, 4] });
    await page.goto(`/${locale}/jp/conjugation/verb`);
    await page.getByRole('button', { name: m.modes.nameForm }).click();
    const drill = page.getByRole('region', { name: m.nameForm.label });
    const question = drill.getByTestId('name-form-question');
    const shown = async () => {
      await expect(question).toBeVisible();
      const data = await question.evaluate((el) => ({ ...(el as HTMLElement).dataset }));
      return {
        word: VERBS.find((verb) => verb.dictionary === data.dictionary && verb.type === 'ichidan')!,
        written: data.written!,
        form: data.form as ConjugationForm,
        options: { polite: data.polite === 'true', negative: data.negative === 'true' },
      };
    };

    // A wrong name: the feedback gives every right name and the rule, from the dictionary form.
    const first = await shown();
    const accepted = formsProducing(first.word, first.written).map((choice) => choice.form);
    const wrongForm = (['past', 'potential', 'passive'] as const).find((form) => !accepted.includes(form))!;
    await drill
      .getByRole('group', { name: m.nameForm.formLegend, exact: true })
      .getByText(m.forms[wrongForm], { exact: true })
      .click();
    await page.getByRole('button', { name: m.quiz.check, exact: true }).click();
    const feedback = page.getByTestId('name-form-feedback');
    await expect(feedback).toContainText(m.quiz.wrong);
    await expect(feedback).toContainText(explainConjugation(first.word, first.form, first.options, locale));
    for (const form of accepted) await expect(feedback).toContainText(FORM_LABELS[locale][form]);
    if (first.form !== 'past') expect(accepted.sort()).toEqual(['passive', 'potential']);
    await expect(page.getByTestId('conjugation-tally')).toContainText('0 / 1');

    // Then a right one, with the keyboard only: the focus is on Next; Enter asks, Space chooses, Enter checks.
    await expect(page.getByRole('button', { name: m.quiz.next.verb })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question).not.toHaveAttribute('data-written', first.written);
    const second = await shown();
    // Each group has its own "Polite" and "Negative" (the form and the register or polarity): chosen in their group.
    const choices = [
      [m.nameForm.formLegend, m.forms[second.form]],
      [m.settings.register, second.options.polite ? m.settings.polite : m.settings.plain],
      [m.settings.polarity, second.options.negative ? m.settings.negative : m.settings.affirmative],
    ];
    for (const [group, label] of choices) {
      await drill
        .getByRole('group', { name: group, exact: true })
        .getByRole('radio', { name: label, exact: true })
        .focus();
      await page.keyboard.press('Space');
    }
    await page.keyboard.press('Enter');
    await expect(feedback).toContainText(m.quiz.correct);
    await expect(page.getByTestId('conjugation-tally')).toContainText('1 / 2');
  });
}
