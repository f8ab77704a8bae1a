// What the review screen shows of each card, in the learner's language. Server-only: built-in items come from
// the content files, custom cards from the database with the viewer's visibility rule.
import 'server-only';

import { allUnitParams, getUnit, type ContentKind, type KanjiItem, type VocabularyItem } from '@/features/content';
import { db } from '@/lib/db/client';
import type { ExamCard, ExamLanguage } from '@/features/exam/types';
import { customCardFurigana } from '@/features/flash-cards/custom-furigana';
import { localizedMeaning, type RubySegment } from '@/features/flash-cards/study-cards';

import { cardId, type CardRef } from '../card-key';

export interface ReviewCardContent {
  /** What the answer checker grades against (the tests' own card shape). */
  exam: ExamCard;
  termLanguage: ExamLanguage;
  meaningLanguage: ExamLanguage;
  /** Ruby over the term, for words with kanji; null otherwise. */
  furigana: readonly RubySegment[] | null;
  /** Pitch accents of a built-in word's reading (`exam.readings[0]`), the most common first; null otherwise. */
  pitch: readonly number[] | null;
  /** A custom card's note, shown with the answer. */
  note: string;
  /** Where the card comes from, as a link: a unit page or a set page (without the locale). */
  source: { kind: ContentKind | 'custom'; set: string; unit: string | null; name: string | null };
}

type BuiltinEntry = { item: KanjiItem | VocabularyItem; set: string; unit: string };
let builtinIndex: Map<string, BuiltinEntry> | null = null;

/** Every built-in item by card id, built once per process (about 10,000 entries). */
function builtinItems(): Map<string, BuiltinEntry> {
  if (builtinIndex) return builtinIndex;
  const index = new Map<string, BuiltinEntry>();
  for (const kind of ['kanji', 'vocabulary'] as const) {
    for (const { set, unit } of allUnitParams(kind)) {
      for (const item of getUnit(kind, set, unit)?.items ?? []) {
        index.set(cardId({ kind, cardKey: item.id }), { item, set, unit });
      }
    }
  }
  builtinIndex = index;
  return index;
}

function synonymsOf(item: KanjiItem | VocabularyItem, locale: string): string[] {
  return (locale === 'vi' ? item.synonymsVi : item.synonyms) ?? [];
}

function builtinContent(kind: ContentKind, entry: BuiltinEntry, locale: string): ReviewCardContent {
  const meaningLanguage = locale === 'vi' ? 'vi' : 'en';
  const source = { kind, set: entry.set, unit: entry.unit, name: null };
  if ('kanji' in entry.item) {
    const item = entry.item;
    return {
      exam: {
        id: item.id,
        term: item.kanji,
        readings: [...item.onyomi, ...item.kunyomi],
        meaning: localizedMeaning(item, locale),
        synonyms: synonymsOf(item, locale),
      },
      termLanguage: 'ja',
      meaningLanguage,
      furigana: null,
      pitch: null,
      note: '',
      source,
    };
  }
  const item = entry.item;
  return {
    exam: {
      id: item.id,
      term: item.written,
      readings: [item.reading, ...(item.altReadings ?? [])],
      meaning: localizedMeaning(item, locale),
      synonyms: synonymsOf(item, locale),
    },
    termLanguage: 'ja',
    meaningLanguage,
    furigana: item.furigana ?? null,
    pitch: item.pitch?.length ? item.pitch : null,
    note: '',
    source,
  };
}

/**
 * The content of each card the viewer may see, by card id. Cards of a deleted or now private set are left out;
 * conjugation cards are shown by the conjugation quiz, not here.
 */
export async function cardContents(
  refs: readonly CardRef[],
  viewerId: string | null,
  locale: string,
): Promise<Map<string, ReviewCardContent>> {
  const contents = new Map<string, ReviewCardContent>();
  const customIds: string[] = [];
  for (const ref of refs) {
    if (ref.kind === 'kanji' || ref.kind === 'vocabulary') {
      const entry = builtinItems().get(cardId(ref));
      if (entry) contents.set(cardId(ref), builtinContent(ref.kind, entry, locale));
    } else if (ref.kind === 'custom') customIds.push(ref.cardKey);
  }
  if (customIds.length === 0) return contents;
  const cards = await db.flashCard.findMany({
    where: {
      id: { in: customIds },
      set: { OR: [{ visibility: 'everyone' }, ...(viewerId ? [{ ownerId: viewerId }] : [])] },
    },
    select: {
      id: true,
      word: true,
      pronunciation: true,
      meaning: true,
      note: true,
      set: { select: { id: true, name: true, wordLanguage: true, meaningLanguage: true } },
    },
  });
  for (const card of cards) {
    const reading = card.pronunciation.trim();
    contents.set(cardId({ kind: 'custom', cardKey: card.id }), {
      exam: { id: card.id, term: card.word, readings: reading ? [reading] : [], meaning: card.meaning },
      termLanguage: card.set.wordLanguage,
      meaningLanguage: card.set.meaningLanguage,
      furigana: card.set.wordLanguage === 'ja' ? customCardFurigana(card.word, reading) : null,
      pitch: null,
      note: card.note,
      source: { kind: 'custom', set: card.set.id, unit: null, name: card.set.name },
    });
  }
  return contents;
}
