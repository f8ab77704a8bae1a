/**
 * Kana where Japanese writes kana: a word EDICT marks "usually written in kana" (uk) is shown in kana, its
 * kanji a secondary, accepted spelling, on its flash card, in the conjugation quiz and among the kanji's
 * example words (content/curated/kana-spelling.json lists the few kept in kanji, with the reason). Needs
 * Debian's edict like the other content tests.
 */
import { describe, expect, it } from 'vitest';
import generatedConjugation from '@/content/generated/conjugation-words.json';
import { SET_IDS, getSetItems, getUnit } from '@/features/content';
import { checkAnswer } from '@/features/conjugation/engine/check-answer';
import { conjugate } from '@/features/conjugation/engine/index';
import { kanjiReadings } from '@/features/conjugation/engine/kanji-readings';
import { WORDS } from '@/features/conjugation/engine/words';
import { acceptedAnswers } from '@/features/exam/check-answer';
import { unitExamDeck } from '@/features/exam/builtin-deck';
import { keptInKanji } from '@/scripts/content/curated';
import { EDICT_MISSING_MESSAGE, edictAvailable, loadEdict } from '@/scripts/content/edict';
import { usuallyKana } from '@/scripts/content/kana-spelling';

if (!edictAvailable()) throw new Error(EDICT_MISSING_MESSAGE);
const edict = loadEdict();
const words = SET_IDS.flatMap((set) => getSetItems('vocabulary', set)!.map((item) => ({ item, set })));
const kanji = SET_IDS.flatMap((set) => getSetItems('kanji', set)!);
const kept = keptInKanji();

describe('kana where Japanese writes kana', () => {
  it('shows every word EDICT writes in kana in kana, unless the file says why not', () => {
    const inKanji = words
      .filter(({ item }) => usuallyKana(edict, item.written, item.reading) && !(item.id in kept))
      .map(({ item, set }) => `${item.written} (${set})`);
    expect(inKanji).toEqual([]);
  });

  it('keeps the kanji spelling as an accepted one', () => {
    const lost = words
      .filter(({ item }) => item.written === item.reading && item.id !== item.written)
      .filter(({ item }) => !(item.altWritten ?? []).includes(item.id.split(':')[0]))
      .map(({ item }) => item.id);
    expect(lost).toEqual([]);
  });

  it('has one card ある and one card いる "to be", both N5', () => {
    const shown = (written: string, gloss: RegExp) =>
      words.filter(({ item }) => item.written === written && gloss.test(item.meanings.join('; ')));
    expect(shown('ある', /to be|to have/).map(({ item, set }) => [item.id, set, item.altWritten])).toEqual([
      ['ある', 'n5', ['在る', '有る']],
    ]);
    expect(shown('いる', /to be/).map(({ item, set }) => [item.id, set, item.altWritten])).toEqual([
      ['居る:いる', 'n5', ['居る']],
    ]);
  });

  it('writes the conjugation quiz and the kanji examples so too', () => {
    const quiz = generatedConjugation
      .filter((w) => usuallyKana(edict, w.dictionary, w.reading) && !(w.vocabularyId && w.vocabularyId in kept))
      .map((w) => w.dictionary);
    expect(quiz).toEqual([]);
    const examples = kanji.flatMap((k) =>
      k.examples.filter(
        (e) =>
          usuallyKana(edict, e.written, e.reading) &&
          !words.some(({ item }) => item.written === e.written && item.id in kept),
      ),
    );
    expect(examples.map((e) => e.written)).toEqual([]);
  });

  it('counts the kanji spelling right in a written test', () => {
    const unit = getUnit('vocabulary', 'n5', '11')!;
    const deck = unitExamDeck(unit, 'en');
    for (const [id, spellings] of [
      ['ある', ['ある', '在る', '有る']],
      ['居る:いる', ['いる', '居る']],
    ] as const) {
      const card = deck.cards.find((c) => c.id === id)!;
      expect(acceptedAnswers(deck, card, 'term')).toEqual(expect.arrayContaining([...spellings]));
    }
  });

  it('counts the kanji spelling right in the conjugation quiz', () => {
    for (const [id, typed] of [
      ['いる:いる', '居た'],
      ['わかる:わかる', '分かった'],
      ['すごい:すごい', '凄かった'],
    ] as const) {
      const past = conjugate(
        WORDS.find((w) => w.id === id)!,
        'past',
      )!;
      expect(checkAnswer(past, typed, { kanjiReadings }).verdict, id).toMatch(/^correct/);
    }
  });
});
