import { describe, expect, it } from 'vitest';
import { splitWords } from '@/features/custom-sets/smart-paste/split-words';

describe('splitWords', () => {
  it.each([
    ['one a line', '猫\n犬\r\n鳥\n', ['猫', '犬', '鳥']],
    ['spaces, the full-width one too', '猫 犬\u3000鳥\t魚', ['猫', '犬', '鳥', '魚']],
    ['commas and 、', '猫,犬，鳥、魚;虫', ['猫', '犬', '鳥', '魚', '虫']],
    ['quotes, brackets and a full stop dropped', '「食べる」。 "猫" （犬）', ['食べる', '猫', '犬']],
    ['a word pasted twice kept once, first order', '犬 猫 犬', ['犬', '猫']],
    ['nothing but separators', ' 、,\n ', []],
  ])('%s', (_, text, expected) => {
    expect(splitWords(text)).toEqual(expected);
  });
});
