/**
 * Writes content/sources/kanjium-pitch/accents.tsv: the lines of Kanjium's accents.txt (3.2 MB, 124,137 lines)
 * that the content build uses for the built-in words, in the source's order and unchanged, so the build finds
 * the same accents in the subset as in the whole file. Run again when the words change (after
 * `npm run content:build`, then build again):
 *
 *   npx tsx scripts/content/kanjium-subset.ts <path of Kanjium's accents.txt>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { VocabularyItem } from '@/features/content/types';
import { loadEdict } from './edict';
import { KANJIUM_DIR, parseAccents, pitchOf } from './pitch';

const source = process.argv[2];
if (!source) throw new Error('usage: npx tsx scripts/content/kanjium-subset.ts <path of accents.txt>');
const text = readFileSync(source, 'utf8');
const index = parseAccents(text);
const edict = loadEdict();
const generated = path.join(KANJIUM_DIR, '../../generated/vocabulary');
const used = new Set<string>();
for (const set of ['n5', 'n4', 'n3', 'n2', 'n1']) {
  const file = JSON.parse(readFileSync(path.join(generated, `${set}.json`), 'utf8')) as { units: { items: VocabularyItem[] }[] };
  for (const item of file.units.flatMap((u) => u.items)) {
    const found = pitchOf(item, index, edict);
    if (found.found) used.add(found.line);
  }
}
const lines = text.split('\n').filter((line) => used.has(line));
const header = '# Kanjium accents (CC BY-SA 4.0, Uros O.): the lines the built-in words use; see README.md here.\n';
writeFileSync(path.join(KANJIUM_DIR, 'accents.tsv'), `${header}${lines.join('\n')}\n`);
console.log(`${lines.length} of ${index.size} lines kept`);
