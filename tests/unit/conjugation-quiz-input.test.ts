import { describe, expect, it } from 'vitest';
import { furigana } from '@/features/conjugation/quiz/furigana';
import { packQuizWords, unpackQuizWords, type QuizWord } from '@/features/conjugation/quiz/quiz-word';
import { ADJECTIVES, VERBS } from '@/features/conjugation/engine/words';
import { convertWhileTyping, finalizeAnswer, finishTyping, hasLatin } from '@/features/japanese/romaji';

describe('romaji while typing', () => {
  it.each([
    ['tabemashita', 'たべました'],
    ['Tabemasu', 'たべます'], // a phone's capital first letter stays hiragana
    ['kitte', 'きって'],
    ['tabemasen', 'たべませn'], // a lone n waits for the next letter
    ['shinnde', 'しんで'],
    ['食べmasita', '食べました'],
    ['ｔａｂｅｒｕ', 'たべる'], // full-width latin from an IME's direct mode
    ['たべる', 'たべる'],
  ])('%s → %s', (typed, shown) => {
    expect(convertWhileTyping(typed, null).value).toBe(shown);
  });

  it.each([
    ['annnai', 'あんない'],
    ["an'nai", 'あんない'],
    ['kitte', 'きって'],
    ['yonnda', 'よんだ'],
    ['benkyoushimasen', 'べんきょうしません'],
  ])('typed key by key, %s ends as %s', (keys, answer) => {
    let value = '';
    for (const key of keys) value = convertWhileTyping(value + key, null).value;
    expect(finalizeAnswer(value)).toBe(answer);
  });

  it('keeps the caret after the converted text', () => {
    expect(convertWhileTyping('たべmasu', 6)).toEqual({ value: 'たべます', caret: 4 });
    expect(convertWhileTyping('taる', 2)).toEqual({ value: 'たる', caret: 1 });
  });

  it('finishes typing when the field is left or Enter is pressed: a final n is ん, nothing else changes', () => {
    expect(finishTyping('ごはn')).toBe('ごはん');
    expect(finishTyping('ごはｎ')).toBe('ごはん');
    expect(finishTyping(convertWhileTyping('tabemasen', null).value)).toBe('たべません');
    expect(finishTyping('たべる')).toBe('たべる');
    expect(finishTyping('たべ る')).toBe('たべ る');
    expect(finishTyping('たべr')).toBe('たべr');
  });

  it('finishes the answer on check: a final n, spaces', () => {
    expect(finalizeAnswer('tabemasen')).toBe('たべません');
    expect(finalizeAnswer(' たべ ません　')).toBe('たべません');
    expect(finalizeAnswer('たべるq')).toBe('たべるq'); // left for the checker to flag as not kana
    expect(hasLatin('たべるq')).toBe(true);
    expect(hasLatin('食べる')).toBe(false);
  });
});

describe('furigana', () => {
  it('puts readings over kanji runs only', () => {
    expect(furigana('食べる', 'たべる')).toEqual([{ text: '食', reading: 'た' }, { text: 'べる' }]);
    expect(furigana('持って来る', 'もってくる')).toEqual([
      { text: '持', reading: 'も' },
      { text: 'って' },
      { text: '来', reading: 'く' },
      { text: 'る' },
    ]);
    expect(furigana('勉強する', 'べんきょうする')).toEqual([{ text: '勉強', reading: 'べんきょう' }, { text: 'する' }]);
    expect(furigana('する', 'する')).toEqual([{ text: 'する' }]);
  });

  it('falls back to one reading over the whole word when the spelling does not split', () => {
    expect(furigana('来た', 'こない')).toEqual([{ text: '来た', reading: 'こない' }]);
  });
});

describe('packed quiz words', () => {
  const words = [
    {
      dictionary: '分かる',
      reading: 'わかる',
      type: 'godan',
      level: 5,
      meaning: 'to understand',
      skip: ['potential', 'passive'],
    },
    { dictionary: '書く', reading: 'かく', type: 'godan', level: 5, meaning: 'to write; to compose' },
    { dictionary: '食べる', reading: 'たべる', type: 'ichidan', level: 5, meaning: 'to eat, to have (a meal)' },
    { dictionary: '会う', reading: 'あう', type: 'godan', level: 5, meaning: 'to meet' },
  ] as const;

  it('round-trip in order, with and without forms to skip, punctuation in meanings kept', () => {
    expect(unpackQuizWords(packQuizWords(words))).toEqual(words);
    expect(unpackQuizWords(packQuizWords([]))).toEqual([]);
  });

  it('writes the type and level once per run of words that share them', () => {
    const packed = packQuizWords(words);
    expect(packed.split('\n')).toHaveLength(3);
    expect(packed.match(/godan/g)).toHaveLength(2);
  });

  it('writes each form to skip as one character', () => {
    const state: QuizWord = {
      ...words[2],
      skip: ['command', 'potential', 'passive', 'causative', 'causativePassive', 'volitional'],
    };
    const packed = packQuizWords([state]);
    expect(packed.endsWith('|46789a')).toBe(true);
    expect(unpackQuizWords(packed)).toEqual([state]);
  });

  it('refuses a field that holds a separator instead of sending a broken list', () => {
    expect(() => packQuizWords([{ ...words[1], meaning: 'to write | to draw' }])).toThrow(/separator/);
    expect(() => packQuizWords([{ ...words[1], reading: 'か~く' }])).toThrow(/separator/);
  });

  it('packs every real word of both kinds and both languages without loss', () => {
    for (const entry of [...VERBS, ...ADJECTIVES]) {
      for (const locale of ['en', 'vi'] as const) {
        const word = {
          dictionary: entry.dictionary,
          reading: entry.reading,
          type: entry.type,
          level: entry.jlpt,
          meaning: entry.meanings[locale],
        };
        expect(unpackQuizWords(packQuizWords([word]))).toEqual([word]);
      }
    }
  });
});
