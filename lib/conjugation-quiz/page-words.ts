import 'server-only';
import { ADJECTIVES, VERBS, type WordEntry } from '@/lib/conjugation/words';
import type { QuizWordTuple } from './quiz-word';
import type { QuizKind } from './settings';

/**
 * The words a quiz page sends to the browser: only that page's kind (verbs or adjectives), only the fields
 * the quiz reads, and the meaning in the page's language only.
 */
export function quizWordsFor(kind: QuizKind, locale: 'en' | 'vi'): QuizWordTuple[] {
  const source: readonly WordEntry[] = kind === 'verb' ? VERBS : ADJECTIVES;
  return source.map((w) => {
    const base = [w.dictionary, w.reading, w.type, w.jlpt, w.meanings[locale]] as const;
    return w.skip && w.skip.length > 0 ? [...base, w.skip] : base;
  });
}
