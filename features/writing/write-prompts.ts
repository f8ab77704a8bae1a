/**
 * What the write mode asks for: a kanji given by its meaning and readings, the kanji itself being the answer
 * the learner draws. Pure and client-safe: the pages build the prompts on the server (features/writing/server/
 * write-decks.ts), the practice screen shows them.
 */
import type { KanjiItem } from '@/features/content';
import { localizedMeaning, readableKanjiReading } from '@/features/flash-cards/study-cards';

export interface WritePrompt {
  kanji: string;
  /** In the page's language. */
  meaning: string;
  onyomi: string[];
  kunyomi: string[];
  /** Hán Việt readings; empty for a kokuji. */
  sinoVietnamese: string[];
}

export function writePrompt(item: KanjiItem, locale: string): WritePrompt {
  return {
    kanji: item.kanji,
    meaning: localizedMeaning(item, locale),
    onyomi: item.onyomi.map(readableKanjiReading),
    kunyomi: item.kunyomi.map(readableKanjiReading),
    sinoVietnamese: item.sinoVietnamese,
  };
}

/**
 * The distinct kanji written in `words`, in the order they first occur, keeping only those `writable` knows
 * (the kanji with stroke data). Kana, Latin letters and punctuation are never kanji; a character outside the
 * Basic Multilingual Plane is read whole.
 */
export function kanjiInWords(words: readonly string[], writable: (kanji: string) => boolean): string[] {
  const seen = new Set<string>();
  for (const word of words) {
    for (const char of word) {
      if (!seen.has(char) && writable(char)) seen.add(char);
    }
  }
  return [...seen];
}
