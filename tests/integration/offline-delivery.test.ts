// Writes the offline outbox may send twice (features/offline): a finished test and a recorded mistake carry a key
// made once on the device, and the real database keeps them once however often, and however close together,
// they arrive. Also: a write naming another account is refused. Only "who is signed in" is replaced.
import { randomUUID } from 'node:crypto';

import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '../../lib/db/client';
import { saveTestResult } from '@/features/exam/server/actions';
import { recordMistakeAction } from '@/features/mistakes/server/actions';
import { gradeReviewAction } from '@/features/review/server/actions';
import type { TestResultInput } from '@/features/exam/schemas';
import type { MissReport } from '@/features/mistakes/schemas';
import { uniqueEmail } from './helpers';
import { signedIn as session } from './session-stub';

vi.mock('@/lib/auth/session', () => import('./session-stub').then((stub) => stub.sessionModule));

afterAll(async () => {
  await db.$disconnect();
});

const result = (over: Partial<TestResultInput> = {}): TestResultInput => ({
  testKind: 'written',
  source: 'kanji',
  setKey: 'n5',
  unitKey: '3',
  correct: 8,
  answered: 10,
  total: 30,
  durationMs: 61_000,
  idempotencyKey: randomUUID(),
  ...over,
});

const miss = (over: Partial<MissReport> = {}): MissReport => ({
  itemKey: 'n5|日|meaning',
  source: 'written',
  kind: 'kanji',
  level: 5,
  origin: 'N5 Kanji · Unit 1',
  prompt: '日',
  given: 'moon',
  expected: 'day; sun',
  check: { kind: 'exam', language: 'en', accepted: ['day', 'sun', 'day; sun'] },
  card: { word: '日', reading: 'ニチ、ひ', meaning: 'day; sun', wordLanguage: 'ja', meaningLanguage: 'en' },
  idempotencyKey: randomUUID(),
  ...over,
});

describe('a write sent twice is saved once', () => {
  let userId: string;
  beforeEach(async () => {
    const user = await db.user.create({ data: { email: uniqueEmail('offline') } });
    userId = user.id;
    session.user = { id: user.id, email: user.email };
  });

  const results = () => db.testResult.count({ where: { userId } });
  const bank = () => db.mistake.findMany({ where: { userId }, select: { itemKey: true, misses: true } });

  it('keeps a finished test once when the same key comes again, one after the other or racing', async () => {
    const first = result();
    expect(await saveTestResult(first)).toEqual({ ok: true });
    expect(await saveTestResult(first)).toEqual({ ok: true });
    expect(await results()).toBe(1);

    const raced = result({ correct: 3 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => saveTestResult(raced)));
    expect(answers).toEqual(Array.from({ length: 5 }, () => ({ ok: true })));
    expect(await results()).toBe(2);

    // Another key is another test, and a result without a key (an older page) is saved each time.
    await saveTestResult(result());
    await saveTestResult(result({ idempotencyKey: undefined }));
    await saveTestResult(result({ idempotencyKey: undefined }));
    expect(await results()).toBe(5);
  });

  it('counts a miss once when the same key comes again, one after the other or racing', async () => {
    const first = miss();
    const answer = await recordMistakeAction(first);
    expect(answer).toMatchObject({ ok: true });
    expect(await recordMistakeAction(first)).toEqual(answer);
    expect(await bank()).toEqual([{ itemKey: first.itemKey, misses: 1 }]);

    const raced = miss();
    const answers = await Promise.all(Array.from({ length: 5 }, () => recordMistakeAction(raced)));
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(await bank()).toEqual([{ itemKey: first.itemKey, misses: 2 }]);

    // A new miss of the same question (its own key) counts again.
    await recordMistakeAction(miss());
    expect(await bank()).toEqual([{ itemKey: first.itemKey, misses: 3 }]);
    expect(await db.mistakeReceipt.count({ where: { userId } })).toBe(3);
  });

  it('keys are per learner: the same key from another account is its own write', async () => {
    const shared = randomUUID();
    await saveTestResult(result({ idempotencyKey: shared }));
    await recordMistakeAction(miss({ idempotencyKey: shared }));
    const other = await db.user.create({ data: { email: uniqueEmail('offline-other') } });
    session.user = { id: other.id, email: other.email };
    expect(await saveTestResult(result({ idempotencyKey: shared }))).toEqual({ ok: true });
    expect(await recordMistakeAction(miss({ idempotencyKey: shared }))).toMatchObject({ ok: true });
    expect(await db.testResult.count({ where: { userId: other.id } })).toBe(1);
    expect(await db.mistake.count({ where: { userId: other.id } })).toBe(1);
  });

  it('refuses a write made in another account, and saves nothing for the caller', async () => {
    const stranger = randomUUID().replaceAll('-', '');
    expect(await saveTestResult(result({ owner: stranger }))).toEqual({ ok: false, error: 'unauthorized' });
    expect(await recordMistakeAction(miss({ owner: stranger }))).toEqual({ ok: false, error: 'unauthorized' });
    const grade = {
      card: { kind: 'kanji' as const, cardKey: '日' },
      rating: 3 as const,
      idempotencyKey: randomUUID(),
      timeZone: 'UTC',
      owner: stranger,
    };
    expect(await gradeReviewAction(grade)).toEqual({ ok: false, error: 'unauthorized' });
    expect(await results()).toBe(0);
    expect(await bank()).toEqual([]);
    // Its own account's name passes.
    expect(await saveTestResult(result({ owner: userId }))).toEqual({ ok: true });
    expect(await recordMistakeAction(miss({ owner: userId }))).toMatchObject({ ok: true });
  });

  it('refuses a key the database could not take', async () => {
    expect(await saveTestResult(result({ idempotencyKey: 'short' }))).toMatchObject({ ok: false, error: 'invalid' });
    expect(await recordMistakeAction(miss({ idempotencyKey: 'x'.repeat(65) }))).toMatchObject({
      ok: false,
      error: 'invalid',
    });
  });
});
