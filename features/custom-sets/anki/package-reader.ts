import { unzipSync } from 'fflate';
import type { Database } from 'sql.js';

import { markupToText, type MediaCount } from '../field-markup';
import {
  FIELD_SEPARATOR,
  type AnkiDeck,
  type AnkiNote,
  type AnkiNoteType,
  type AnkiPackageContent,
} from './package-content';
import { MAX_PACKAGE_BYTES, MAX_PACKAGE_NOTES, type PackageError } from './package-limits';
import { sqlite } from './sqlite';

export type ReadResult = { ok: true; content: AnkiPackageContent } | { ok: false; error: PackageError };

/** A zip file starts with a local file header (or is an empty archive). */
const isZip = (bytes: Uint8Array) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b;

/**
 * Reads an `.apkg` or `.colpkg`: a zip holding a SQLite collection and a media list. Only the schema-11
 * collections (`collection.anki21`, `collection.anki2`) keep note types and decks as JSON in the `col` row; a
 * package with `collection.anki21b` (zstd, Anki 2.1.50+) also carries a stub `collection.anki2` that only says
 * "update Anki", so its presence means the newer format whatever else is inside.
 */
export async function readAnkiPackage(bytes: Uint8Array): Promise<ReadResult> {
  if (bytes.length > MAX_PACKAGE_BYTES) return { ok: false, error: 'tooLarge' };
  if (!isZip(bytes)) return { ok: false, error: 'notZip' };
  let files: Record<string, Uint8Array>;
  try {
    // Only the collection and the media list are inflated; media files are counted from the list.
    files = unzipSync(bytes, { filter: (file) => /^collection\.anki2(1b?)?$|^media$/.test(file.name) });
  } catch {
    return { ok: false, error: 'notZip' };
  }
  if (files['collection.anki21b']) return { ok: false, error: 'newerFormat' };
  const collection = files['collection.anki21'] ?? files['collection.anki2'];
  if (!collection) return { ok: false, error: 'noCollection' };

  const SQL = await sqlite();
  let db: Database | null = null;
  try {
    db = new SQL.Database(collection);
    return readCollection(db, countMediaFiles(files.media));
  } catch {
    return { ok: false, error: 'unreadable' };
  } finally {
    db?.close();
  }
}

/** The legacy media list is JSON (`{"0": "file.mp3"}`); the newer one is compressed protobuf (not counted). */
function countMediaFiles(list: Uint8Array | undefined): number {
  if (!list) return 0;
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(list));
    return parsed && typeof parsed === 'object' ? Object.keys(parsed).length : 0;
  } catch {
    return 0;
  }
}

function readCollection(db: Database, mediaFiles: number): ReadResult {
  const tables = new Set(rows(db, "SELECT name FROM sqlite_master WHERE type = 'table'").map((row) => String(row[0])));
  // Schema 15 and later keep note types and decks in tables of their own, with an empty `models` column.
  if (tables.has('notetypes')) return { ok: false, error: 'newerFormat' };
  const [col] = rows(db, 'SELECT models, decks FROM col LIMIT 1');
  if (!col || typeof col[0] !== 'string' || col[0] === '') return { ok: false, error: 'newerFormat' };
  const noteTypes = readNoteTypes(JSON.parse(col[0]) as unknown);
  const deckNames = readDeckNames(JSON.parse(String(col[1])) as unknown);

  const [count] = rows(db, 'SELECT count(*) FROM notes');
  if (Number(count?.[0] ?? 0) > MAX_PACKAGE_NOTES) return { ok: false, error: 'tooManyNotes' };
  // A note's deck is the deck of its first card; notes come in the order they were added.
  const notes = rows(
    db,
    `SELECT n.mid, n.flds, (SELECT c.did FROM cards c WHERE c.nid = n.id ORDER BY c.ord LIMIT 1)
       FROM notes n ORDER BY n.id`,
  );
  if (notes.length === 0) return { ok: false, error: 'noNotes' };
  const media: MediaCount = { sounds: 0, images: 0 };
  const decks = new Map<string, AnkiDeck>();
  for (const [mid, flds, did] of notes) {
    const note: AnkiNote = {
      type: String(mid),
      fields: String(flds)
        .split(FIELD_SEPARATOR)
        .map((f) => plain(f, media)),
    };
    const name = deckNames.get(String(did)) ?? 'Default';
    const deck = decks.get(name) ?? { name, notes: [] };
    deck.notes.push(note);
    decks.set(name, deck);
  }
  const used = new Set(notes.map(([mid]) => String(mid)));
  return {
    ok: true,
    content: {
      noteTypes: noteTypes.filter((type) => used.has(type.id)),
      decks: [...decks.values()],
      media: { files: mediaFiles, ...media },
    },
  };
}

/** A field as the text import reads it: markup stripped, its lines joined with "; ". */
function plain(field: string, media: MediaCount): string {
  return markupToText(field, media)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('; ');
}

function rows(db: Database, sql: string) {
  return db.exec(sql)[0]?.values ?? [];
}

function readNoteTypes(models: unknown): AnkiNoteType[] {
  if (!models || typeof models !== 'object') return [];
  return Object.entries(models as Record<string, { name?: unknown; flds?: { name?: unknown; ord?: unknown }[] }>).map(
    ([id, model]) => ({
      id,
      name: String(model.name ?? id),
      fields: [...(model.flds ?? [])]
        .sort((a, b) => Number(a.ord) - Number(b.ord))
        .map((field) => String(field.name ?? '')),
    }),
  );
}

function readDeckNames(decks: unknown): Map<string, string> {
  const names = new Map<string, string>();
  if (!decks || typeof decks !== 'object') return names;
  for (const [id, deck] of Object.entries(decks as Record<string, { name?: unknown }>)) {
    // Subdecks are "Parent::Child"; the set name shows the path the learner knows.
    names.set(id, String(deck.name ?? id).replaceAll('::', ' › '));
  }
  return names;
}
