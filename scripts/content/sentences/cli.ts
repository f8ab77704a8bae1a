/**
 * For the people writing example sentences:
 *
 *   npx tsx scripts/content/sentences/cli.ts content/curated/sentences/n5.json [--show]
 *       checks every sentence of the file; --show prints each with its furigana to read over
 *   npx tsx scripts/content/sentences/cli.ts --words n3
 *       the words of a level as TSV (id, written, reading, English, Vietnamese, unit) to write sentences for
 */
import path from 'node:path';
import { checkSentence } from './check';
import { readCuratedFile, setOfFile } from './curated-file';
import { japaneseTokenizer } from './tokenizer';
import { levelLookup, readVocabulary } from './word-levels';

const GENERATED = path.resolve(import.meta.dirname, '../../../content/generated');

async function main() {
  const args = process.argv.slice(2);
  const words = readVocabulary(GENERATED);
  if (args[0] === '--words') {
    for (const w of words.filter((x) => x.set === args[1]))
      console.log([w.id, w.written, w.reading, w.meanings.join('; '), w.meaningVi, w.unit].join('\t'));
    return;
  }
  const file = args[0];
  const show = args.includes('--show');
  const set = setOfFile(file);
  const byId = new Map(words.filter((w) => w.set === set).map((w) => [w.id, w]));
  const tokenizer = await japaneseTokenizer();
  const ctx = { levels: levelLookup(words), tokenize: (t: string) => tokenizer.tokenize(t) };
  const curated = readCuratedFile(file);
  let good = 0;
  let bad = 0;
  const covered = new Set<string>();
  for (const [id, list] of Object.entries(curated.sentences)) {
    const word = byId.get(id);
    if (!word) {
      console.log(`✘ ${id}: no such word in ${set}`);
      bad += list.length;
      continue;
    }
    for (const entry of list) {
      const result = checkSentence(entry, word, ctx);
      if (result.ok) {
        good += 1;
        covered.add(id);
        if (show) {
          const text = result.sentence.parts
            .map((p, i) => (i === result.sentence.target[0] ? '[' : '') + (p.reading ? `${p.text}(${p.reading})` : p.text) + (i === result.sentence.target[1] - 1 ? ']' : ''))
            .join('');
          console.log(`✔ ${id}\t${text}\t${result.sentence.answer}${result.outside.length ? `\toutside: ${result.outside.join(' ')}` : ''}`);
        }
      } else {
        bad += 1;
        console.log(`✘ ${id}\t${entry.ja}\n    ${result.errors.join('\n    ')}`);
      }
      for (const w of result.warnings ?? []) console.log(`  ? ${id}: ${w}`);
    }
  }
  const total = byId.size;
  console.log(`\n${good} sentences pass, ${bad} fail; ${covered.size} of ${total} ${set} words covered (${((covered.size / total) * 100).toFixed(1)} %)`);
  process.exitCode = bad > 0 ? 1 : 0;
}

await main();
