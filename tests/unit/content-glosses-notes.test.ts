/**
 * What a meaning says: no editor's note inside it (a spelling or reading note, an example in Japanese
 * script, a cross-reference), and a first English gloss that is the word's own sense, not the sense of
 * another reading of its written form (金 かね is money; gold is 金 きん). Needs Debian's edict.
 */
import { describe, expect, it } from 'vitest';
import { SET_IDS, getSetItems } from '@/features/content';
import { edictAvailable, EDICT_MISSING_MESSAGE, loadEdict } from '@/scripts/content/edict';
import { firstGlossOfAnotherReading, meaningNoteProblems } from '@/scripts/content/gloss-checks';

const words = SET_IDS.flatMap((set) => getSetItems('vocabulary', set)!);
const kanji = SET_IDS.flatMap((set) => getSetItems('kanji', set)!);
const card = (id: string) => words.find((w) => w.id === id)!;

describe('meanings carry no editor’s notes', () => {
  it('has no Japanese script or cross-reference in any English or Vietnamese meaning', () => {
    const noted = [
      ...words.flatMap((w) =>
        [...w.meanings, w.meaningVi].flatMap((m) => meaningNoteProblems(m).map((p) => `${w.id}: ${p}`)),
      ),
      ...kanji.flatMap((k) =>
        [...k.meanings, k.meaningVi].flatMap((m) => meaningNoteProblems(m).map((p) => `${k.id}: ${p}`)),
      ),
    ];
    expect(noted).toEqual([]);
  });

  it.each([
    ['a spelling and reading note', 'đùi (viết 股; đọc また: háng)'],
    ['an example in Japanese', 'nhà ～ (vd: 作家 nhà văn)'],
    ['a cross-reference', 'to see (cf. 見る)'],
    ['a Vietnamese cross-reference', 'đùi (xem また)'],
  ])('flags %s', (_, meaning) => expect(meaningNoteProblems(meaning)).not.toEqual([]));

  it.each(['phấn (viết bảng)', 'giá treo ～, móc ～ (vd. giá treo mũ)', 'from ~ to ~', 'dấu tròn (○)'])(
    'accepts "%s"',
    (meaning) => expect(meaningNoteProblems(meaning)).toEqual([]),
  );

  it('shows 股 もも as a thigh, nothing else', () => {
    expect(card('股:もも').meanings[0]).toBe('thigh');
    expect(card('股:もも').meaningVi).toBe('đùi');
  });
});

describe('the first English gloss is the word’s own sense', () => {
  it('is never the sense of another reading of the written form', () => {
    if (!edictAvailable()) throw new Error(EDICT_MISSING_MESSAGE);
    const edict = loadEdict();
    const misplaced = words.flatMap((w) => {
      const owner = firstGlossOfAnotherReading(edict, w.written, w.reading, w.meanings[0]);
      return owner ? [`${w.id} "${w.meanings[0]}" belongs to ${w.written} ${owner}`] : [];
    });
    expect(misplaced).toEqual([]);
  }, 60_000);

  it.each([
    ['金:かね', 'money'],
    ['会談:かいだん', 'talks (formal discussions)'],
    ['正体:しょうたい', 'true identity'],
    ['乃至:ないし', 'from ~ to ~'],
    ['刃:は', 'edge (of a knife or sword)'],
  ])('%s is first "%s"', (id, first) => expect(card(id).meanings[0]).toBe(first));
});
