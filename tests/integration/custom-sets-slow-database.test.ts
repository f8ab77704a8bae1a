// A save against a slow database: another connection holds the set's row (a long transaction elsewhere, a busy
// server). The save waits for it as long as its timeouts allow, and when it gives up, nothing is half-written and
// the caller learns it may simply try again. A save repeated after its answer was lost is not a conflict.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { createSet, updateSet } from '@/features/custom-sets/server/mutations';
import { getOwnedSet } from '@/features/custom-sets/server/queries';
import type { ParsedSetInput } from '@/features/custom-sets/schemas';
import { SAVE_LOCK_TIMEOUT_MS } from '@/features/custom-sets/save-timing';
import { db } from '../../lib/db/client';
import { uniqueEmail, withPg } from './helpers';

afterAll(async () => {
  await db.$disconnect();
});

const input = (meaning: string): ParsedSetInput => ({
  name: 'Held up',
  description: '',
  customLevel: '',
  wordLanguage: 'ja',
  meaningLanguage: 'en',
  jlptLevel: '',
  visibility: 'onlyMe',
  cards: [
    { word: '犬', pronunciation: 'いぬ', meaning, note: '' },
    { word: '猫', pronunciation: 'ねこ', meaning: 'cat', note: '' },
  ],
});

let owner = '';
beforeAll(async () => {
  owner = (await db.user.create({ data: { email: uniqueEmail('slow') }, select: { id: true } })).id;
});

/** Holds the set's row in another connection's transaction for `ms`, while `during` runs. */
async function withRowLocked<T>(id: string, ms: number, during: () => Promise<T>): Promise<T> {
  return withPg(async (client) => {
    await client.query('BEGIN');
    await client.query('SELECT id FROM "FlashCardSet" WHERE id = $1 FOR UPDATE', [id]);
    const result = during();
    result.catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, ms));
    await client.query('COMMIT');
    return result;
  });
}

// The embedded database serves one connection at a time: a second connection waits for the first to close rather
// than for a row lock, so there is no row lock to wait on there.
describe.skipIf(inject('databasePoolMax') === '1')('saving while the set row is locked by another connection', () => {
  it('waits past Prisma’s default 5 s transaction timeout and saves', async () => {
    const created = await createSet(owner, input('dog'));
    if (!created.ok) throw new Error('not created');
    const started = Date.now();
    const result = await withRowLocked(created.id, 7000, () => updateSet(owner, created.id, 0, input('hound')));
    expect(Date.now() - started).toBeGreaterThanOrEqual(7000);
    expect(result).toEqual({ ok: true, version: 1, visibility: 'onlyMe' });
    expect((await getOwnedSet(created.id, owner))?.cards.map((card) => card.meaning)).toEqual(['hound', 'cat']);
  });

  it('gives up after its lock timeout with "busy", writing nothing, and a retry then saves', async () => {
    const created = await createSet(owner, input('dog'));
    if (!created.ok) throw new Error('not created');
    const result = await withRowLocked(created.id, SAVE_LOCK_TIMEOUT_MS + 2000, () =>
      updateSet(owner, created.id, 0, input('hound')),
    );
    expect(result).toEqual({ ok: false, error: 'busy' });
    const unchanged = await getOwnedSet(created.id, owner);
    expect(unchanged?.version).toBe(0);
    expect(unchanged?.cards.map((card) => card.meaning)).toEqual(['dog', 'cat']);
    expect(await updateSet(owner, created.id, 0, input('hound'))).toMatchObject({ ok: true, version: 1 });
  });
});

describe('a save sent again after its answer was lost', () => {
  it('is answered as saved when the set already holds exactly that, and as stale otherwise', async () => {
    const created = await createSet(owner, input('dog'));
    if (!created.ok) throw new Error('not created');
    expect(await updateSet(owner, created.id, 0, input('hound'))).toMatchObject({ ok: true, version: 1 });
    // The same save again (the first answer never arrived): nothing to do, and not a conflict.
    expect(await updateSet(owner, created.id, 0, input('hound'))).toMatchObject({ ok: true, version: 1 });
    // A different save from the old version is a real conflict.
    expect(await updateSet(owner, created.id, 0, input('puppy'))).toEqual({
      ok: false,
      error: 'stale',
      currentVersion: 1,
    });
    expect((await getOwnedSet(created.id, owner))?.version).toBe(1);
  });
});
