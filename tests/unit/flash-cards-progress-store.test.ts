import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROGRESS,
  createLocalProgressStore,
  parseProgress,
  serializeProgress,
  storageKey,
} from '@/features/flash-cards/progress-store';
import { kanjiSpeechText, localizedMeaning } from '@/features/flash-cards/study-cards';
import { parsePrefs } from '@/features/flash-cards/study-prefs';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const deck = { kind: 'kanji', set: 'n5', unit: 3 };

describe('progress serialisation', () => {
  it('round-trips marks and the study mode', () => {
    const data = { marks: { 日: 'known', '一つ:ひとつ': 'learning' } as const, onlyLearning: true };
    expect(parseProgress(serializeProgress(data))).toEqual(data);
    expect(parseProgress(serializeProgress({ marks: {}, onlyLearning: false }))).toEqual(EMPTY_PROGRESS);
  });

  it.each([null, '', 'not json', '42', '[]', '{"m":"x"}', '{"m":{"a":"z"},"o":"yes"}'])(
    'treats %j as no progress',
    (raw) => {
      expect(parseProgress(raw)).toEqual(EMPTY_PROGRESS);
    },
  );

  it('keeps the valid marks of a partly broken record', () => {
    expect(parseProgress('{"m":{"a":"k","b":"?","c":"l"}}')).toEqual({
      marks: { a: 'known', c: 'learning' },
      onlyLearning: false,
    });
  });

  it('keys records by kind, set and unit', () => {
    expect(storageKey(deck)).toBe('kotonoha:flash-card-progress:v1:kanji:n5:3');
    expect(storageKey({ ...deck, kind: 'vocabulary' })).not.toBe(storageKey(deck));
  });
});

describe('local progress store', () => {
  it('saves and loads per unit', async () => {
    const storage = memoryStorage();
    const store = createLocalProgressStore(() => storage);
    await store.save(deck, { marks: { 日: 'known' }, onlyLearning: true });
    expect(await store.load(deck)).toEqual({ marks: { 日: 'known' }, onlyLearning: true });
    expect(await store.load({ ...deck, unit: 4 })).toEqual(EMPTY_PROGRESS);
  });

  it('removes the record once it is empty', async () => {
    const storage = memoryStorage();
    const store = createLocalProgressStore(() => storage);
    await store.save(deck, { marks: { 日: 'known' }, onlyLearning: false });
    await store.save(deck, EMPTY_PROGRESS);
    expect(storage.data.size).toBe(0);
  });

  it('works without storage and survives storage errors', async () => {
    const none = createLocalProgressStore(() => undefined);
    await expect(none.save(deck, { marks: { 日: 'known' }, onlyLearning: false })).resolves.toBeUndefined();
    expect(await none.load(deck)).toEqual(EMPTY_PROGRESS);

    const failing = createLocalProgressStore(() => ({
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    }));
    await expect(failing.save(deck, { marks: { 日: 'known' }, onlyLearning: false })).resolves.toBeUndefined();
    expect(await failing.load(deck)).toEqual(EMPTY_PROGRESS);
  });
});

describe('card helpers', () => {
  it.each([
    ['en', { meanings: ['day', 'sun'], meaningVi: 'ngày' }, 'day, sun'],
    ['vi', { meanings: ['day', 'sun'], meaningVi: 'ngày' }, 'ngày'],
    ['vi', { meanings: ['day', 'sun'] }, 'day, sun'],
    ['vi', { meanings: ['day'], meaningVi: '  ' }, 'day'],
  ])('meaning in %s', (locale, item, expected) => {
    expect(localizedMeaning(item, locale)).toBe(expected);
  });

  it('reads a kanji aloud by its readings without KANJIDIC markers', () => {
    expect(kanjiSpeechText({ kanji: '一', onyomi: ['イチ', 'イツ'], kunyomi: ['ひと-', 'ひと.つ'] })).toBe(
      'イチ、イツ、ひと、ひとつ',
    );
    expect(kanjiSpeechText({ kanji: '々', onyomi: [], kunyomi: [] })).toBe('々');
  });

  it('parses study preferences defensively', () => {
    const off = { frontFurigana: false, pitch: true };
    expect(parsePrefs('kanji', null)).toEqual({ front: 'kanji', furigana: true, ...off });
    expect(parsePrefs('kanji', '{"front":"reading","furigana":false}')).toEqual({
      front: 'kanji',
      furigana: false,
      ...off,
    });
    expect(parsePrefs('vocabulary', '{"front":"reading"}')).toEqual({ front: 'reading', furigana: true, ...off });
    expect(parsePrefs('vocabulary', '{oops')).toEqual({ front: 'word', furigana: true, ...off });
    expect(parsePrefs('vocabulary', '{"pitch":false}')).toEqual({
      front: 'word',
      furigana: true,
      ...off,
      pitch: false,
    });
    expect(parsePrefs('vocabulary', '{"pitch":"no"}')).toEqual({ front: 'word', furigana: true, ...off });
  });
});
