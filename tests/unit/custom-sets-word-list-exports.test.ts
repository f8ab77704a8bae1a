// Word lists as other flash-card apps export them (hand-written fixtures in tests/fixtures/word-lists, shaped
// like the real files): Anki's "Notes in Plain Text" with its header lines and HTML fields, a hand-made Anki
// import file with named columns, and Quizlet's export with tab or custom separators.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FORMAT, type WordListFormat } from '@/features/custom-sets/word-list';
import { parseWordList, readWordListHeader } from '@/features/custom-sets/word-list-parser';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/word-lists/${name}`, import.meta.url), 'utf8');
const card = (word: string, pronunciation: string, meaning: string, note = '') => ({
  word,
  pronunciation,
  meaning,
  note,
});

describe('an Anki "Notes in Plain Text" export', () => {
  const text = fixture('anki-notes-export.txt');
  const format: WordListFormat = { ...DEFAULT_FORMAT, pronunciation: true };

  it('reads its header lines instead of rejecting them, and leaves out the GUID, note type, deck and tags', () => {
    const { cards, rejected, anki } = parseWordList(text, format);
    expect(rejected).toEqual([]);
    expect(cards).toHaveLength(6);
    expect(anki).toEqual({ headerLines: 6, leftOut: ['guid', 'notetype', 'deck', 'tags'] });
  });

  it('turns the HTML into plain text: line breaks become "; ", entities are decoded, tags dropped', () => {
    expect(parseWordList(text, format).cards).toEqual([
      card('犬', 'いぬ', 'dog; hound'),
      card('猫', 'ねこ', 'cat (a small pet)'),
      card('鳥', 'とり', 'bird; fowl'),
      card('火', 'ひ', 'fire, flame'),
      card('水', 'みず', 'water & other liquids <not ice>'),
      card('山', 'やま', 'mountain; (also: a heap)'),
    ]);
  });

  it('leaves out sounds and images, and counts them for the preview', () => {
    const { cards, media } = parseWordList(text, format);
    expect(media).toEqual({ sounds: 3, images: 1 });
    for (const value of cards.flatMap((c) => Object.values(c))) {
      expect(value).not.toMatch(/<\/?(?:b|div|br|img)\b|\[sound:|&nbsp;|&amp;/);
    }
  });

  it('without the pronunciation column, the reading is the meaning and the rest goes to the note', () => {
    expect(parseWordList(text, DEFAULT_FORMAT).cards[0]).toEqual(card('犬', '', 'いぬ', 'dog; hound'));
  });

  it('keeps the markup of a file whose header says it has none', () => {
    const plain = '#separator:tab\n#html:false\n1 < 2\tless <b>than</b>';
    expect(parseWordList(plain, DEFAULT_FORMAT).cards).toEqual([card('1 < 2', '', 'less <b>than</b>')]);
  });
});

describe('a hand-made Anki import file with named columns', () => {
  const text = fixture('anki-columns-import.txt');

  it('suggests its separator and its reading column from the header', () => {
    expect(readWordListHeader(text)?.suggested).toEqual({
      field: { kind: 'custom', value: '|' },
      card: { kind: 'newline' },
      pronunciation: true,
    });
  });

  it('reads its cards with the separator of its header, whatever the form says', () => {
    const { cards, rejected, anki } = parseWordList(text, { ...DEFAULT_FORMAT, pronunciation: true });
    expect(rejected).toEqual([]);
    expect(anki).toEqual({ headerLines: 6, leftOut: ['tags'] });
    expect(cards).toEqual([
      card('包丁', 'ほうちょう', 'kitchen knife'),
      card('箸', 'はし', 'chopsticks (counted with 膳)'),
      card('鍋', 'なべ', 'pot; pan'),
    ]);
  });
});

describe("Quizlet's export", () => {
  it('with tabs and new lines, a definition of several lines in quotes', () => {
    const { cards, rejected } = parseWordList(fixture('quizlet-tab.txt'), DEFAULT_FORMAT);
    expect(rejected).toEqual([]);
    expect(cards).toEqual([
      card('食べる', '', 'to eat'),
      card('飲む', '', 'to drink'),
      card('見る', '', 'to see; to look at; to watch (a film)'),
      card('聞く', '', 'to hear, to listen, to ask'),
      card('話す', '', 'to speak'),
    ]);
  });

  it('with custom separators (" - " between term and definition, ";" between cards)', () => {
    const format: WordListFormat = {
      ...DEFAULT_FORMAT,
      field: { kind: 'custom', value: ' - ' },
      card: { kind: 'semicolon' },
    };
    const { cards, rejected } = parseWordList(fixture('quizlet-custom.txt'), format);
    expect(rejected).toEqual([]);
    expect(cards).toEqual([
      card('ありがとう', '', 'thank you'),
      card('すみません', '', 'excuse me, sorry'),
      card('おはよう', '', 'good morning; (casual)'),
      card('こんにちは', '', 'hello, good afternoon'),
    ]);
  });
});
