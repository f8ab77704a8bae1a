import 'server-only';

import { db } from '@/lib/db/client';
import { isDatabaseTimeout } from '@/lib/db/errors';
import type { Prisma } from '@/lib/generated/prisma/client';
import { syncCustomSetReviews } from '@/features/review/server/custom-set-sync';

import { copyName, originalName, type CopyNamer } from '../copy-name';
import type { SetVisibility } from '../limits';
import { SAVE_CONNECTION_WAIT_MS, SAVE_LOCK_TIMEOUT_MS, SAVE_TRANSACTION_TIMEOUT_MS } from '../save-timing';
import type { ParsedSetInput } from '../schemas';
import { isSetId } from '../types';

/**
 * Writes of custom sets. The caller (a server action, features/custom-sets/server/actions.ts) passes the signed-in user's id
 * and the input its schema accepted; every function checks ownership in the same statement that writes, so
 * another user's set id changes nothing and reads as "not found".
 */

export type MutationResult<T = object> =
  | ({ ok: true } & T)
  | { ok: false; error: 'notFound' }
  | { ok: false; error: 'stale'; currentVersion: number }
  /** The database was too slow (a lock held elsewhere, no free connection): nothing was written, try again. */
  | { ok: false; error: 'busy' };

/**
 * A write transaction with deliberate limits (./save-timing.ts) instead of Prisma's defaults (2 s for a
 * connection, 5 s in all), which failed saves that were only waiting for a row another transaction held. The lock
 * wait ends inside PostgreSQL (lock_timeout), before the transaction's own limit; a timed-out transaction is
 * rolled back, so "busy" always means nothing was written.
 */
async function writeTransaction<T>(
  work: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T | { ok: false; error: 'busy' }> {
  try {
    return await db.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe(`SET LOCAL lock_timeout = ${SAVE_LOCK_TIMEOUT_MS}`);
        return work(tx);
      },
      { maxWait: SAVE_CONNECTION_WAIT_MS, timeout: SAVE_TRANSACTION_TIMEOUT_MS },
    );
  } catch (error) {
    if (isDatabaseTimeout(error)) return { ok: false, error: 'busy' };
    throw error;
  }
}

function setColumns(data: ParsedSetInput) {
  return {
    name: data.name,
    description: data.description,
    customLevel: data.customLevel,
    wordLanguage: data.wordLanguage,
    meaningLanguage: data.meaningLanguage,
    jlptLevel: data.jlptLevel === '' ? null : Number(data.jlptLevel),
    visibility: data.visibility,
    cardCount: data.cards.length,
  };
}

function cardRows(setId: string, cards: ParsedSetInput['cards'], keepIds: ReadonlySet<string>) {
  return cards.map((card, position) => ({
    // An id is kept only if it already belonged to this set (study marks are keyed by it).
    ...(card.id && keepIds.has(card.id) ? { id: card.id } : {}),
    setId,
    position,
    word: card.word,
    pronunciation: card.pronunciation,
    meaning: card.meaning,
    note: card.note,
  }));
}

async function insertSet(tx: Prisma.TransactionClient, ownerId: string, data: ParsedSetInput): Promise<string> {
  const created = await tx.flashCardSet.create({ data: { ownerId, ...setColumns(data) }, select: { id: true } });
  await tx.flashCard.createMany({ data: cardRows(created.id, data.cards, new Set()) });
  return created.id;
}

export async function createSet(ownerId: string, data: ParsedSetInput): Promise<MutationResult<{ id: string }>> {
  return writeTransaction(async (tx) => ({ ok: true, id: await insertSet(tx, ownerId, data) }) as const);
}

/** Several new sets (one import) in one transaction: all of them are saved, or none. */
export async function createSets(
  ownerId: string,
  sets: readonly ParsedSetInput[],
): Promise<{ ok: true; ids: string[] } | { ok: false; error: 'busy' }> {
  return writeTransaction(async (tx) => {
    const ids: string[] = [];
    for (const data of sets) ids.push(await insertSet(tx, ownerId, data));
    return { ok: true, ids } as const;
  });
}

/**
 * Replaces the set's fields and all its cards in one transaction. `expectedVersion` is the version the
 * form was loaded with: when another tab saved meanwhile, nothing is written and the caller learns the
 * current version ("stale"), so neither save silently erases the other. A save sent again because its answer
 * was lost finds the set already holding exactly what it sends: that is answered as saved, not as a conflict.
 */
export async function updateSet(
  ownerId: string,
  id: string,
  expectedVersion: number,
  data: ParsedSetInput,
): Promise<MutationResult<{ version: number; visibility: SetVisibility }>> {
  if (!isSetId(id) || !Number.isSafeInteger(expectedVersion)) return { ok: false, error: 'notFound' };
  return writeTransaction(async (tx) => {
    // The version check and the write are one statement: two concurrent saves cannot both pass it.
    const updated = await tx.flashCardSet.updateMany({
      where: { id, ownerId, version: expectedVersion },
      data: { ...setColumns(data), version: { increment: 1 } },
    });
    if (updated.count === 0) {
      const current = await tx.flashCardSet.findFirst({
        where: { id, ownerId },
        select: { ...SAVED_COLUMNS, version: true, cards: { orderBy: { position: 'asc' }, select: SAVED_CARD } },
      });
      if (!current) return { ok: false, error: 'notFound' } as const;
      if (holdsExactly(current, data))
        return { ok: true, version: current.version, visibility: data.visibility } as const;
      return { ok: false, error: 'stale', currentVersion: current.version } as const;
    }
    const existing = await tx.flashCard.findMany({ where: { setId: id }, select: { id: true } });
    await tx.flashCard.deleteMany({ where: { setId: id } });
    const cards = await tx.flashCard.createManyAndReturn({
      data: cardRows(id, data.cards, new Set(existing.map((card) => card.id))),
      select: { id: true, position: true },
    });
    const cardIds = cards.sort((a, b) => a.position - b.position).map((card) => card.id);
    await syncCustomSetReviews(tx, { id, ownerId, visibility: data.visibility }, cardIds, Date.now());
    return { ok: true, version: expectedVersion + 1, visibility: data.visibility } as const;
  });
}

const SAVED_COLUMNS = {
  name: true,
  description: true,
  customLevel: true,
  wordLanguage: true,
  meaningLanguage: true,
  jlptLevel: true,
  visibility: true,
  cardCount: true,
} satisfies Prisma.FlashCardSetSelect;
const SAVED_CARD = { word: true, pronunciation: true, meaning: true, note: true } satisfies Prisma.FlashCardSelect;

/** Whether the stored set is exactly what `data` would write (its fields and its cards, in order). */
function holdsExactly(
  current: Prisma.FlashCardSetGetPayload<{ select: typeof SAVED_COLUMNS & { cards: { select: typeof SAVED_CARD } } }>,
  data: ParsedSetInput,
): boolean {
  const { cards, ...columns } = current;
  const wanted = setColumns(data);
  const sameColumns = (Object.keys(wanted) as (keyof typeof wanted)[]).every((key) => columns[key] === wanted[key]);
  const wantedCards = data.cards.map(({ word, pronunciation, meaning, note }) => ({
    word,
    pronunciation,
    meaning,
    note,
  }));
  return sameColumns && JSON.stringify(cards) === JSON.stringify(wantedCards);
}

/** Deletes the set and its cards; its test results and study marks go with it (database trigger). */
export async function deleteSet(ownerId: string, id: string): Promise<MutationResult> {
  if (!isSetId(id)) return { ok: false, error: 'notFound' };
  const deleted = await db.flashCardSet.deleteMany({ where: { id, ownerId } });
  return deleted.count === 1 ? { ok: true } : { ok: false, error: 'notFound' };
}

export async function setVisibility(
  ownerId: string,
  id: string,
  visibility: SetVisibility,
): Promise<MutationResult<{ visibility: SetVisibility }>> {
  if (!isSetId(id) || (visibility !== 'onlyMe' && visibility !== 'everyone')) return { ok: false, error: 'notFound' };
  // A visibility switch is a change too: a form open in another tab must not save over it unnoticed.
  return writeTransaction(async (tx) => {
    const updated = await tx.flashCardSet.updateMany({
      where: { id, ownerId },
      data: { visibility, version: { increment: 1 } },
    });
    if (updated.count !== 1) return { ok: false, error: 'notFound' } as const;
    const cards = await tx.flashCard.findMany({
      where: { setId: id },
      select: { id: true },
      orderBy: { position: 'asc' },
    });
    await syncCustomSetReviews(
      tx,
      { id, ownerId, visibility },
      cards.map((card) => card.id),
      Date.now(),
    );
    return { ok: true, visibility } as const;
  });
}

/**
 * A private copy of a set the user may see (their own, or a public one), owned by the user and named in their
 * language, numbered past the copies they already have ("Animals (copy)", "Animals (copy 2)", …).
 */
export async function duplicateSet(
  viewerId: string,
  id: string,
  loadNamer: () => Promise<CopyNamer>,
): Promise<MutationResult<{ id: string }>> {
  if (!isSetId(id)) return { ok: false, error: 'notFound' };
  return writeTransaction(async (tx) => {
    const source = await tx.flashCardSet.findFirst({
      where: { id, OR: [{ ownerId: viewerId }, { visibility: 'everyone' }] },
      include: { cards: { orderBy: { position: 'asc' } } },
    });
    if (!source) return { ok: false, error: 'notFound' } as const;
    const namer = await loadNamer();
    const siblings = await tx.flashCardSet.findMany({
      where: { ownerId: viewerId, name: { startsWith: originalName(source.name, namer).slice(0, 100) } },
      select: { name: true },
    });
    const copy = await tx.flashCardSet.create({
      data: {
        ownerId: viewerId,
        name: copyName(source.name, new Set(siblings.map((set) => set.name)), namer),
        description: source.description,
        customLevel: source.customLevel,
        wordLanguage: source.wordLanguage,
        meaningLanguage: source.meaningLanguage,
        jlptLevel: source.jlptLevel,
        visibility: 'onlyMe',
        cardCount: source.cards.length,
      },
      select: { id: true },
    });
    await tx.flashCard.createMany({
      data: source.cards.map(({ position, word, pronunciation, meaning, note }) => ({
        setId: copy.id,
        position,
        word,
        pronunciation,
        meaning,
        note,
      })),
    });
    return { ok: true, id: copy.id } as const;
  });
}
