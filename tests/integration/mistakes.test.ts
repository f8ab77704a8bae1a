// The mistakes bank through its server actions, its GET route and the real database. Only "who is signed in" is
// replaced: it needs a request, which a unit of work here does not have.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { GET } from '../../app/api/mistakes/route';
import { db } from '../../lib/db/client';
import {
  forgetMistakeAction,
  mergeGuestMistakesAction,
  recordMistakeAction,
  removeMistakesAction,
  retryMistakeAction,
} from '@/features/mistakes/server/actions';
import { MISTAKES_MAX } from '@/features/mistakes/limits';
import type { Mistake, Miss } from '@/features/mistakes/schemas';
import { uniqueEmail } from './helpers';

const session = vi.hoisted(() => ({ user: null as null | { id: string; email: string } }));
vi.mock('@/lib/auth/session', () => ({
  requireUserAction: async () =>
    session.user
      ? { ok: true, user: { ...session.user, name: null, image: null, emailVerified: true, hasPassword: true } }
      : { ok: false, error: 'unauthorized' },
  getOptionalUser: async () => session.user,
}));

afterAll(async () => {
  await db.$disconnect();
});

async function newUser(label: string) {
  const user = await db.user.create({ data: { email: uniqueEmail(label) }, select: { id: true, email: true } });
  return user;
}

const miss = (itemKey: string, given = 'moon'): Miss => ({
  itemKey,
  source: 'written',
  kind: 'kanji',
  level: 5,
  origin: 'N5 Kanji · Unit 1',
  prompt: '日',
  given,
  expected: 'day; sun',
  check: { kind: 'exam', language: 'en', accepted: ['day', 'sun', 'day; sun'] },
  card: { word: '日', reading: 'ニチ、ひ', meaning: 'day; sun', wordLanguage: 'ja', meaningLanguage: 'en' },
});

async function list(): Promise<{ status: number; mistakes?: Mistake[]; cache: string | null }> {
  const response = await GET();
  const body = (await response.json()) as { mistakes?: Mistake[] };
  return { status: response.status, mistakes: body.mistakes, cache: response.headers.get('cache-control') };
}

describe('the mistakes bank', () => {
  beforeEach(() => {
    session.user = null;
  });

  it('keeps one row per question, newest first, private and never cached', async () => {
    session.user = await newUser('mistakes-owner');
    expect(await recordMistakeAction(miss('kanji|n5|日|meaning'))).toMatchObject({ ok: true });
    expect(await recordMistakeAction(miss('kanji|n5|月|meaning'))).toMatchObject({ ok: true });
    expect(await recordMistakeAction(miss('kanji|n5|日|meaning', 'star'))).toMatchObject({ ok: true });
    const { status, mistakes, cache } = await list();
    expect(status).toBe(200);
    expect(cache).toBe('private, no-store');
    expect(mistakes?.map((item) => [item.itemKey, item.misses, item.given])).toEqual([
      ['kanji|n5|日|meaning', 2, 'star'],
      ['kanji|n5|月|meaning', 1, 'moon'],
    ]);
  });

  it('keeps a written and a multiple-choice miss of the same question apart; "I was right" forgets the written one', async () => {
    session.user = await newUser('mistakes-sources');
    const key = 'kanji|n5|日|reading';
    await recordMistakeAction(miss(key, 'こ'));
    await recordMistakeAction({ ...miss(key, 'か'), source: 'multipleChoice' });
    await recordMistakeAction(miss(key, 'ご'));
    const { mistakes } = await list();
    expect(mistakes?.map((item) => [item.source, item.given, item.misses])).toEqual([
      ['written', 'ご', 2],
      ['multipleChoice', 'か', 1],
    ]);
    // A guest's multiple-choice miss of the same question joins the account's as its own item.
    const guest = [{ ...miss(key, 'さ'), source: 'multipleChoice' as const, misses: 1, streak: 0, missedAt: 1 }];
    expect(await mergeGuestMistakesAction(guest)).toEqual({ ok: true, added: 0 });
    expect(await forgetMistakeAction(key)).toEqual({ ok: true });
    expect((await list()).mistakes?.map((item) => [item.source, item.given, item.misses])).toEqual([
      ['multipleChoice', 'か', 1],
    ]);
  });

  it('keeps a kanji missed in writing apart from its meaning miss, from a test and from a review', async () => {
    session.user = await newUser('mistakes-writing');
    const writing: Miss = {
      ...miss('kanji|n5|日|write', ''),
      prompt: 'day; sun',
      expected: '日',
      check: { kind: 'writing', kanji: '日' },
    };
    expect(await recordMistakeAction(miss('kanji|n5|日|meaning'))).toMatchObject({ ok: true });
    expect(await recordMistakeAction(writing)).toMatchObject({ ok: true });
    expect(await recordMistakeAction({ ...writing, source: 'review' })).toMatchObject({ ok: true });
    expect(await recordMistakeAction({ ...writing, source: 'review' })).toMatchObject({ ok: true });
    const { mistakes } = await list();
    expect(mistakes?.map((item) => [item.source, item.itemKey, item.check.kind, item.misses])).toEqual([
      ['review', 'kanji|n5|日|write', 'writing', 2],
      ['written', 'kanji|n5|日|write', 'writing', 1],
      ['written', 'kanji|n5|日|meaning', 'exam', 1],
    ]);
    // A writing check names one kanji, nothing else.
    const invalid = await recordMistakeAction({ ...writing, check: { kind: 'writing', kanji: '日本' } });
    expect(invalid).toMatchObject({ ok: false, error: 'invalid' });
  });

  it('refuses guests and input the schema does not allow', async () => {
    expect(await recordMistakeAction(miss('kanji|n5|日|meaning'))).toEqual({ ok: false, error: 'unauthorized' });
    expect((await list()).status).toBe(401);
    session.user = await newUser('mistakes-hostile');
    const hostile = { ...miss('kanji|n5|日|meaning'), given: 'a\u0000b' };
    expect(await recordMistakeAction(hostile)).toMatchObject({ ok: false, error: 'invalid' });
    expect(await recordMistakeAction({ ...miss('x|y'), level: 9 })).toMatchObject({ ok: false, error: 'invalid' });
  });

  it('clears an item after two right retries in a row', async () => {
    session.user = await newUser('mistakes-retry');
    const { id } = (await recordMistakeAction(miss('kanji|n5|日|reading'))) as { id: string };
    expect(await retryMistakeAction({ id, correct: true })).toEqual({ ok: true, cleared: false });
    expect(await retryMistakeAction({ id, correct: false })).toEqual({ ok: true, cleared: false });
    expect(await retryMistakeAction({ id, correct: true })).toEqual({ ok: true, cleared: false });
    expect(await retryMistakeAction({ id, correct: true })).toEqual({ ok: true, cleared: true });
    expect((await list()).mistakes).toEqual([]);
  });

  it("another learner can neither read, retry, remove nor forget a learner's mistakes", async () => {
    const owner = await newUser('mistakes-a');
    const other = await newUser('mistakes-b');
    session.user = owner;
    const { id } = (await recordMistakeAction(miss('kanji|n5|火|meaning'))) as { id: string };
    session.user = other;
    expect((await list()).mistakes).toEqual([]);
    expect(await retryMistakeAction({ id, correct: true })).toEqual({ ok: false, error: 'notFound' });
    expect(await removeMistakesAction([id])).toEqual({ ok: true, removed: 0 });
    expect(await forgetMistakeAction('kanji|n5|火|meaning')).toEqual({ ok: true });
    session.user = owner;
    const { mistakes } = await list();
    expect(mistakes?.map((item) => [item.id, item.streak])).toEqual([[id, 0]]);
    expect(await removeMistakesAction([id])).toEqual({ ok: true, removed: 1 });
    expect((await list()).mistakes).toEqual([]);
  });

  it('merges a guest bank once: sending it again changes nothing', async () => {
    session.user = await newUser('mistakes-merge');
    await recordMistakeAction(miss('kanji|n5|日|meaning', 'old'));
    const guest = [
      { ...miss('kanji|n5|日|meaning', 'newer'), misses: 3, streak: 1, missedAt: Date.now() + 60_000 },
      { ...miss('kanji|n5|水|meaning'), misses: 1, streak: 0, missedAt: Date.now() - 60_000 },
    ];
    expect(await mergeGuestMistakesAction(guest)).toEqual({ ok: true, added: 1 });
    const once = (await list()).mistakes;
    expect(once?.map((item) => [item.itemKey, item.given, item.misses])).toEqual([
      ['kanji|n5|日|meaning', 'newer', 3],
      ['kanji|n5|水|meaning', 'moon', 1],
    ]);
    expect(await mergeGuestMistakesAction(guest)).toEqual({ ok: true, added: 0 });
    expect((await list()).mistakes).toEqual(once);
  });

  it(`keeps at most ${MISTAKES_MAX} items per learner, dropping the oldest miss`, async () => {
    session.user = await newUser('mistakes-cap');
    const start = Date.now() - 10_000_000;
    const guest = Array.from({ length: MISTAKES_MAX }, (_, i) => ({
      ...miss(`kanji|n5|${i}|meaning`),
      misses: 1,
      streak: 0,
      missedAt: start + i,
    }));
    await mergeGuestMistakesAction(guest);
    await recordMistakeAction(miss('kanji|n5|new|meaning'));
    const { mistakes } = await list();
    expect(mistakes).toHaveLength(MISTAKES_MAX);
    expect(mistakes?.[0].itemKey).toBe('kanji|n5|new|meaning');
    expect(mistakes?.some((item) => item.itemKey === 'kanji|n5|0|meaning')).toBe(false);
  });

  it("deleting the account deletes the learner's mistakes", async () => {
    const user = await newUser('mistakes-delete');
    session.user = user;
    await recordMistakeAction(miss('kanji|n5|木|meaning'));
    expect(await db.mistake.count({ where: { userId: user.id } })).toBe(1);
    await db.user.deleteMany({ where: { id: user.id } });
    expect(await db.mistake.count({ where: { userId: user.id } })).toBe(0);
  });
});
