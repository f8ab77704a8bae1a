/**
 * Generates features/conjugation/engine/kanji-readings.json (see features/conjugation/engine/kanji-readings.ts)
 * from the KANJIDIC data of the `kanji` npm package (devDependency).
 *
 *   npx tsx scripts/conjugation/build-kanji-readings.ts          # write the file
 *   npx tsx scripts/conjugation/build-kanji-readings.ts --check  # exit 1 if it is stale
 *
 * Kanji included: jōyō (kanji.grade g01–g06 + g08), the JLPT N5–N1 lists, and
 * every kanji in the conjugation word data.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import kanji from 'kanji';
import { normaliseKanjidicReadings } from '@/features/conjugation/engine/kanji-readings';
import { isKanjiChar } from '@/features/japanese/kana';
import { WORDS } from '@/features/conjugation/engine/words';

export const OUTPUT = fileURLToPath(new URL('../../features/conjugation/engine/kanji-readings.json', import.meta.url));

export function relevantKanji(): string[] {
  const set = new Set<string>([
    ...kanji.grade.g01(),
    ...kanji.grade.g02(),
    ...kanji.grade.g03(),
    ...kanji.grade.g04(),
    ...kanji.grade.g05(),
    ...kanji.grade.g06(),
    ...kanji.grade.g08(),
    ...kanji.jlpt.n5(),
    ...kanji.jlpt.n4(),
    ...kanji.jlpt.n3(),
    ...kanji.jlpt.n2(),
    ...kanji.jlpt.n1(),
  ]);
  for (const w of WORDS) for (const ch of w.dictionary) if (isKanjiChar(ch) && ch !== '々') set.add(ch);
  return [...set].sort();
}

export function buildKanjiReadingsJson(): string {
  const out: Record<string, string> = {};
  for (const k of relevantKanji()) {
    const r = kanji.readings(k) as { on: string[]; kun: string[] } | null;
    if (!r) continue;
    const readings = normaliseKanjidicReadings(r);
    if (readings.length > 0) out[k] = readings.join(',');
  }
  // one line per kanji keeps diffs readable; still compact
  return (
    '{\n' +
    Object.entries(out)
      .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`)
      .join(',\n') +
    '\n}\n'
  );
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const json = buildKanjiReadingsJson();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(OUTPUT, 'utf8');
    } catch {
      // missing
    }
    if (current !== json) {
      console.error(`${OUTPUT} is stale: run npx tsx scripts/conjugation/build-kanji-readings.ts`);
      process.exit(1);
    }
    console.log(`${OUTPUT} is up to date`);
  } else {
    writeFileSync(OUTPUT, json);
    console.log(`wrote ${OUTPUT}: ${Object.keys(JSON.parse(json)).length} kanji, ${Buffer.byteLength(json)} bytes`);
  }
}
