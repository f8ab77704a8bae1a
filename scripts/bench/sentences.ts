/**
 * What example sentences cost a vocabulary unit page, read from the current build (.next): every unit's
 * prerendered HTML and its sentence file (app/api/sentences), raw and gzip. Sentences are not in the page's
 * HTML: they load with the first card turned over (or the first word opened), one file per unit.
 * `npm run bench -- --sentences-only` measures just this (after `next build`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const SETS = ['n5', 'n4', 'n3', 'n2', 'n1'] as const;

export interface SentenceBytes {
  set: string;
  units: number;
  words: number;
  withSentence: number;
  htmlMedian: number;
  htmlMax: number;
  fileMedian: number;
  fileMax: number;
  fileGzipMedian: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function measureSentenceBytes(buildDir = '.next'): SentenceBytes[] {
  return SETS.map((set) => {
    const data = JSON.parse(readFileSync(`content/generated/vocabulary/${set}.json`, 'utf8')) as {
      units: { number: number; items: unknown[] }[];
    };
    const html: number[] = [];
    const files: number[] = [];
    const gzip: number[] = [];
    let withSentence = 0;
    for (const unit of data.units) {
      const page = `${buildDir}/server/app/en/jp/flash-card/vocabulary/${set}/${unit.number}.html`;
      const body = `${buildDir}/server/app/api/sentences/${set}/${unit.number}.body`;
      if (!existsSync(page) || !existsSync(body))
        throw new Error(`${page} or ${body} is missing: run next build first`);
      html.push(readFileSync(page).length);
      const file = readFileSync(body);
      files.push(file.length);
      gzip.push(gzipSync(file).length);
      withSentence += Object.keys(JSON.parse(file.toString('utf8')) as object).length;
    }
    return {
      set,
      units: data.units.length,
      words: data.units.reduce((n, u) => n + u.items.length, 0),
      withSentence,
      htmlMedian: median(html),
      htmlMax: Math.max(...html),
      fileMedian: median(files),
      fileMax: Math.max(...files),
      fileGzipMedian: median(gzip),
    };
  });
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

export function renderSentenceBytes(rows: SentenceBytes[]): string {
  return [
    '## Example sentences: what a vocabulary unit loads',
    '',
    'Read from the build: the unit page (English, prerendered HTML) and its sentence file, which loads with the first',
    'card turned over or word opened. The page carries no sentence, so its HTML does not grow with them.',
    '',
    '| set | units | words with a sentence | page HTML kB (median / max) | sentence file kB (median / max) | file gzip kB (median) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.set} | ${r.units} | ${r.withSentence} / ${r.words} | ${kB(r.htmlMedian)} / ${kB(r.htmlMax)} | ${kB(r.fileMedian)} / ${kB(r.fileMax)} | ${kB(r.fileGzipMedian)} |`,
    ),
    '',
  ].join('\n');
}
