import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getSetItems, SET_IDS } from '@/features/content';
import { strokeFileName, STROKES_DIRECTORY } from '@/features/writing/stroke-data';
import { kanjiToRetry, recordResult, roundTally, type RoundResults } from '@/features/writing/practice-round';
import { kanjiInWords } from '@/features/writing/write-prompts';

describe('a round of the write mode', () => {
  it('keeps the first result of a kanji written twice', () => {
    const once = recordResult({}, '日', 'missed');
    expect(recordResult(once, '日', 'clean')).toEqual({ 日: 'missed' });
    expect(recordResult(once, '月', 'clean')).toEqual({ 日: 'missed', 月: 'clean' });
  });

  it.each<{ results: RoundResults; retry: string[] }>([
    { results: {}, retry: ['一', '二', '三'] },
    { results: { 一: 'clean', 二: 'hinted', 三: 'missed' }, retry: ['三'] },
    { results: { 一: 'missed', 三: 'clean' }, retry: ['一', '二'] },
    { results: { 一: 'clean', 二: 'clean', 三: 'hinted' }, retry: [] },
  ])('practises again the missed and the unwritten kanji: $retry', ({ results, retry }) => {
    expect(kanjiToRetry(['一', '二', '三'], results)).toEqual(retry);
  });

  it('tallies each outcome and the kanji not written', () => {
    expect(roundTally(['一', '二', '三', '四'], { 一: 'clean', 二: 'clean', 四: 'missed' })).toEqual({
      clean: 2,
      hinted: 0,
      missed: 1,
      skipped: 1,
    });
  });
});

describe("the kanji of a set's words", () => {
  const jouyou = new Set(['日', '本', '学', '生', '𠮟']);
  const writable = (char: string) => jouyou.has(char);

  it.each([
    { words: ['日本', '本日', '学生'], kanji: ['日', '本', '学', '生'] },
    { words: ['ひらがな', 'カタカナ', 'Tokyo', '。'], kanji: [] },
    { words: ['日本語'], kanji: ['日', '本'] },
    { words: ['𠮟る', '生'], kanji: ['𠮟', '生'] },
    { words: [], kanji: [] },
  ])('$words → $kanji', ({ words, kanji }) => {
    expect(kanjiInWords(words, writable)).toEqual(kanji);
  });
});

describe('the kanji the write mode offers', () => {
  it('every built-in kanji has its stroke file, so a set’s jōyō kanji can all be written', () => {
    const missing = SET_IDS.flatMap((set) => getSetItems('kanji', set) ?? [])
      .map((item) => item.kanji)
      .filter((kanji) => !existsSync(join(__dirname, '../../public', STROKES_DIRECTORY, strokeFileName(kanji))));
    expect(missing).toEqual([]);
  });
});
