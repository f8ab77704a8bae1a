import { describe, expect, it } from 'vitest';
import { lookUpWords } from '@/features/custom-sets/server/word-lookup';
import { splitWords } from '@/features/custom-sets/smart-paste/split-words';

const first = (word: string) => lookUpWords([word])[0];
const choices = (word: string) => first(word).candidates.map((c) => `${c.word} ${c.reading}`);

describe('smart paste lookup (the real vocabulary and dictionary)', () => {
  it.each([
    ['今日', ['今日 きょう', '今日 こんにち']],
    ['上手', ['上手 じょうず', '上手 うわて', '上手 かみて']],
  ])('offers every reading of an ambiguous word, the most common first: %s', (word, expected) => {
    expect(choices(word)).toEqual(expected);
  });

  it('takes a built-in word with its Vietnamese meaning, first', () => {
    const [card] = first('猫').candidates;
    expect(card).toMatchObject({ word: '猫', reading: 'ねこ', builtIn: true });
    expect(card.meaning).toMatch(/cat/);
    expect(card.meaningVi).toMatch(/mèo/);
  });

  it('falls back to the EDICT dictionary, English only', () => {
    const [card] = first('携帯電話').candidates;
    expect(card).toMatchObject({ reading: 'けいたいでんわ', builtIn: false });
    expect(card.meaning).toMatch(/mobile|cellular/);
    expect(card.meaningVi).toBeUndefined();
  });

  it.each([
    ['食べました', '食べる', 'たべる'],
    ['行きたい', '行く', 'いく'],
    ['たべました', '食べる', 'たべる'],
    ['来ませんでした', '来る', 'くる'],
    ['しました', 'する', 'する'],
    ['勉強しました', '勉強する', 'べんきょうする'],
    ['高かった', '高い', 'たかい'],
    ['読んで', '読む', 'よむ'],
    ['泳いだ', '泳ぐ', 'およぐ'],
    ['話さない', '話す', 'はなす'],
  ])('traces %s back to %s', (input, word, reading) => {
    const result = first(input);
    expect(result.candidates[0]).toMatchObject({ word, reading });
  });

  it.each(['行った', 'かった', 'ぴよぴよぷー', '猫猫猫猫'])('leaves %s unknown: no form or no single one', (input) => {
    expect(first(input).candidates).toEqual([]);
  });

  it('answers a 100-word paste well under 300 ms', () => {
    lookUpWords(['猫']); // the indexes are built once per process
    const words = splitWords(
      '今日 上手 食べました 行きたい 猫 犬 携帯電話 勉強しました 高かった 読んで '.repeat(10) +
        Array.from({ length: 90 }, (_, i) => `語${i}`).join(' '),
    ).slice(0, 100);
    const started = performance.now();
    lookUpWords(words);
    expect(performance.now() - started).toBeLessThan(300);
  });
});
