/**
 * The example sentences the app ships (content/curated/sentences → content/generated/sentences): every N5 and
 * N4 word has one and at least 80 % of the N3–N1 words; each is checked again here (level, readings, the
 * taught word), has both translations, and comes from a file a second person has read.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SET_IDS, getSetItems, type ExampleSentence } from '@/features/content';
import n1 from '@/content/generated/sentences/n1.json';
import n2 from '@/content/generated/sentences/n2.json';
import n3 from '@/content/generated/sentences/n3.json';
import n4 from '@/content/generated/sentences/n4.json';
import n5 from '@/content/generated/sentences/n5.json';
import { checkSentence, type CheckContext } from '@/scripts/content/sentences/check';
import { curatedFiles, readCuratedFile, setOfFile } from '@/scripts/content/sentences/curated-file';
import { japaneseTokenizer } from '@/scripts/content/sentences/tokenizer';
import { levelLookup, readVocabulary } from '@/scripts/content/sentences/word-levels';

const GENERATED = { n1, n2, n3, n4, n5 } as unknown as Record<string, Record<string, ExampleSentence[]>>;
const CURATED_DIR = path.resolve('content/curated/sentences');
const MIN_COVERAGE: Record<string, number> = { n5: 1, n4: 1, n3: 0.8, n2: 0.8, n1: 0.8 };

describe.each(SET_IDS)('%s sentences', (set) => {
  const items = getSetItems('vocabulary', set)!;
  const sentences = GENERATED[set];

  it(`cover at least ${MIN_COVERAGE[set] * 100} % of the words`, () => {
    const missing = items.filter((item) => !sentences[item.id]?.length).map((item) => item.id);
    expect(1 - missing.length / items.length, `missing: ${missing.slice(0, 20).join(' ')}`).toBeGreaterThanOrEqual(
      MIN_COVERAGE[set],
    );
  });

  it('belong to words of the set, with the word marked, both translations and a source', () => {
    const ids = new Set(items.map((item) => item.id));
    const bad = Object.entries(sentences).flatMap(([id, list]) =>
      list
        .filter((s) => {
          const [from, to] = s.target;
          return (
            !ids.has(id) ||
            !(from >= 0 && from < to && to <= s.parts.length) ||
            !s.answer ||
            !s.reading ||
            !s.en.trim() ||
            !s.vi.trim() ||
            !s.source
          );
        })
        .map(() => id),
    );
    expect(bad).toEqual([]);
  });
});

describe('the curated sentence files', () => {
  let ctx: CheckContext;
  const words = readVocabulary(path.resolve('content/generated'));
  beforeAll(async () => {
    const tokenizer = await japaneseTokenizer();
    ctx = { levels: levelLookup(words), tokenize: (text) => tokenizer.tokenize(text) };
  });

  it.each(curatedFiles(CURATED_DIR).map((file) => [path.basename(file), file]))(
    '%s passes the check again',
    (_name, file) => {
      const set = setOfFile(file);
      const byId = new Map(words.filter((w) => w.set === set).map((w) => [w.id, w]));
      const curated = readCuratedFile(file);
      const failures: string[] = [];
      for (const [id, list] of Object.entries(curated.sentences)) {
        const word = byId.get(id);
        if (!word) failures.push(`${id}: no such word`);
        else
          for (const entry of list) {
            const result = checkSentence(entry, word, ctx);
            if (!result.ok) failures.push(`${id}: ${result.errors.join('; ')}`);
          }
      }
      expect(failures).toEqual([]);
    },
  );

  it.each(curatedFiles(CURATED_DIR).map((file) => [path.basename(file), file]))(
    '%s was read by someone other than its writer',
    (_name, file) => {
      const curated = readCuratedFile(file);
      expect(curated.writer).toBeTruthy();
      expect(curated.reviewer).toBeTruthy();
      expect(curated.reviewer).not.toBe(curated.writer);
    },
  );
});
