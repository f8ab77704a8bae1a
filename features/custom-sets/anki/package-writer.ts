import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';

import { ankiDeckName } from './deck-name';
import { COLLECTION_CONFIG_JSON, COLLECTION_SCHEMA, DECK_OPTIONS_JSON, decksJson, noteType } from './collection-schema';
import { FIELD_SEPARATOR } from './package-content';
import { sqlite } from './sqlite';

interface ExportCard {
  word: string;
  pronunciation: string;
  meaning: string;
  note: string;
}

export interface ExportDeck {
  /** The deck's name in Anki. */
  name: string;
  /** Seeds the notes' guids: exporting the same deck again lets Anki update its notes instead of adding copies. */
  key: string;
  cards: readonly ExportCard[];
}

const FIELDS = ['Word', 'Reading', 'Meaning', 'Note'] as const;

/** Anki fields are HTML: plain text is escaped and its line breaks become `<br>`. */
export const textToField = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replace(/\r?\n/g, '<br>');

const sha1 = (text: string) => createHash('sha1').update(text).digest();

/** Anki's duplicate check: the first 32 bits of the SHA-1 of the sort field's text. */
const checksum = (text: string) => sha1(text).readUInt32BE(0);

/**
 * A stable guid from the deck key, the card's word and how many cards before it have the same word (Anki's guids
 * are short strings): a card keeps its guid when cards are added, removed or moved around it, so Anki updates its
 * note instead of adding a copy next to the old one.
 */
const guid = (key: string, word: string, repeat: number) =>
  sha1(`${key}\u0000${word}\u0000${repeat}`).toString('base64url').slice(0, 10);

/** Each card's guid; a word that is in the deck twice gives two notes of their own. */
function guids(key: string, cards: readonly ExportCard[]): string[] {
  const seen = new Map<string, number>();
  return cards.map(({ word }) => {
    const repeat = seen.get(word) ?? 0;
    seen.set(word, repeat + 1);
    return guid(key, word, repeat);
  });
}

/**
 * The note type's id, the same in every export. Anki updates a note it already has (same guid) only under the
 * note type id it came with: a new id per export made it skip every note ("note type has changed") and add a
 * second "Kotonoha" note type. Derived from the fields, so other fields would be another note type.
 */
const NOTE_TYPE_ID = 1_500_000_000_000 + sha1(`kotonoha-note-type\u0000${FIELDS.join('\u001f')}`).readUInt32BE(0);

/**
 * An `.apkg` Anki opens: a schema-11 `collection.anki2` with one note type (Word, Reading, Meaning, Note), one
 * deck holding one new card per note, and an empty media list.
 */
export async function writeAnkiPackage(deck: ExportDeck, now = Date.now()): Promise<Uint8Array> {
  const SQL = await sqlite();
  const db = new SQL.Database();
  try {
    const seconds = Math.floor(now / 1000);
    const deckId = now;
    const modelId = NOTE_TYPE_ID;
    db.run(COLLECTION_SCHEMA);
    db.run('INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)', [
      seconds,
      now,
      now,
      COLLECTION_CONFIG_JSON,
      JSON.stringify({ [modelId]: noteType(modelId, deckId, seconds, FIELDS) }),
      decksJson(deckId, ankiDeckName(deck.name), seconds),
      DECK_OPTIONS_JSON,
      '{}',
    ]);
    const insertNote = db.prepare("INSERT INTO notes VALUES (?, ?, ?, ?, -1, '', ?, ?, ?, 0, '')");
    const insertCard = db.prepare("INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')");
    const cardGuids = guids(deck.key, deck.cards);
    deck.cards.forEach((card, index) => {
      const fields = [card.word, card.pronunciation, card.meaning, card.note].map(textToField);
      const id = now + index;
      insertNote.run([
        id,
        cardGuids[index],
        modelId,
        seconds,
        fields.join(FIELD_SEPARATOR),
        card.word,
        checksum(card.word),
      ]);
      insertCard.run([id, id, deckId, seconds, index + 1]);
    });
    insertNote.free();
    insertCard.free();
    return zipSync({ 'collection.anki2': db.export(), media: strToU8('{}') });
  } finally {
    db.close();
  }
}
