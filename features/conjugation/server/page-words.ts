import 'server-only';
import { ADJECTIVES, VERBS, type WordEntry } from '@/features/conjugation/engine/words';
import { packQuizWords } from '../quiz/quiz-word';
import type { QuizKind } from '../quiz/settings';

/**
 * The words a quiz page sends to the browser, packed (features/conjugation/quiz/quiz-word.ts): only that page's
 * kind (verbs or adjectives), only the fields the quiz reads, and the meaning in the page's language only.
 */
export function quizWordsFor(kind: QuizKind, locale: 'en' | 'vi'): string {
  const source: readonly WordEntry[] = kind === 'verb' ? VERBS : ADJECTIVES;
  return packQuizWords(
    source.map((w) => ({
      dictionary: w.dictionary,
      reading: w.reading,
      type: w.type,
      level: w.jlpt,
      meaning: w.meanings[locale],
      ...(w.skip && w.skip.length > 0 ? { skip: w.skip } : {}),
    })),
  );
}
