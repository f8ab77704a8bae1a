import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

import { readAnkiPackage } from '@/features/custom-sets/anki/package-reader';
import { textToField, writeAnkiPackage } from '@/features/custom-sets/anki/package-writer';
import { sqlite } from '@/features/custom-sets/anki/sqlite';

const cards = [
  { word: '食べる', pronunciation: 'たべる', meaning: 'to eat', note: 'ichidan' },
  { word: '<b>', pronunciation: '', meaning: 'a & b > c', note: '' },
  { word: '行く', pronunciation: 'いく', meaning: 'to go', note: 'irregular te-form: 行って' },
];

describe('the Anki package writer', () => {
  it('escapes markup and keeps line breaks as <br>', () => {
    expect(textToField('a < b & c\nd')).toBe('a &lt; b &amp; c<br>d');
  });

  it('reads back through the import as the same cards, in one deck of the set name', async () => {
    const read = await readAnkiPackage(await writeAnkiPackage({ name: 'Verbs', key: 'set1', cards }));
    if (!read.ok) throw new Error(read.error);
    expect(read.content.noteTypes).toEqual([
      expect.objectContaining({ name: 'Kotonoha', fields: ['Word', 'Reading', 'Meaning', 'Note'] }),
    ]);
    expect(read.content.decks.map((deck) => deck.name)).toEqual(['Verbs']);
    expect(read.content.decks[0]?.notes.map((note) => note.fields)).toEqual(
      cards.map((card) => [card.word, card.pronunciation, card.meaning, card.note]),
    );
    expect(read.content.media).toEqual({ files: 0, sounds: 0, images: 0 });
  });

  it('gives the same guids when the same set is exported again', async () => {
    const guids = async (now: number) => {
      const SQL = await sqlite();
      const { unzipSync } = await import('fflate');
      const files = unzipSync(await writeAnkiPackage({ name: 'V', key: 'set1', cards }, now));
      const db = new SQL.Database(files['collection.anki2']);
      const values = db.exec('SELECT guid FROM notes ORDER BY id')[0]?.values.flat();
      db.close();
      return values;
    };
    expect(await guids(1_700_000_000_000)).toEqual(await guids(1_800_000_000_000));
  });

  // Anki (2.1.15 checked by scripts/anki-check) updates a note it has by guid only when the note type's id is the one
  // the note came with: a new id per export made it skip every note ("note type has changed") and add a second
  // "Kotonoha" note type.
  it('keeps the note type’s id from one export to the next', async () => {
    const noteTypeIds = async (now: number) => {
      const { db, close } = await openPackage({ name: 'V', key: 'set1', cards }, now);
      const models = JSON.parse(String(db.exec('SELECT models FROM col')[0]?.values[0]?.[0])) as object;
      const mids = db.exec('SELECT DISTINCT mid FROM notes')[0]?.values.flat();
      close();
      return { models: Object.keys(models), mids };
    };
    const first = await noteTypeIds(1_700_000_000_000);
    expect(first.mids).toEqual([Number(first.models[0])]);
    expect(await noteTypeIds(1_800_000_000_000)).toEqual(first);
  });

  it('gives a card the guid of its word, wherever the card moves in the set', async () => {
    const guidsByWord = async (deckCards: typeof cards) => {
      const { db, close } = await openPackage({ name: 'V', key: 'set1', cards: deckCards });
      const rows = db.exec('SELECT sfld, guid FROM notes ORDER BY id')[0]?.values ?? [];
      close();
      return rows.map(([word, guid]) => `${String(word)} ${String(guid)}`);
    };
    const before = await guidsByWord(cards);
    const moved = await guidsByWord([{ ...cards[0]!, word: '飲む' }, cards[2]!, cards[1]!, cards[0]!]);
    expect(moved.slice(1).sort()).toEqual([...before].sort());
    // The same word twice in a set is two notes, each with a guid of its own; another set's word is another note.
    const twice = await guidsByWord([cards[0]!, cards[0]!]);
    expect(new Set(twice).size).toBe(2);
    const { db, close } = await openPackage({ name: 'V', key: 'set2', cards: [cards[0]!] });
    expect(before).not.toContain(`食べる ${String(db.exec('SELECT guid FROM notes')[0]?.values[0]?.[0])}`);
    close();
  });
});

async function openPackage(deck: Parameters<typeof writeAnkiPackage>[0], now?: number) {
  const SQL = await sqlite();
  const files = unzipSync(await writeAnkiPackage(deck, now));
  const db = new SQL.Database(files['collection.anki2']);
  return { db, close: () => db.close() };
}

describe('the Anki package reader refuses', () => {
  const zip = (files: Record<string, Uint8Array>) => zipSync(files);

  it.each([
    ['a text file', strToU8('word\tmeaning\n'), 'notZip'],
    ['a zip without a collection', zip({ media: strToU8('{}') }), 'noCollection'],
    ['the newer format', zip({ 'collection.anki21b': new Uint8Array([0x28, 0xb5, 0x2f, 0xfd]) }), 'newerFormat'],
    ['a collection that is not SQLite', zip({ 'collection.anki2': strToU8('not a database') }), 'unreadable'],
    ['a broken zip', new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]), 'notZip'],
    ['a file over 20 MB', Object.assign(new Uint8Array(20 * 1024 * 1024 + 1), { 0: 0x50, 1: 0x4b }), 'tooLarge'],
  ])('%s', async (_, bytes, error) => {
    expect(await readAnkiPackage(bytes)).toEqual({ ok: false, error });
  });

  it('a schema-18 collection (note types in their own table)', async () => {
    const SQL = await sqlite();
    const db = new SQL.Database();
    db.run("CREATE TABLE col (models text, decks text); INSERT INTO col VALUES ('', ''); CREATE TABLE notetypes (id);");
    const bytes = zip({ 'collection.anki21': db.export() });
    db.close();
    expect(await readAnkiPackage(bytes)).toEqual({ ok: false, error: 'newerFormat' });
  });

  it('an empty collection', async () => {
    const empty = await writeAnkiPackage({ name: 'Empty', key: 'e', cards: [] });
    expect(await readAnkiPackage(empty)).toEqual({ ok: false, error: 'noNotes' });
  });
});
