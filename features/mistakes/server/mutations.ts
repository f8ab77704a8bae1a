// Writes of the mistakes bank. Every one is scoped by the caller's user id in its WHERE clause, so an id of
// another learner's item changes nothing.
import 'server-only';

import type { Prisma } from '@/lib/generated/prisma/client';
import { db } from '@/lib/db/client';

import { itemId, mergeBanks, streakAfter } from '../bank';
import { MISS_RECEIPT_DAYS, MISTAKES_MAX } from '../limits';
import { listMistakes } from './queries';
import type { GuestMistakes, Miss, MissReport } from '../schemas';

type Tx = Prisma.TransactionClient;

/** Drops the oldest misses past MISTAKES_MAX (the (userId, missedAt DESC) index gives them in order). */
async function keepNewest(tx: Tx, userId: string): Promise<void> {
  const beyond = await tx.mistake.findMany({
    where: { userId },
    orderBy: { missedAt: 'desc' },
    skip: MISTAKES_MAX,
    select: { id: true },
  });
  if (beyond.length > 0) await tx.mistake.deleteMany({ where: { userId, id: { in: beyond.map((row) => row.id) } } });
}

/** The columns a miss sets (its key picks the row). */
function fieldsOf(miss: Miss) {
  const { source, kind, level, origin, prompt, given, expected, check, card } = miss;
  return {
    ...{ source, kind, level, origin, prompt, given, expected },
    check: check as Prisma.InputJsonValue,
    card: card as Prisma.InputJsonValue,
  };
}

/**
 * Whether this is the first time the miss with this key arrives: its receipt is written in the caller's
 * transaction. A second send racing the first waits on the receipt's primary key until the first commits, then
 * writes nothing. Receipts past MISS_RECEIPT_DAYS go as new ones come.
 */
async function firstArrival(tx: Tx, userId: string, idempotencyKey: string, now: Date): Promise<boolean> {
  const { count } = await tx.mistakeReceipt.createMany({ data: [{ userId, idempotencyKey }], skipDuplicates: true });
  if (count === 0) return false;
  const expired = new Date(now.getTime() - MISS_RECEIPT_DAYS * 86_400_000);
  await tx.mistakeReceipt.deleteMany({ where: { userId, createdAt: { lt: expired } } });
  return true;
}

/**
 * A miss at the server's time: a new item, or the item missed again (count up, streak back to 0). Sent again with
 * the same key (a retry, the offline outbox), it changes nothing.
 */
export async function recordMiss(
  userId: string,
  miss: MissReport,
  now: Date,
): Promise<{ ok: true; id: string | null }> {
  return db.$transaction(async (tx) => {
    if (miss.idempotencyKey && !(await firstArrival(tx, userId, miss.idempotencyKey, now))) {
      const seen = await tx.mistake.findUnique({
        where: { userId_source_itemKey: { userId, source: miss.source, itemKey: miss.itemKey } },
        select: { id: true },
      });
      return { ok: true as const, id: seen?.id ?? null };
    }
    const row = await tx.mistake.upsert({
      where: { userId_source_itemKey: { userId, source: miss.source, itemKey: miss.itemKey } },
      create: { userId, itemKey: miss.itemKey, ...fieldsOf(miss), missedAt: now },
      update: { ...fieldsOf(miss), misses: { increment: 1 }, streak: 0, missedAt: now },
      select: { id: true },
    });
    await keepNewest(tx, userId);
    return { ok: true as const, id: row.id };
  });
}

/** A retry: the streak moves on, or the item leaves the bank. notFound for an id that is not the caller's. */
export async function retryMistake(
  userId: string,
  id: string,
  correct: boolean,
): Promise<{ ok: true; cleared: boolean } | { ok: false; error: 'notFound' }> {
  return db.$transaction(async (tx) => {
    const row = await tx.mistake.findFirst({ where: { id, userId }, select: { streak: true } });
    if (!row) return { ok: false as const, error: 'notFound' as const };
    const streak = streakAfter(row.streak, correct);
    if (streak === null) await tx.mistake.deleteMany({ where: { id, userId } });
    else await tx.mistake.updateMany({ where: { id, userId }, data: { streak } });
    return { ok: true as const, cleared: streak === null };
  });
}

export async function removeMistakes(userId: string, ids: readonly string[]): Promise<{ ok: true; removed: number }> {
  const { count } = await db.mistake.deleteMany({ where: { userId, id: { in: [...ids] } } });
  return { ok: true, removed: count };
}

/** "I was right" after a written miss: the item it had just added leaves the bank again (a multiple-choice one stays). */
export async function forgetMiss(userId: string, itemKey: string): Promise<{ ok: true }> {
  await db.mistake.deleteMany({ where: { userId, source: 'written', itemKey } });
  return { ok: true };
}

/**
 * A guest's bank joins the account (./bank.ts mergeBanks: every item of both, the later miss and the larger
 * count for an item both have). Sending the same items again changes nothing.
 */
export async function mergeGuestMistakes(userId: string, guest: GuestMistakes): Promise<{ ok: true; added: number }> {
  const mine = await listMistakes(userId);
  const merged = mergeBanks(
    mine,
    guest.map((item, index) => ({ ...item, id: `guest-${index}` })),
  );
  const before = new Map(mine.map((item) => [itemId(item), item]));
  const changed = merged.filter((item) => {
    const old = before.get(itemId(item));
    return !old || old.missedAt !== item.missedAt || old.misses !== item.misses;
  });
  const row = (item: (typeof changed)[number]) => ({
    ...fieldsOf(item),
    misses: item.misses,
    streak: item.streak,
    missedAt: new Date(item.missedAt),
  });
  await db.$transaction(async (tx) => {
    // New items in one statement (a conflict means another tab merged them just now: theirs stays).
    await tx.mistake.createMany({
      data: changed
        .filter((item) => !before.has(itemId(item)))
        .map((item) => ({ userId, itemKey: item.itemKey, ...row(item) })),
      skipDuplicates: true,
    });
    for (const item of changed.filter((other) => before.has(itemId(other)))) {
      await tx.mistake.updateMany({ where: { userId, source: item.source, itemKey: item.itemKey }, data: row(item) });
    }
    await keepNewest(tx, userId);
  });
  return { ok: true, added: changed.filter((item) => !before.has(itemId(item))).length };
}
