// Shared by the conjugation quiz's unit tests: the quiz's words as the page sends them, and a repeatable random.
import type { WordEntry } from '@/features/conjugation/engine/words';
import type { QuizWord } from '@/features/conjugation/quiz/quiz-word';

export function quizWordsOf(entries: readonly WordEntry[]): QuizWord[] {
  return entries.map((w) => ({
    dictionary: w.dictionary,
    reading: w.reading,
    type: w.type,
    level: w.jlpt,
    meaning: w.meanings.en,
    skip: w.skip,
  }));
}

/** A small deterministic generator, so the tests are repeatable. */
export function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}
