/**
 * Writes the stroke order of every jōyō kanji, from KanjiVG (npm `@madcat/kanjivg`, CC BY-SA 3.0), to
 * public/strokes/kanjivg-<version>/<code point>.json: one small file per kanji, fetched by the browser when a
 * card draws it (features/writing/stroke-data.ts). Run by `npm run content:build`, or alone with
 * `npx tsx scripts/content/kanji-strokes.ts`. Deterministic; fails when a kanji has no KanjiVG drawing.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { KANJIVG_VERSION, STROKES_DIRECTORY, strokeFileName, type KanjiStrokes } from '@/features/writing/stroke-data';
import { flattenPath } from '@/features/writing/svg-path';
import { joyoKanji } from './sources';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('@madcat/kanjivg/package.json'));
const PUBLIC_DIR = fileURLToPath(new URL('../../public/', import.meta.url));

/** The strokes of one kanji from KanjiVG's file: each `<path d>` in document order, which is writing order. */
export function readKanjiVg(kanji: string): string[] {
  const svgFile = path.join(packageDir, 'dist', 'main', strokeFileName(kanji).replace('.json', '.svg'));
  const svg = readFileSync(svgFile, 'utf8');
  const strokes = [...svg.matchAll(/<path[^>]*\sd="([^"]+)"/g)].map((match) => match[1]);
  for (const d of strokes) flattenPath(d); // fails on path data the client could not draw
  return strokes;
}

export function writeKanjiStrokes(): number {
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  if (version !== KANJIVG_VERSION) {
    throw new Error(`@madcat/kanjivg is ${version}; features/writing/stroke-data.ts says ${KANJIVG_VERSION}`);
  }
  const outDir = path.join(PUBLIC_DIR, STROKES_DIRECTORY);
  rmSync(path.join(PUBLIC_DIR, 'strokes'), { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const kanjiList = [...new Set(joyoKanji())].sort();
  for (const kanji of kanjiList) {
    const file: KanjiStrokes = { kanji, strokes: readKanjiVg(kanji) };
    writeFileSync(path.join(outDir, strokeFileName(kanji)), `${JSON.stringify(file)}\n`);
  }
  writeFileSync(
    path.join(outDir, 'LICENSE.md'),
    [
      '# Stroke order data',
      '',
      `Derived from KanjiVG (https://kanjivg.tagaini.net), © Ulrich Apel, through the npm package @madcat/kanjivg ${KANJIVG_VERSION}.`,
      'Licensed under Creative Commons Attribution-ShareAlike 3.0 (https://creativecommons.org/licenses/by-sa/3.0/).',
      'Each file keeps the stroke paths of one kanji, in writing order; nothing else of the original files.',
      '',
    ].join('\n'),
  );
  return readdirSync(outDir).filter((name) => name.endsWith('.json')).length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`Wrote the strokes of ${writeKanjiStrokes()} kanji.`);
}
