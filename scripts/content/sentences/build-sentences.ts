/**
 * The content build's last step: every curated example sentence checked (see check.ts) and written to
 * content/generated/sentences/<set>.json, word id → its sentences, one word a line for reviewable diffs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ExampleSentence } from '@/features/content/types';
import { checkSentence } from './check';
import { curatedFiles, readCuratedFile, setOfFile } from './curated-file';
import { japaneseTokenizer } from './tokenizer';
import { levelLookup, VOCABULARY_SETS, type LeveledWord } from './word-levels';

export interface SentenceBuildReport {
  problems: string[];
  /** set → words with at least one sentence, and words in all. */
  coverage: Record<string, { covered: number; words: number }>;
  /** Words in no JLPT list that sentences use, with how often. */
  outside: Map<string, number>;
}

export async function writeSentences(outDir: string, curatedDir: string, words: LeveledWord[]): Promise<SentenceBuildReport> {
  const tokenizer = await japaneseTokenizer();
  const ctx = { levels: levelLookup(words), tokenize: (text: string) => tokenizer.tokenize(text) };
  const bySet = new Map(VOCABULARY_SETS.map((set) => [set, new Map<string, ExampleSentence[]>()]));
  const problems: string[] = [];
  const outside = new Map<string, number>();
  for (const file of curatedFiles(curatedDir)) {
    const set = setOfFile(file);
    const curated = readCuratedFile(file);
    const wordsById = new Map(words.filter((w) => w.set === set).map((w) => [w.id, w]));
    for (const [id, entries] of Object.entries(curated.sentences)) {
      const word = wordsById.get(id);
      if (!word) {
        problems.push(`${path.basename(file)}: ${id} is no ${set} word`);
        continue;
      }
      for (const entry of entries) {
        const result = checkSentence({ ...entry, source: entry.source ?? curated.source }, word, ctx);
        if (!result.ok) {
          problems.push(`${path.basename(file)}: ${id} "${entry.ja}": ${result.errors.join('; ')}`);
          continue;
        }
        for (const o of result.outside) outside.set(o, (outside.get(o) ?? 0) + 1);
        const list = bySet.get(set)!.get(id) ?? [];
        list.push(result.sentence);
        bySet.get(set)!.set(id, list);
      }
    }
  }
  mkdirSync(path.join(outDir, 'sentences'), { recursive: true });
  const coverage: SentenceBuildReport['coverage'] = {};
  for (const [set, sentences] of bySet) {
    const ids = [...sentences.keys()].sort();
    const body = ids.map((id) => `${JSON.stringify(id)}:${JSON.stringify(sentences.get(id))}`).join(',\n');
    writeFileSync(path.join(outDir, 'sentences', `${set}.json`), `{\n${body}\n}\n`);
    coverage[set] = { covered: ids.length, words: words.filter((w) => w.set === set).length };
  }
  return { problems, coverage, outside };
}
