/**
 * Pitch accents of the built-in words (content/sources/kanjium-pitch/, scripts/content/pitch.ts): enough words
 * at every level have one, each fits its reading, and each is what the source says for the word.
 */
import { describe, expect, it } from 'vitest';
import { SET_IDS, getSetItems } from '@/features/content';
import { moraeOf, pitchPattern } from '@/features/japanese/pitch';
import { EDICT_MISSING_MESSAGE, edictAvailable, loadEdict } from '@/scripts/content/edict';
import { MIN_PITCH_COVERAGE, loadAccents, pitchOf } from '@/scripts/content/pitch';

if (!edictAvailable()) throw new Error(EDICT_MISSING_MESSAGE);
const edict = loadEdict();
const accents = loadAccents();

describe.each(SET_IDS)('%s vocabulary', (set) => {
  const items = getSetItems('vocabulary', set)!;

  it(`has a pitch accent for at least ${MIN_PITCH_COVERAGE * 100} % of its words`, () => {
    const withPitch = items.filter((item) => item.pitch && item.pitch.length > 0);
    expect(withPitch.length / items.length).toBeGreaterThanOrEqual(MIN_PITCH_COVERAGE);
  });

  it('gives accents within 0 … the number of morae of the reading, none twice', () => {
    const bad = items.filter(
      (item) =>
        item.pitch &&
        (item.pitch.length === 0 ||
          new Set(item.pitch).size !== item.pitch.length ||
          item.pitch.some((a) => !pitchPattern(item.reading, a) || a > moraeOf(item.reading).length)),
    );
    expect(bad.map((item) => `${item.id} ${item.reading} ${item.pitch?.join(',')}`)).toEqual([]);
  });

  it("gives every word the source's accents, and none to a word the source does not have", () => {
    const wrong = items.filter((item) => {
      const found = pitchOf(item, accents, edict);
      return JSON.stringify(found.found ? found.accents : undefined) !== JSON.stringify(item.pitch);
    });
    expect(wrong.map((item) => item.id)).toEqual([]);
  });
});

describe('known words', () => {
  const word = (set: (typeof SET_IDS)[number], id: string) => getSetItems('vocabulary', set)!.find((i) => i.id === id);
  it.each([
    ['n5', '学校:がっこう', [0]], // heiban
    ['n5', '先生:せんせい', [3]], // nakadaka
    ['n5', '今日:きょう', [1]], // atamadaka, きょ one mora
    ['n5', '居る:いる', [0]], // shown in kana, found by its kanji 居る
    ['n5', 'テレビ', [1]], // katakana word
  ] as const)('%s %s → %j', (set, id, pitch) => {
    expect(word(set, id)?.pitch).toEqual(pitch);
  });
});
