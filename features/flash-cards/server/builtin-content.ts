import 'server-only';
import {
  getSet,
  getUnit,
  listSets,
  type KanjiItem,
  type LocalizedText,
  type Unit,
  type VocabularyItem,
} from '@/features/content';
import { cardPairs } from '@/features/han-viet/card-pairing';
import type { BuiltinKind } from '../builtin-paths';
import type { SetSummary, UnitSummary } from '../builtin-summaries';
import {
  localizedMeaning,
  readableKanjiReading,
  type KanjiCard,
  type StudyDeck,
  type VocabularyCard,
} from '../study-cards';

/**
 * The built-in content cut to what each screen shows. Everything here runs at build time (the pages are
 * prerendered), so reading whole units for previews costs nothing at request time.
 */

const PREVIEW_SIZE = 8;
const EXAMPLES_PER_KANJI = 4;

function headword(item: KanjiItem | VocabularyItem): string {
  return 'kanji' in item ? item.kanji : item.written;
}

function unitItems(kind: BuiltinKind, set: string, unit: number): readonly (KanjiItem | VocabularyItem)[] {
  return getUnit(kind, set, unit)?.items ?? [];
}

export function setSummaries(kind: BuiltinKind): SetSummary[] {
  return listSets(kind).map((set) => ({
    id: set.id,
    unitCount: set.unitCount,
    itemCount: set.itemCount,
    preview: unitItems(kind, set.id, 1).slice(0, PREVIEW_SIZE).map(headword),
  }));
}

/** A unit's title in the page's language (the content has English and Vietnamese). */
function localizedTitle(title: LocalizedText, locale: string): string {
  return locale === 'vi' ? title.vi : title.en;
}

export function unitSummaries(kind: BuiltinKind, set: string, locale: string): UnitSummary[] {
  return (getSet(kind, set)?.units ?? []).map((unit) => ({
    number: unit.number,
    itemCount: unit.itemCount,
    title: localizedTitle(unit.title, locale),
    preview: unitItems(kind, set, unit.number).slice(0, PREVIEW_SIZE).map(headword),
  }));
}

function toVocabularyCard(item: VocabularyItem, locale: string): VocabularyCard {
  return {
    id: item.id,
    written: item.written,
    reading: item.reading,
    meaning: localizedMeaning(item, locale),
    sinoVietnamese: item.sinoVietnamese ?? '',
    furigana: item.furigana ?? null,
    ...(item.altWritten?.length ? { otherSpellings: item.altWritten } : {}),
    ...(item.pitch?.length ? { pitch: item.pitch } : {}),
  };
}

function toKanjiCard(item: KanjiItem, locale: string): KanjiCard {
  const hanVietPairs = cardPairs(item.sinoVietnamese, item.onyomi);
  return {
    id: item.id,
    kanji: item.kanji,
    meaning: localizedMeaning(item, locale),
    onyomi: item.onyomi.map(readableKanjiReading),
    kunyomi: item.kunyomi.map(readableKanjiReading),
    sinoVietnamese: item.sinoVietnamese,
    kokuji: item.kokuji === true,
    strokes: item.strokes || null,
    examples: item.examples.slice(0, EXAMPLES_PER_KANJI).map((e) => ({
      written: e.written,
      reading: e.reading,
      meaning: locale === 'vi' ? e.meaningVi : e.meaning,
      furigana: e.furigana ?? null,
    })),
    ...(hanVietPairs.length > 0 ? { hanVietPairs } : {}),
  };
}

/** A unit's items as study cards in the page's language. */
export function unitDeck(unit: Unit<BuiltinKind>, locale: string): StudyDeck {
  return unit.kind === 'kanji'
    ? { kind: 'kanji', cards: (unit.items as KanjiItem[]).map((item) => toKanjiCard(item, locale)) }
    : { kind: 'vocabulary', cards: (unit.items as VocabularyItem[]).map((item) => toVocabularyCard(item, locale)) };
}

/** "日 (day), 一 (one), …" for a page description: the first few items with their first sense. */
export function deckSample(deck: StudyDeck, count = 5): string {
  const sense = (meaning: string) => meaning.split(/[,;]\s*/)[0];
  const parts =
    deck.kind === 'kanji'
      ? deck.cards.slice(0, count).map((c) => `${c.kanji} (${sense(c.meaning)})`)
      : deck.cards.slice(0, count).map((c) => `${c.written} (${sense(c.meaning)})`);
  return deck.cards.length > count ? `${parts.join(', ')}…` : parts.join(', ');
}
