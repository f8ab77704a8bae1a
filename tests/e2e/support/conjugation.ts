// The conjugation quiz's specs: stored settings, and the question the page asks, read from the page and
// answered with the engine itself (words are picked at random).
import { expect, type Page } from '@playwright/test';
import { conjugate, type ConjugationForm, type WordType } from '@/features/conjugation/engine';
import {
  defaultSettings,
  settingsStorageKey,
  type QuizKind,
  type QuizSettings,
} from '@/features/conjugation/quiz/settings';

/** Stores quiz settings before the page loads (as the settings tab would have). */
export async function seedSettings(page: Page, kind: QuizKind, patch: Partial<QuizSettings>) {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    settingsStorageKey(kind),
    JSON.stringify({ ...defaultSettings(kind), ...patch }),
  ] as const);
}

export async function askedQuestion(page: Page) {
  const question = page.getByTestId('conjugation-question');
  await expect(question).toBeVisible();
  const data = await question.evaluate((el) => ({ ...(el as HTMLElement).dataset }));
  const word = { dictionary: data.dictionary!, reading: data.reading!, type: data.type as WordType };
  const form = data.form as ConjugationForm;
  const options = { polite: data.polite === 'true', negative: data.negative === 'true' };
  const expected = conjugate(word, form, options);
  if (!expected) throw new Error(`the quiz asked a form that does not exist: ${JSON.stringify(data)}`);
  return { word, form, options, expected };
}
