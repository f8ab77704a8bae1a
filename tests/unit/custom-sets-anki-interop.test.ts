import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { guessMapping, planImport } from '@/features/custom-sets/anki/field-mapping';
import { readAnkiPackage } from '@/features/custom-sets/anki/package-reader';
import { writeAnkiPackage } from '@/features/custom-sets/anki/package-writer';

/** Our writer and reader checked against an independent one: Python's zipfile and sqlite3 (tests/fixtures/anki). */
const fixtures = join(import.meta.dirname, '../fixtures/anki');
const dir = mkdtempSync(join(tmpdir(), 'kotonoha-anki-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const python = (script: string, ...args: string[]) =>
  execFileSync('python3', [join(fixtures, script), ...args], { encoding: 'utf8' });

describe('a package written by Python', () => {
  it('imports as the expected cards, in two decks, without markup or media', async () => {
    const file = join(dir, 'python.apkg');
    python('write_apkg.py', file);
    const read = await readAnkiPackage(readFileSync(file));
    if (!read.ok) throw new Error(read.error);
    const [type] = read.content.noteTypes;
    expect(type?.fields).toEqual(['Expression', 'Reading', 'Meaning', 'Audio']);
    const mapping = guessMapping(type!);
    expect(mapping).toEqual({ word: 0, reading: 1, meaning: 2, note: -1 });
    expect(read.content.media).toEqual({ files: 1, sounds: 1, images: 1 });
    const plan = planImport(read.content.decks, { [type!.id]: mapping });
    expect(plan.sets).toEqual([
      {
        name: 'JLPT N5 › Verbs',
        cards: [
          { word: '食べる', pronunciation: 'たべる', meaning: 'to eat; to live on', note: '' },
          { word: '飲む', pronunciation: 'のむ', meaning: 'to drink & swallow', note: '' },
          { word: '行く', pronunciation: 'いく', meaning: 'to go', note: '' },
        ],
      },
      {
        name: 'Adjectives',
        cards: [
          { word: '高い', pronunciation: 'たかい', meaning: 'high; expensive', note: '' },
          { word: '安い', pronunciation: 'やすい', meaning: 'cheap', note: '' },
        ],
      },
    ]);
  });

  it('with a newer collection inside is refused as the newer format', async () => {
    const file = join(dir, 'newer.apkg');
    python('write_apkg.py', file, '--anki21b');
    expect(await readAnkiPackage(readFileSync(file))).toEqual({ ok: false, error: 'newerFormat' });
  });
});

describe('a package written by Kotonoha', () => {
  it('reads in Python as a sound schema-11 collection with the cards as fields', async () => {
    const file = join(dir, 'kotonoha.apkg');
    const cards = [
      { word: '食べる', pronunciation: 'たべる', meaning: 'to eat', note: '' },
      { word: '水', pronunciation: 'みず', meaning: 'water <cold> & clear', note: 'line one\nline two' },
    ];
    writeFileSync(file, await writeAnkiPackage({ name: 'My verbs', key: 'set', cards }));
    const read = JSON.parse(python('read_apkg.py', file)) as Record<string, unknown>;
    expect(read).toEqual({
      ver: 11,
      integrity: 'ok',
      media: {},
      noteTypes: [['Word', 'Reading', 'Meaning', 'Note']],
      notes: [
        { type: 'Kotonoha', fields: ['食べる', 'たべる', 'to eat', ''] },
        { type: 'Kotonoha', fields: ['水', 'みず', 'water &lt;cold&gt; &amp; clear', 'line one<br>line two'] },
      ],
      cardDecks: ['My verbs', 'My verbs'],
    });
  });
});
