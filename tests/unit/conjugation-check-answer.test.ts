import { describe, expect, it } from 'vitest';
import { conjugate, type ConjugableWord } from '@/features/conjugation/engine/index';
import { checkAnswer, normalizeAnswer } from '@/features/conjugation/engine/check-answer';
import { canReadAs } from '@/features/conjugation/engine/other-kanji';
import {
  buildKanjiReadingsLookup,
  kanjiReadings,
  KANJI_READINGS,
  normaliseKanjidicReadings,
} from '@/features/conjugation/engine/kanji-readings';
import { WORDS } from '@/features/conjugation/engine/words';
import { buildKanjiReadingsJson } from '@/scripts/conjugation/build-kanji-readings';
import { readFileSync } from 'node:fs';
import { isKanjiChar } from '@/features/japanese/kana';

const AU: ConjugableWord = { dictionary: '会う', reading: 'あう', type: 'godan' };
const TABERU: ConjugableWord = { dictionary: '食べる', reading: 'たべる', type: 'ichidan' };
const KAERU: ConjugableWord = { dictionary: '帰る', reading: 'かえる', type: 'godan' };
const KURU: ConjugableWord = { dictionary: '来る', reading: 'くる', type: 'irregular' };
const ATSUI: ConjugableWord = { dictionary: '暑い', reading: 'あつい', type: 'i-adjective' };
const SHIZUKA: ConjugableWord = { dictionary: '静か', reading: 'しずか', type: 'na-adjective' };
const BENKYOU: ConjugableWord = { dictionary: '勉強する', reading: 'べんきょうする', type: 'irregular' };

const awanakatta = conjugate(AU, 'past', { negative: true })!;

describe('normalizeAnswer', () => {
  it('trims, removes spaces, strips trailing punctuation, folds width and case', () => {
    expect(normalizeAnswer('  たべる  ')).toBe('たべる');
    expect(normalizeAnswer('たべ る')).toBe('たべる');
    expect(normalizeAnswer('たべる。')).toBe('たべる');
    expect(normalizeAnswer('たべる！？')).toBe('たべる');
    expect(normalizeAnswer('「たべる」')).toBe('たべる');
    expect(normalizeAnswer('ﾀﾍﾞﾙ')).toBe('タベル');
    expect(normalizeAnswer('ＴＡＢＥＲＵ')).toBe('taberu');
    expect(normalizeAnswer('たべる\u3000')).toBe('たべる');
  });
});

describe('checkAnswer', () => {
  it('correct kana', () => {
    const r = checkAnswer(awanakatta, 'あわなかった');
    expect(r.verdict).toBe('correct');
    expect(r.canonical).toEqual({ kana: 'あわなかった', written: '会わなかった' });
    expect(r.note).toBeUndefined();
  });

  it('correct kanji', () => {
    expect(checkAnswer(awanakatta, '会わなかった').verdict).toBe('correct');
  });

  it('correct with surrounding spaces and punctuation', () => {
    expect(checkAnswer(awanakatta, ' 会わなかった。 ').verdict).toBe('correct');
    expect(checkAnswer(awanakatta, 'あわなかった!').verdict).toBe('correct');
  });

  it('katakana input is compared as hiragana (full and half width)', () => {
    const r = checkAnswer(awanakatta, 'アワナカッタ');
    expect(r.verdict).toBe('correct');
    expect(r.note).toEqual({ kind: 'katakana' });
    expect(checkAnswer(awanakatta, 'ｱﾜﾅｶｯﾀ').verdict).toBe('correct');
  });

  it('katakana mixed with kanji is not converted', () => {
    expect(checkAnswer(awanakatta, '会ワナカッタ').verdict).toBe('wrong');
  });

  it('accepted alternative answers are correct, with a note', () => {
    const te = conjugate(TABERU, 'te', { negative: true })!;
    expect(checkAnswer(te, '食べなくて')).toMatchObject({ verdict: 'correct' });
    expect(checkAnswer(te, '食べないで')).toMatchObject({ verdict: 'correct', note: { kind: 'alternative' } });
    expect(checkAnswer(conjugate(SHIZUKA, 'polite', { negative: true })!, 'しずかではありません').verdict).toBe(
      'correct',
    );
  });

  it('stray latin letters → not-kana (not wrong)', () => {
    const taberu = conjugate(TABERU, 'negative')!;
    expect(checkAnswer(taberu, 'たべr')).toMatchObject({ verdict: 'not-kana', note: { kind: 'latin', letters: 'r' } });
    expect(checkAnswer(taberu, 'たべなi').verdict).toBe('not-kana');
    expect(checkAnswer(taberu, 'tabenai').verdict).toBe('not-kana');
    expect(checkAnswer(taberu, 'ｔａｂｅ').verdict).toBe('not-kana');
    expect(checkAnswer(taberu, 'たべなn').verdict).toBe('not-kana');
  });

  it('empty answer → not-kana', () => {
    expect(checkAnswer(awanakatta, '   ')).toMatchObject({ verdict: 'not-kana', note: { kind: 'empty' } });
  });

  it('wrong answers', () => {
    expect(checkAnswer(awanakatta, 'あわなかた').verdict).toBe('wrong');
    expect(checkAnswer(awanakatta, '会なかった').verdict).toBe('wrong');
    expect(
      checkAnswer(conjugate({ dictionary: '行く', reading: 'いく', type: 'godan' }, 'past')!, '行いた').verdict,
    ).toBe('wrong');
    expect(checkAnswer(conjugate(KAERU, 'past')!, '帰た').verdict).toBe('wrong');
    expect(checkAnswer(conjugate(KURU, 'negative')!, 'きない').verdict).toBe('wrong');
    expect(checkAnswer(conjugate(KURU, 'negative')!, '来ない').verdict).toBe('correct');
    expect(checkAnswer(conjugate(KURU, 'negative')!, 'こない').verdict).toBe('correct');
  });

  describe('other kanji with the right reading', () => {
    it('合わなかった for 会わなかった → correct-other-kanji with the expected form', () => {
      const r = checkAnswer(awanakatta, '合わなかった', { kanjiReadings });
      expect(r.verdict).toBe('correct-other-kanji');
      expect(r.note).toEqual({ kind: 'other-kanji', expected: '会わなかった' });
      expect(r.canonical.written).toBe('会わなかった');
    });

    it('works for adjectives and compounds (rendaku-free multi-kanji)', () => {
      expect(checkAnswer(conjugate(ATSUI, 'past')!, '熱かった', { kanjiReadings }).verdict).toBe('correct-other-kanji');
      expect(checkAnswer(conjugate(ATSUI, 'past')!, '厚かった', { kanjiReadings }).verdict).toBe('correct-other-kanji');
      expect(checkAnswer(conjugate(BENKYOU, 'past')!, '勉教した', { kanjiReadings }).verdict).toBe(
        'correct-other-kanji',
      );
      expect(checkAnswer(conjugate(KAERU, 'te')!, '返って', { kanjiReadings }).verdict).toBe('correct-other-kanji');
    });

    it('kanji for a word usually written in kana', () => {
      const inai = conjugate({ dictionary: 'いる', reading: 'いる', type: 'ichidan' }, 'negative')!;
      expect(checkAnswer(inai, '居ない', { kanjiReadings })).toMatchObject({
        verdict: 'correct-other-kanji',
        note: { kind: 'other-kanji', expected: 'いない' },
      });
    });

    it('a kanji that cannot be read that way is wrong', () => {
      expect(checkAnswer(awanakatta, '食わなかった', { kanjiReadings }).verdict).toBe('wrong');
      expect(checkAnswer(conjugate(TABERU, 'negative')!, '食ない', { kanjiReadings }).verdict).toBe('wrong');
      expect(checkAnswer(conjugate(ATSUI, 'past')!, '暑いかった', { kanjiReadings }).verdict).toBe('wrong');
    });

    it('without a lookup: conservative — wrong, with a hint note', () => {
      const r = checkAnswer(awanakatta, '合わなかった');
      expect(r.verdict).toBe('wrong');
      expect(r.note).toEqual({ kind: 'unverified-other-kanji', expected: '会わなかった' });
      expect(checkAnswer(awanakatta, '合なかった').note).toBeUndefined();
    });

    it('canReadAs handles rendaku, gemination and 々', () => {
      const lookup = buildKanjiReadingsLookup({
        学: 'がく,まな',
        校: 'こう',
        人: 'じん,にん,ひと',
        一: 'いち,いつ,ひと',
        回: 'かい,まわ',
      });
      expect(canReadAs('学校', 'がっこう', lookup)).toBe(true);
      expect(canReadAs('人々', 'ひとびと', lookup)).toBe(true);
      expect(canReadAs('一回', 'いっかい', lookup)).toBe(true);
      expect(canReadAs('学校', 'がくせい', lookup)).toBe(false);
    });
  });

  describe('teaching notes with context', () => {
    it('ら抜き potential → wrong with a ra-nuki note', () => {
      const pot = conjugate(TABERU, 'potential')!;
      const r = checkAnswer(pot, '食べれる', { context: { word: TABERU, form: 'potential' } });
      expect(r).toMatchObject({ verdict: 'wrong', note: { kind: 'ra-nuki', standard: '食べられる' } });
      expect(checkAnswer(pot, 'たべれる', { context: { word: TABERU, form: 'potential' } }).note?.kind).toBe('ra-nuki');
      const kuru = conjugate(KURU, 'potential', { negative: true })!;
      expect(
        checkAnswer(kuru, 'これない', { context: { word: KURU, form: 'potential', options: { negative: true } } }).note
          ?.kind,
      ).toBe('ra-nuki');
      // without context, no note
      expect(checkAnswer(pot, '食べれる').note).toBeUndefined();
    });

    it('ichidan-looking godan conjugated as ichidan → conjugated-as note', () => {
      const neg = conjugate(KAERU, 'negative')!;
      expect(checkAnswer(neg, '帰ない', { context: { word: KAERU, form: 'negative' } })).toMatchObject({
        verdict: 'wrong',
        note: { kind: 'conjugated-as', as: 'ichidan' },
      });
    });
  });
});

describe('kanji readings data', () => {
  it('is small enough to ship to the browser (< 150 kB raw)', () => {
    const raw = readFileSync(new URL('../../features/conjugation/engine/kanji-readings.json', import.meta.url));
    expect(raw.byteLength).toBeLessThan(150 * 1024);
  });

  it('covers every kanji used in the word data and the jōyō set', () => {
    for (const w of WORDS) {
      for (const ch of w.dictionary) {
        if (isKanjiChar(ch) && ch !== '々')
          expect(kanjiReadings(ch).length, `${ch} in ${w.dictionary}`).toBeGreaterThan(0);
      }
    }
    expect(Object.keys(KANJI_READINGS).length).toBeGreaterThan(2100);
  });

  it('holds on and kun readings in hiragana, kun without okurigana', () => {
    expect(kanjiReadings('会')).toEqual(expect.arrayContaining(['かい', 'あ']));
    expect(kanjiReadings('食')).toEqual(expect.arrayContaining(['しょく', 'た', 'く']));
    expect(kanjiReadings('行')).toEqual(expect.arrayContaining(['こう', 'い', 'ゆ', 'おこな']));
    expect(kanjiReadings('x')).toEqual([]);
    for (const readings of Object.values(KANJI_READINGS)) expect(readings).toMatch(/^[ぁ-ゖー]+(,[ぁ-ゖー]+)*$/u);
  });

  it('normaliseKanjidicReadings', () => {
    expect(normaliseKanjidicReadings({ on: ['ショク', 'ジキ'], kun: ['く.う', 'た.べる', '-ぐい'] })).toEqual([
      'しょく',
      'じき',
      'く',
      'た',
      'ぐい',
    ]);
  });

  it('is up to date with scripts/conjugation/build-kanji-readings.ts', () => {
    const current = readFileSync(
      new URL('../../features/conjugation/engine/kanji-readings.json', import.meta.url),
      'utf8',
    );
    expect(current).toBe(buildKanjiReadingsJson());
  });
});

describe('katakana spellings', () => {
  it('a dictionary form with katakana (サボる) is matched as written, or as kana', () => {
    const c = conjugate({ dictionary: 'サボる', reading: 'さぼる', type: 'godan' }, 'negative')!;
    expect(c).toEqual({ kana: ['さぼらない'], written: ['サボらない'] });
    expect(checkAnswer(c, 'サボらない')).toMatchObject({ verdict: 'correct' });
    expect(checkAnswer(c, 'サボらない').note).toBeUndefined();
    expect(checkAnswer(c, 'さぼらない').verdict).toBe('correct');
    expect(checkAnswer(c, 'サボラナイ')).toMatchObject({ verdict: 'correct', note: { kind: 'katakana' } });
  });
});
