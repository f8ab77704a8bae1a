import { MAX_CARDS, MIN_CARDS, TEXT_MAX } from '../limits';
import type { AnkiDeck, AnkiNote, AnkiNoteType } from './package-content';

/** Which of a note type's fields fills each part of a card; -1 is "none" (reading and note only). */
export interface FieldMapping {
  word: number;
  reading: number;
  meaning: number;
  note: number;
}

export type CardPart = keyof FieldMapping;
export const CARD_PARTS: readonly CardPart[] = ['word', 'reading', 'meaning', 'note'];

// Field names of common Japanese decks (Core 2k/6k, JLPT decks, "Basic"), lower-cased, best first.
const NAMES: Record<CardPart, readonly string[]> = {
  word: ['expression', 'word', 'vocab', 'vocabulary', 'kanji', 'japanese', 'front', 'term', 'question'],
  reading: ['reading', 'kana', 'furigana', 'hiragana', 'pronunciation', 'yomi', 'vocab-kana'],
  meaning: ['meaning', 'english', 'definition', 'translation', 'vietnamese', 'glossary', 'back', 'answer'],
  note: ['note', 'notes', 'sentence', 'example', 'extra', 'comment', 'hint'],
};

/**
 * A first guess from the field names: each part takes the first unused field whose name matches best (exactly,
 * then by prefix); word and meaning fall back to the first two unused fields (a "Basic" deck reads front to back).
 */
export function guessMapping(type: Pick<AnkiNoteType, 'fields'>): FieldMapping {
  const names = type.fields.map((name) => name.trim().toLowerCase());
  const used = new Set<number>();
  const find = (part: CardPart) => {
    for (const candidate of NAMES[part]) {
      const index = names.findIndex(
        (name, i) => !used.has(i) && (name === candidate || name.startsWith(`${candidate} `)),
      );
      if (index >= 0) return index;
    }
    return -1;
  };
  const mapping: FieldMapping = { word: -1, reading: -1, meaning: -1, note: -1 };
  for (const part of CARD_PARTS) {
    mapping[part] = find(part);
    if (mapping[part] >= 0) used.add(mapping[part]);
  }
  for (const part of ['word', 'meaning'] as const) {
    if (mapping[part] >= 0) continue;
    const free = names.findIndex((_, i) => !used.has(i));
    mapping[part] = free;
    if (free >= 0) used.add(free);
  }
  // A card needs a meaning more than a note ("Text" / "Extra" of a cloze deck).
  if (mapping.meaning < 0 && mapping.note >= 0) [mapping.meaning, mapping.note] = [mapping.note, -1];
  return mapping;
}

export interface MappedCard {
  word: string;
  pronunciation: string;
  meaning: string;
  note: string;
}

const clip = (text: string) => (text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX - 1)}…` : text);
const field = (note: AnkiNote, index: number) => (index >= 0 ? clip(note.fields[index] ?? '') : '');

/** A note as a card, or null when the mapping leaves its word or its meaning empty (it cannot be saved). */
export function noteToCard(note: AnkiNote, mapping: FieldMapping): MappedCard | null {
  const card = {
    word: field(note, mapping.word),
    pronunciation: field(note, mapping.reading),
    meaning: field(note, mapping.meaning),
    note: field(note, mapping.note),
  };
  return card.word && card.meaning ? card : null;
}

export interface PlannedSet {
  name: string;
  cards: MappedCard[];
}

export interface ImportPlan {
  sets: PlannedSet[];
  /** Notes left out because their word or meaning is empty with this mapping. */
  skippedNotes: number;
  /** Decks left out because fewer than MIN_CARDS of their notes can be read. */
  smallDecks: string[];
}

/**
 * The sets an import makes: one per deck, and a deck over MAX_CARDS cards split into as few even parts as fit
 * ("Deck (1/3)" …), so no part is a lone leftover card.
 */
export function planImport(decks: readonly AnkiDeck[], mappings: Readonly<Record<string, FieldMapping>>): ImportPlan {
  const plan: ImportPlan = { sets: [], skippedNotes: 0, smallDecks: [] };
  for (const deck of decks) {
    const cards: MappedCard[] = [];
    for (const note of deck.notes) {
      const mapping = mappings[note.type];
      const card = mapping ? noteToCard(note, mapping) : null;
      if (card) cards.push(card);
      else plan.skippedNotes += 1;
    }
    if (cards.length < MIN_CARDS) {
      plan.smallDecks.push(deck.name);
      continue;
    }
    const parts = splitEvenly(cards, MAX_CARDS);
    parts.forEach((part, index) => {
      const name = parts.length === 1 ? deck.name : `${deck.name} (${index + 1}/${parts.length})`;
      plan.sets.push({ name: clip(name), cards: part });
    });
  }
  return plan;
}

/** As few parts of at most `max` as hold every item, their sizes differing by one at most, in order. */
export function splitEvenly<T>(items: readonly T[], max: number): T[][] {
  const count = Math.ceil(items.length / max);
  const parts: T[][] = [];
  let start = 0;
  for (let index = 0; index < count; index += 1) {
    const size = Math.floor(items.length / count) + (index < items.length % count ? 1 : 0);
    parts.push(items.slice(start, start + size));
    start += size;
  }
  return parts;
}
