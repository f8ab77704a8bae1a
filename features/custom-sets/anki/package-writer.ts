import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';

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

/** A stable guid from the deck key and the card's position and word (Anki's guids are short base-91 strings). */
const guid = (key: string, index: number, word: string) =>
  sha1(`${key}\u0000${index}\u0000${word}`).toString('base64url').slice(0, 10);

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
    const modelId = now + 1;
    db.run(COLLECTION_SCHEMA);
    db.run('INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)', [
      seconds,
      now,
      now,
      COLLECTION_CONFIG_JSON,
      JSON.stringify({ [modelId]: noteType(modelId, deckId, seconds, FIELDS) }),
      decksJson(deckId, deck.name, seconds),
      DECK_OPTIONS_JSON,
      '{}',
    ]);
    const insertNote = db.prepare("INSERT INTO notes VALUES (?, ?, ?, ?, -1, '', ?, ?, ?, 0, '')");
    const insertCard = db.prepare("INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')");
    deck.cards.forEach((card, index) => {
      const fields = [card.word, card.pronunciation, card.meaning, card.note].map(textToField);
      const id = now + index;
      insertNote.run([
        id,
        guid(deck.key, index, card.word),
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
