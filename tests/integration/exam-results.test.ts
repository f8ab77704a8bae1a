// Saving test results and reading best scores, through the server action and the real database. Only
// "who is signed in" is replaced: Auth.js needs a request, which a unit of work here does not have.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '../../lib/db/client';
import { saveTestResult } from '@/features/exam/server/actions';
import { bestScores } from '@/features/exam/server/queries';
import type { TestResultInput } from '@/features/exam/schemas';
import { uniqueEmail } from './helpers';

const session = vi.hoisted(() => ({ user: null as null | { id: string; email: string } }));
vi.mock('@/lib/auth/session', () => ({
  requireUserAction: async () =>
    session.user
      ? { ok: true, user: { ...session.user, name: null, image: null, emailVerified: true, hasPassword: true } }
      : { ok: false, error: 'unauthorized' },
}));

afterAll(async () => {
  await db.$disconnect();
});

// Typed as the action's input: some overrides are what only a broken or hostile client sends.
const result = (over: Record<string, unknown> = {}): TestResultInput => ({
  testKind: 'written',
  source: 'kanji',
  setKey: 'n5',
  unitKey: '3',
  correct: 8,
  answered: 10,
  total: 30,
  durationMs: 61_000,
  ...(over as Partial<TestResultInput>),
});

describe('saving a finished test', () => {
  let userId: string;
  beforeEach(async () => {
    const user = await db.user.create({ data: { email: uniqueEmail('exam') } });
    userId = user.id;
    session.user = { id: user.id, email: user.email };
  });

  it("saves a signed-in user's result with its duration, and the best score per unit is the best percentage", async () => {
    expect(await saveTestResult(result())).toEqual({ ok: true });
    expect(await saveTestResult(result({ correct: 3, answered: 3, unitKey: '4' }))).toEqual({ ok: true });
    expect(await saveTestResult(result({ correct: 5, answered: 10 }))).toEqual({ ok: true });
    const rows = await db.testResult.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });
    expect(rows[0]).toMatchObject({
      testKind: 'written',
      source: 'kanji',
      setKey: 'n5',
      unitKey: '3',
      correct: 8,
      answered: 10,
      total: 30,
      durationMs: 61_000,
    });
    const at = (i: number) => rows[i].createdAt.toISOString();
    expect(await bestScores(userId, 'kanji', 'n5')).toEqual({
      '3': { written: 80, last: at(2) },
      '4': { written: 100, last: at(1) },
    });
    expect(await bestScores(userId, 'vocabulary', 'n5')).toEqual({});
  });

  it('gives the date of the last attempt whatever its score, as the unit lists show it', async () => {
    await db.testResult.createMany({
      data: [
        { userId, ...result({ correct: 10 }), createdAt: new Date('2026-10-01T09:00:00Z') },
        { userId, ...result({ correct: 2, testKind: 'multipleChoice' }), createdAt: new Date('2026-11-20T09:00:00Z') },
        { userId, ...result({ correct: 9 }), createdAt: new Date('2026-11-02T09:00:00Z') },
      ],
    });
    expect(await bestScores(userId, 'kanji', 'n5')).toEqual({
      '3': { written: 100, multipleChoice: 20, last: '2026-11-20T09:00:00.000Z' },
    });
  });

  it('keeps one best score per test type: a perfect multiple-choice test does not hide a weaker written one', async () => {
    expect(await saveTestResult(result({ correct: 6, answered: 10 }))).toEqual({ ok: true });
    expect(await saveTestResult(result({ testKind: 'multipleChoice', correct: 10, answered: 10 }))).toEqual({
      ok: true,
    });
    expect(await saveTestResult(result({ testKind: 'multipleChoice', correct: 7, answered: 10 }))).toEqual({
      ok: true,
    });
    expect(await bestScores(userId, 'kanji', 'n5')).toMatchObject({ '3': { written: 60, multipleChoice: 100 } });
  });

  it("does not save a guest's result", async () => {
    session.user = null;
    expect(await saveTestResult(result())).toEqual({ ok: false, error: 'unauthorized' });
    expect(await db.testResult.count({ where: { userId } })).toBe(0);
  });

  it.each([
    ['more right than answered', { correct: 11 }],
    ['more answered than asked', { answered: 31 }],
    ['nothing answered', { correct: 0, answered: 0 }],
    ['more than 100 questions', { total: 101, answered: 101, correct: 1 }],
    ['a custom set with a unit', { source: 'custom', unitKey: '1' }],
    ['an unknown test kind', { testKind: 'oral' }],
  ])('rejects %s', async (_, over) => {
    expect(await saveTestResult(result(over))).toMatchObject({ ok: false, error: 'invalid' });
    expect(await db.testResult.count({ where: { userId } })).toBe(0);
  });

  it('rejects a unit that does not exist', async () => {
    expect(await saveTestResult(result({ unitKey: '999' }))).toEqual({ ok: false, error: 'notFound' });
    expect(await saveTestResult(result({ setKey: 'n9' }))).toEqual({ ok: false, error: 'notFound' });
  });

  it('saves results of custom sets the user may see only: their own or public ones', async () => {
    const other = await db.user.create({ data: { email: uniqueEmail('owner') } });
    const set = (ownerId: string, visibility: 'onlyMe' | 'everyone') =>
      db.flashCardSet.create({ data: { ownerId, name: 'set', wordLanguage: 'ja', meaningLanguage: 'en', visibility } });
    const mine = await set(userId, 'onlyMe');
    const theirsPublic = await set(other.id, 'everyone');
    const theirsPrivate = await set(other.id, 'onlyMe');
    const custom = (setKey: string) => result({ source: 'custom', setKey, unitKey: '' });
    expect(await saveTestResult(custom(mine.id))).toEqual({ ok: true });
    expect(await saveTestResult(custom(theirsPublic.id))).toEqual({ ok: true });
    expect(await saveTestResult(custom(theirsPrivate.id))).toEqual({ ok: false, error: 'notFound' });
    expect(await bestScores(userId, 'custom', mine.id)).toMatchObject({ '': { written: 80 } });
  });
});
