// Saving an Anki import against the real database: a package written by an independent writer (Python's standard
// library) becomes the expected sets, and the sets of one import are saved all together or not at all.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { guessMapping, planImport, type PlannedSet } from '@/features/custom-sets/anki/field-mapping';
import { readAnkiPackage } from '@/features/custom-sets/anki/package-reader';
import type { SetInput } from '@/features/custom-sets/schemas';
import { importAnkiSetsAction } from '@/features/custom-sets/server/anki-actions';
import { createSets } from '@/features/custom-sets/server/mutations';
import { db } from '../../lib/db/client';
import { uniqueEmail } from './helpers';

const session = vi.hoisted(() => ({ userId: '' }));
const redirected = vi.hoisted(() => ({ to: [] as string[] }));
vi.mock('@/lib/auth/session', () => ({
  requireUserAction: async () => ({
    ok: true,
    user: {
      id: session.userId,
      email: 'a@example.test',
      name: null,
      image: null,
      emailVerified: true,
      hasPassword: true,
    },
  }),
}));
vi.mock('next/cache', () => ({ updateTag: () => {}, refresh: () => {} }));
vi.mock('next-intl/server', () => ({ getLocale: async () => 'vi' }));
vi.mock('next/navigation', () => ({ redirect: (to: string) => void redirected.to.push(to) }));

const dir = mkdtempSync(join(tmpdir(), 'kotonoha-anki-import-'));
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await db.$disconnect();
});

const newUser = (label: string) =>
  db.user.create({ data: { email: uniqueEmail(label), name: label }, select: { id: true } }).then((u) => u.id);

const toInput = (set: PlannedSet): SetInput => ({
  name: set.name,
  description: '',
  customLevel: '',
  wordLanguage: 'ja',
  meaningLanguage: 'vi',
  jlptLevel: '',
  visibility: 'onlyMe',
  cards: set.cards,
});

const savedSets = (ownerId: string) =>
  db.flashCardSet.findMany({
    where: { ownerId },
    orderBy: { name: 'asc' },
    select: {
      name: true,
      cardCount: true,
      cards: { orderBy: { position: 'asc' }, select: { word: true, pronunciation: true, meaning: true, note: true } },
    },
  });

async function pythonPackagePlan() {
  const file = join(dir, 'python.apkg');
  execFileSync('python3', [join(import.meta.dirname, '../fixtures/anki/write_apkg.py'), file]);
  const read = await readAnkiPackage(readFileSync(file));
  if (!read.ok) throw new Error(read.error);
  const mappings = Object.fromEntries(read.content.noteTypes.map((type) => [type.id, guessMapping(type)]));
  return planImport(read.content.decks, mappings);
}

describe('importAnkiSetsAction', () => {
  it('saves the decks of a package written by Python as private sets and opens "my sets"', async () => {
    session.userId = await newUser('anki-import');
    const plan = await pythonPackagePlan();
    await importAnkiSetsAction(plan.sets.map(toInput));
    expect(redirected.to).toEqual(['/vi/my-flash-card']);
    expect(await savedSets(session.userId)).toEqual([
      {
        name: 'Adjectives',
        cardCount: 2,
        cards: [
          { word: '高い', pronunciation: 'たかい', meaning: 'high; expensive', note: '' },
          { word: '安い', pronunciation: 'やすい', meaning: 'cheap', note: '' },
        ],
      },
      {
        name: 'JLPT N5 › Verbs',
        cardCount: 3,
        cards: [
          { word: '食べる', pronunciation: 'たべる', meaning: 'to eat; to live on', note: '' },
          { word: '飲む', pronunciation: 'のむ', meaning: 'to drink & swallow', note: '' },
          { word: '行く', pronunciation: 'いく', meaning: 'to go', note: '' },
        ],
      },
    ]);
  });

  it('saves nothing when one of the sets is refused by the schema', async () => {
    session.userId = await newUser('anki-invalid');
    const plan = await pythonPackagePlan();
    const [first, second] = plan.sets.map(toInput);
    const result = await importAnkiSetsAction([first!, { ...second!, cards: second!.cards.slice(0, 1) }]);
    expect(result).toMatchObject({ ok: false, error: 'invalid' });
    expect(await savedSets(session.userId)).toEqual([]);
  });

  it('refuses more sets than one import may create', async () => {
    session.userId = await newUser('anki-many');
    const [first] = (await pythonPackagePlan()).sets.map(toInput);
    const result = await importAnkiSetsAction(Array.from({ length: 11 }, (_, i) => ({ ...first!, name: `S${i}` })));
    expect(result).toMatchObject({ ok: false, error: 'invalid' });
    expect(await savedSets(session.userId)).toEqual([]);
  });
});

describe('createSets', () => {
  it('rolls back the sets already written when a later one fails in the database', async () => {
    const ownerId = await newUser('anki-rollback');
    const [first, second] = (await pythonPackagePlan()).sets.map(toInput);
    const parsed = (input: SetInput) => ({ ...input, description: '', customLevel: '', jlptLevel: '' as const });
    // A NUL byte passes no schema, so only the database can refuse it: after the first set is inserted.
    const broken = { ...parsed(second!), cards: [{ ...second!.cards[0]!, word: 'bad\u0000' }, ...second!.cards] };
    await expect(createSets(ownerId, [parsed(first!), broken] as never)).rejects.toThrow();
    expect(await savedSets(ownerId)).toEqual([]);
  });
});
