import { describe, expect, it } from 'vitest';
import { deinflect } from '@/features/custom-sets/smart-paste/deinflect';

/** The candidates of a form as "base pos|pos" strings, to find the expected one among them. */
const candidates = (word: string) => deinflect(word).map((d) => `${d.base}${d.suru ? '+する' : ''} ${d.pos.join('|')}`);

describe('deinflect', () => {
  it.each([
    ['食べました', '食べる v1|v1-s'],
    ['食べませんでした', '食べる v1|v1-s'],
    ['食べない', '食べる v1|v1-s'],
    ['食べて', '食べる v1|v1-s'],
    ['食べたい', '食べる v1|v1-s'],
    ['行きたい', '行く v5k'],
    ['行きます', '行く v5k-s'],
    ['行って', '行く v5k-s'],
    ['書いた', '書く v5k'],
    ['泳いで', '泳ぐ v5g'],
    ['話しません', '話す v5s'],
    ['待った', '待つ v5t'],
    ['死んだ', '死ぬ v5n'],
    ['遊ばない', '遊ぶ v5b'],
    ['読みました', '読む v5m'],
    ['帰らなかった', '帰る v5r|v5r-i'],
    ['買わない', '買う v5u|v5u-s'],
    ['いらっしゃいます', 'いらっしゃる v5aru'],
    ['しました', 'する vs-i|vs-s'],
    ['勉強して', '勉強+する vs'],
    ['来ました', '来る vk'],
    ['こない', 'くる vk'],
    ['きて', 'くる vk'],
    ['高かった', '高い adj-i|adj-ix'],
    ['高くない', '高い adj-i|adj-ix'],
    ['高くて', '高い adj-i|adj-ix'],
    ['よかったです', 'よい adj-i|adj-ix'],
  ])('%s has the candidate %s', (word, expected) => {
    expect(candidates(word)).toContain(expected);
  });

  it('offers every verb a shared form could come from (the lookup decides)', () => {
    expect(candidates('行った')).toEqual(expect.arrayContaining(['行う v5u|v5u-s', '行く v5k-s', '行る v5r|v5r-i']));
  });

  it.each(['猫', '食べる', 'きれい'])('gives nothing for a word without a conjugated ending: %s', (word) => {
    expect(deinflect(word)).toEqual([]);
  });
});
