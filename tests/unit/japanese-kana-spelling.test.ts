import { describe, expect, it } from 'vitest';
import {
  differsOnlyInKanji,
  foldTyping,
  isKanaOnly,
  readingKey,
  spellingFitsReading,
  spellOutLongVowels,
} from '@/features/japanese/kana-spelling';

describe('foldTyping', () => {
  it.each([
    ['たべる', 'たべる'],
    ['  たべ る\u3000', 'たべる'],
    ['ｔａｂｅｒｕ', 'taberu'],
    ['TaBeRu', 'taberu'],
    ['ﾀﾍﾞﾙ', 'タベル'],
    ['ｶﾞｯｺｳ', 'ガッコウ'],
    ['食べる。', '食べる。'],
    ['', ''],
  ])('%j → %j', (typed, folded) => {
    expect(foldTyping(typed)).toBe(folded);
  });
});

describe('isKanaOnly', () => {
  it.each([
    ['たべる', true],
    ['タベル', true],
    ['コーヒー', true],
    ['たべr', false],
    ['食べる', false],
    ['人々', false],
    ['たべる。', false],
  ])('%j → %s', (text, kanaOnly) => {
    expect(isKanaOnly(text)).toBe(kanaOnly);
  });
});

describe('spellOutLongVowels', () => {
  it.each([
    ['こーひー', 'こおひい'],
    ['らーめん', 'らあめん'],
    ['けーき', 'けえき'],
    ['すーぷ', 'すうぷ'],
    ['んー', 'んー'],
    ['っー', 'っー'],
    ['たべる', 'たべる'],
  ])('%j → %j', (kana, spelled) => {
    expect(spellOutLongVowels(kana)).toBe(spelled);
  });
});

describe('readingKey', () => {
  it.each([
    ['アワナカッタ', 'あわなかった', 'あわなかった'],
    ['コーヒー', 'こおひい', 'こーひー'],
    ['こーひー', 'こおひい', 'こーひー'],
    ['ヴァイオリン', 'ゔぁいおりん', 'ゔぁいおりん'],
    ['会ワナカッタ', '会わなかった', '会わなかった'],
    ['たべる', 'たべる', 'たべる'],
  ])('%j → %j (ー spelled out), %j (ー kept)', (text, spelledOut, kept) => {
    expect(readingKey(text)).toBe(spelledOut);
    expect(readingKey(text, { spellOutLongVowels: false })).toBe(kept);
  });
});

describe('spellingFitsReading', () => {
  it.each([
    ['食べる', 'たべる', true],
    ['食べる', 'たべた', false],
    ['来る', 'くる', true],
    ['持って来る', 'もってくる', true],
    ['持って来る', 'もちくる', false],
    ['勉強する', 'べんきょうする', true],
    ['サボる', 'さぼる', true],
    ['たべる', 'たべる', true],
    ['人々', 'ひとびと', true],
    ['a.b', 'a.b', true],
    ['a.b', 'axb', false],
  ])('%j read as %j: %s', (spelling, reading, fits) => {
    expect(spellingFitsReading(spelling, reading)).toBe(fits);
  });
});

describe('differsOnlyInKanji', () => {
  it.each([
    ['合わなかった', '会わなかった', true],
    ['会わなかった', '会わなかった', true],
    ['合わない', '会わなかった', false],
    ['合あなかった', '会わなかった', false],
    ['あわなかった', '会わなかった', false],
  ])('%j vs %j: %s', (typed, expected, same) => {
    expect(differsOnlyInKanji(typed, expected)).toBe(same);
  });
});
