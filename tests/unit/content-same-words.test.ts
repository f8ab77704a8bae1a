/**
 * One card per word: okurigana variants (知合い / 知り合い), non-standard spellings (清む for 澄む) and kana
 * cards that copy a kanji card (こくせき / 国籍) are one card at the easier level, the other spellings
 * accepted. The check runs over the generated cards: every pair the rule finds (same reading, and EDICT's
 * senses or the first meaning the same; scripts/content/same-words.ts) is one card or decided two in
 * content/curated/same-words.json. Needs Debian's edict like the other content tests.
 */
import { describe, expect, it } from 'vitest';
import { SET_IDS, getSetItems, type JlptLevel } from '@/features/content';
import type { CardWord } from '@/scripts/content/card-words';
import { englishMeanings, sameWordsFile } from '@/scripts/content/curated';
import { EDICT_MISSING_MESSAGE, edictAvailable, loadEdict } from '@/scripts/content/edict';
import { pairKey, sameWordPairs } from '@/scripts/content/same-words';

if (!edictAvailable()) throw new Error(EDICT_MISSING_MESSAGE);
const edict = loadEdict();
const english = englishMeanings();
const file = sameWordsFile();
const decidedTwo = new Set(Object.keys(file.distinct).map((k) => pairKey(...(k.split('|') as [string, string]))));

/** The generated cards as the check sees them: a card shown in kana is asked about by its kanji spelling. */
const cards: CardWord[] = SET_IDS.flatMap((set) =>
  getSetItems('vocabulary', set)!.map((item) => ({
    id: item.id,
    level: Number(set.slice(1)) as JlptLevel,
    written: item.written,
    reading: item.reading,
    dictionaryForm: item.written === item.reading && item.id !== item.written ? item.id.split(':')[0] : item.written,
    altWritten: item.altWritten ?? [],
    altReadings: item.altReadings ?? [],
    gloss: '',
    sources: [],
    listLevels: [],
    meanings: english[item.id] ?? item.meanings,
  })),
);

describe('one card per word', () => {
  it('leaves no pair the check finds as two cards, unless the file says why they are two words', () => {
    const pairs = sameWordPairs(cards, edict, (card) => card.meanings ?? []);
    const two = pairs
      .filter((p) => p.kind !== 'distinct by kanji' && !decidedTwo.has(pairKey(p.a.id, p.b.id)))
      .map((p) => `${p.kind}: ${p.a.id} / ${p.b.id}`);
    expect(two).toEqual([]);
  }, 60_000);

  it('never has a spelling and reading on two cards, but for words the kanji tell apart', () => {
    const byKanji = new Set(
      sameWordPairs(cards, edict, (card) => card.meanings ?? [])
        .filter((p) => p.kind === 'distinct by kanji')
        .map((p) => pairKey(p.a.id, p.b.id)),
    );
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const card of cards) {
      for (const spelling of new Set([card.written, ...card.altWritten])) {
        const key = `${spelling}|${card.reading}`;
        const other = seen.get(key);
        if (other && !decidedTwo.has(pairKey(other, card.id)) && !byKanji.has(pairKey(other, card.id)))
          twice.push(`${spelling} (${card.reading}): ${other} / ${card.id}`);
        seen.set(key, card.id);
      }
    }
    expect(twice).toEqual([]);
  });

  it.each([
    ['知り合い:しりあい', 3, '知合い'],
    ['澄む:すむ', 3, '清む'],
    ['国籍:こくせき', 3, 'こくせき'],
    ['乗り換え:のりかえ', 2, '乗換'],
    ['かたかな', 5, '片仮名'],
  ])('%s is one card at N%i, accepting %s', (id, level, other) => {
    const found = cards.filter((c) => c.id === id);
    expect(found.map((c) => [c.level, c.altWritten.includes(other)])).toEqual([[level, true]]);
  });
});
