// The review schedule through its server actions and the real database. Only "who is signed in" and the
// locale are replaced: both need a request, which a unit of work here does not have.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { db } from '../../lib/db/client';
import { getUnit } from '@/features/content';
import {
  addDeckAction,
  gradeReviewAction,
  mergeGuestReviewsAction,
  removeDeckAction,
  saveReviewSettingsAction,
} from '@/features/review/server/actions';
import { GET as reviewQueueRoute } from '../../app/api/review/queue/route';
import { GET as reviewSummaryRoute } from '../../app/api/review/summary/route';
import { GET as studyMarksRoute } from '../../app/api/study-marks/route';
import { addGuestDeck, emptyGuestReviews, gradeGuestCard, mergeBatches } from '@/features/review/guest-reviews';
import type { ReviewQueue } from '@/features/review/server/queries';
import { uniqueEmail } from './helpers';

const session = vi.hoisted(() => ({ user: null as null | { id: string; email: string } }));
vi.mock('@/lib/auth/session', () => {
  const user = () =>
    session.user ? { ...session.user, name: null, image: null, emailVerified: true, hasPassword: true } : null;
  return {
    requireUserAction: async () => (user() ? { ok: true, user: user() } : { ok: false, error: 'unauthorized' }),
    getOptionalUser: async () => user(),
  };
});

/** A GET route handler called as the browser calls it; answers its status and JSON. */
async function get(route: (request: Request) => Promise<Response>, path: string) {
  const response = await route(new Request(`http://localhost${path}`));
  return { status: response.status, body: await response.json() };
}
vi.mock('next-intl/server', () => ({ getLocale: async () => 'en' }));

afterAll(async () => {
  await db.$disconnect();
});

const N5_KANJI_1 = { kind: 'kanji', deckKey: 'n5/1' } as const;
const unitIds = getUnit('kanji', 'n5', 1)!.items.map((item) => item.id);
let key = 0;
const grade = (cardKey: string, rating: 1 | 2 | 3 | 4, idempotencyKey = `grade-${Date.now()}-${key++}`) =>
  gradeReviewAction({ card: { kind: 'kanji', cardKey }, rating, idempotencyKey, timeZone: 'Asia/Ho_Chi_Minh' });

async function signIn(label: string) {
  const user = await db.user.create({ data: { email: uniqueEmail(label) } });
  session.user = { id: user.id, email: user.email };
  return user.id;
}

describe('studying a unit with reviews', () => {
  let userId: string;
  beforeEach(async () => {
    userId = await signIn('review');
  });

  it('adds every card of the unit as new, in the unit order, and shows 20 new cards a day', async () => {
    expect(await addDeckAction(N5_KANJI_1)).toEqual({ ok: true, added: unitIds.length, total: unitIds.length });
    // Adding it again keeps the states: nothing is added twice.
    expect(await addDeckAction(N5_KANJI_1)).toMatchObject({ ok: true, added: 0 });
    const words = getUnit('vocabulary', 'n5', 2)!.items.map((item) => item.id);
    expect(words.length).toBeGreaterThan(20 - unitIds.length);
    await addDeckAction({ kind: 'vocabulary', deckKey: 'n5/2' });
    const queue = (await get(reviewQueueRoute, '/api/review/queue?locale=en')).body as ReviewQueue;
    expect(queue.due).toBe(0);
    expect(queue.fresh).toBe(20);
    expect(queue.cards.map((card) => card.cardKey)).toEqual([...unitIds, ...words].slice(0, 20));
    expect(queue.cards[0].content.exam.term).toBe(unitIds[0]);
  });

  it('saves a grade once, whether the learner double-clicks or the request is retried', async () => {
    await addDeckAction(N5_KANJI_1);
    const first = unitIds[0];
    const [a, b] = await Promise.all([grade(first, 3, 'double-click-1'), grade(first, 3, 'double-click-1')]);
    const retried = await grade(first, 3, 'double-click-1');
    expect([a, b, retried].filter((r) => r.ok && !r.duplicate)).toHaveLength(1);
    expect(await db.reviewLog.count({ where: { userId } })).toBe(1);
    const card = await db.reviewCard.findUniqueOrThrow({
      where: { userId_kind_cardKey: { userId, kind: 'kanji', cardKey: first } },
    });
    expect(card.reps).toBe(1);
    const day = await db.reviewDay.findMany({ where: { userId } });
    expect(day).toHaveLength(1);
    expect(day[0]).toMatchObject({ reviews: 1, newCards: 1 });
  });

  it('counts a new card started today against the daily limit, and an Again card comes back', async () => {
    await addDeckAction(N5_KANJI_1);
    await grade(unitIds[0], 1);
    const summary = await get(reviewSummaryRoute, '/api/review/summary');
    expect(summary).toEqual({ status: 200, body: { due: 0, fresh: unitIds.length - 1, studying: true } });
    // "Again" brings the card back within minutes.
    const card = await db.reviewCard.findUniqueOrThrow({
      where: { userId_kind_cardKey: { userId, kind: 'kanji', cardKey: unitIds[0] } },
    });
    expect(card.due.getTime() - Date.now()).toBeLessThan(10 * 60_000);
  });

  it("reads on load answer only the caller's own reviews, and nothing without a session", async () => {
    await addDeckAction(N5_KANJI_1);
    await signIn('reader');
    expect(await get(reviewSummaryRoute, '/api/review/summary')).toEqual({
      status: 200,
      body: { due: 0, fresh: 0, studying: false },
    });
    expect(await get(reviewQueueRoute, '/api/review/queue?locale=vi')).toMatchObject({
      status: 200,
      body: { cards: [], due: 0, fresh: 0, studying: false },
    });
    session.user = null;
    const reads = [
      [reviewSummaryRoute, '/api/review/summary'],
      [reviewQueueRoute, '/api/review/queue?locale=en'],
    ] as const;
    for (const [route, path] of reads) {
      expect(await get(route, path)).toEqual({ status: 401, body: { error: 'unauthorized' } });
    }
    expect((await get(studyMarksRoute, '/api/study-marks?source=kanji&setKey=')).status).toBe(400);
  });

  it('keeps "ask kanji cards as writing" and "listening", off until the learner turns them on', async () => {
    await addDeckAction(N5_KANJI_1);
    const settings = async () => (await get(reviewQueueRoute, '/api/review/queue?locale=en')).body.settings;
    expect(await settings()).toMatchObject({ typedAnswers: false, writeKanji: false, listening: false });
    const next = {
      newPerDay: 10,
      desiredRetention: 0.9,
      side: 'front',
      typedAnswers: false,
      writeKanji: true,
      listening: true,
    } as const;
    expect(await saveReviewSettingsAction(next)).toEqual({ ok: true });
    expect(await settings()).toMatchObject(next);
    // Each setting is a boolean, and part of every save.
    const { writeKanji: _left, ...without } = next;
    expect(await saveReviewSettingsAction(without as never)).toMatchObject({ ok: false, error: 'invalid' });
    expect(await saveReviewSettingsAction({ ...next, writeKanji: 'yes' } as never)).toMatchObject({ ok: false });
    const { listening: _heard, ...withoutListening } = next;
    expect(await saveReviewSettingsAction(withoutListening as never)).toMatchObject({ ok: false, error: 'invalid' });
    expect(await saveReviewSettingsAction({ ...next, listening: 'yes' } as never)).toMatchObject({ ok: false });
  });

  it("cannot grade another learner's card, and a card outside the studies is not found", async () => {
    await addDeckAction(N5_KANJI_1);
    await signIn('other');
    expect(await grade(unitIds[0], 3)).toEqual({ ok: false, error: 'notFound' });
    expect(await db.reviewLog.count({ where: { userId } })).toBe(0);
  });

  it('refuses a deck that does not exist and takes a deck out of the studies', async () => {
    expect(await addDeckAction({ kind: 'kanji', deckKey: 'n5/999' })).toEqual({ ok: false, error: 'notFound' });
    await addDeckAction(N5_KANJI_1);
    expect(await removeDeckAction(N5_KANJI_1)).toEqual({ ok: true, removed: unitIds.length });
    expect(await db.reviewCard.count({ where: { userId } })).toBe(0);
  });

  it('deleting the account deletes its reviews', async () => {
    await addDeckAction(N5_KANJI_1);
    await grade(unitIds[0], 3);
    await db.user.delete({ where: { id: userId } });
    for (const count of [
      db.reviewCard.count({ where: { userId } }),
      db.reviewDeck.count({ where: { userId } }),
      db.reviewLog.count({ where: { userId } }),
      db.reviewDay.count({ where: { userId } }),
    ])
      expect(await count).toBe(0);
  });

  it("deleting a custom set removes it from every learner's studies", async () => {
    const set = await db.flashCardSet.create({
      data: {
        ownerId: userId,
        name: 'Set',
        wordLanguage: 'ja',
        meaningLanguage: 'en',
        visibility: 'everyone',
        cards: { create: [{ position: 0, word: '猫', pronunciation: 'ねこ', meaning: 'cat' }] },
      },
    });
    await signIn('learner');
    expect(await addDeckAction({ kind: 'custom', deckKey: set.id })).toMatchObject({ ok: true, added: 1 });
    await db.flashCardSet.delete({ where: { id: set.id } });
    expect(await db.reviewCard.count({ where: { kind: 'custom', deckKey: set.id } })).toBe(0);
    expect(await db.reviewDeck.count({ where: { kind: 'custom', deckKey: set.id } })).toBe(0);
  });
});

describe("merging a guest's reviews into the account", () => {
  it('keeps every card, lets the later review win, and a second merge adds nothing', async () => {
    const userId = await signIn('merge');
    const t0 = Date.UTC(2026, 0, 10, 9);
    // The account reviewed card 0 early; the guest reviewed it later on this device, and card 1 too.
    await addDeckAction(N5_KANJI_1);
    await grade(unitIds[0], 1);
    let guest = addGuestDeck(emptyGuestReviews(), N5_KANJI_1, unitIds, t0);
    guest = gradeGuestCard(guest, { kind: 'kanji', cardKey: unitIds[0] }, 4, 'guest-grade-a', Date.now() + 60_000);
    guest = gradeGuestCard(guest, { kind: 'kanji', cardKey: unitIds[1] }, 3, 'guest-grade-b', t0 + 1000);
    guest = addGuestDeck(guest, { kind: 'kanji', deckKey: 'n5/99' }, ['not-a-kanji'], t0);
    for (const batch of mergeBatches(guest, 'UTC', 1000)) {
      const merged = await mergeGuestReviewsAction(batch);
      expect(merged, JSON.stringify(merged)).toMatchObject({ ok: true });
    }

    const card0 = await db.reviewCard.findUniqueOrThrow({
      where: { userId_kind_cardKey: { userId, kind: 'kanji', cardKey: unitIds[0] } },
    });
    expect(card0.scheduledDays).toBeGreaterThan(0); // the guest's "Easy", reviewed later, won over "Again"
    expect(await db.reviewCard.count({ where: { userId } })).toBe(unitIds.length);
    expect(await db.reviewLog.count({ where: { userId } })).toBe(3);
    expect(await db.reviewCard.count({ where: { userId, cardKey: 'not-a-kanji' } })).toBe(0);

    for (const batch of mergeBatches(guest, 'UTC', 1000)) await mergeGuestReviewsAction(batch);
    expect(await db.reviewLog.count({ where: { userId } })).toBe(3);
    const days = await db.reviewDay.aggregate({ where: { userId }, _sum: { reviews: true } });
    expect(days._sum.reviews).toBe(3);
  });
  it("keeps a card the content moved out of the guest's deck since, at its level now", async () => {
    const userId = await signIn('merge-moved');
    // 暑 was in an N1 unit when the guest added it; the level rules made it N4. 鬱 is still N1.
    const n1 = getUnit('kanji', 'n1', 1)!.items.map((item) => item.id);
    expect(n1).not.toContain('暑');
    const deck = { kind: 'kanji', deckKey: 'n1/1' } as const;
    let guest = addGuestDeck(emptyGuestReviews(), deck, ['暑', n1[0]], Date.UTC(2026, 0, 10, 9));
    guest = gradeGuestCard(guest, { kind: 'kanji', cardKey: '暑' }, 3, 'guest-moved-grade', Date.UTC(2026, 0, 10, 10));
    for (const batch of mergeBatches(guest, 'UTC', 1000)) {
      expect(await mergeGuestReviewsAction(batch)).toMatchObject({ ok: true });
    }
    const cards = await db.reviewCard.findMany({
      where: { userId },
      select: { cardKey: true, level: true, reps: true },
    });
    expect(new Map(cards.map((card) => [card.cardKey, card]))).toEqual(
      new Map([
        ['暑', { cardKey: '暑', level: 4, reps: 1 }],
        [n1[0], { cardKey: n1[0], level: 1, reps: 0 }],
      ]),
    );
  });
});

describe("a custom set's edits reach its learners' reviews", () => {
  it('drops removed cards, adds new ones, and a set made private leaves other learners', async () => {
    const { updateSet, setVisibility } = await import('@/features/custom-sets/server/mutations');
    const ownerId = await signIn('owner');
    const set = await db.flashCardSet.create({
      data: {
        ownerId,
        name: 'Animals',
        wordLanguage: 'ja',
        meaningLanguage: 'en',
        visibility: 'everyone',
        cards: {
          create: [
            { position: 0, word: '猫', pronunciation: 'ねこ', meaning: 'cat' },
            { position: 1, word: '犬', pronunciation: 'いぬ', meaning: 'dog' },
          ],
        },
      },
      include: { cards: { orderBy: { position: 'asc' } } },
    });
    const learnerId = await signIn('learner');
    await addDeckAction({ kind: 'custom', deckKey: set.id });
    const input = {
      name: 'Animals',
      description: '',
      customLevel: '',
      wordLanguage: 'ja',
      meaningLanguage: 'en',
      jlptLevel: '',
      visibility: 'everyone',
      cards: [
        { id: set.cards[1].id, word: '犬', pronunciation: 'いぬ', meaning: 'dog', note: '' },
        { word: '鳥', pronunciation: 'とり', meaning: 'bird', note: '' },
      ],
    } as Parameters<typeof updateSet>[3];
    expect(await updateSet(ownerId, set.id, 0, input)).toMatchObject({ ok: true });
    const keys = await db.reviewCard.findMany({ where: { userId: learnerId }, select: { cardKey: true } });
    const now = await db.flashCard.findMany({ where: { setId: set.id }, select: { id: true } });
    expect(keys.map((k) => k.cardKey).sort()).toEqual(now.map((c) => c.id).sort());
    expect(keys.map((k) => k.cardKey)).not.toContain(set.cards[0].id);

    await setVisibility(ownerId, set.id, 'onlyMe');
    expect(await db.reviewCard.count({ where: { userId: learnerId } })).toBe(0);
    expect(await db.reviewDeck.count({ where: { userId: learnerId } })).toBe(0);
  });
});

describe("a signed-in learner's study marks", () => {
  it('are kept in the account, merged from the device with the account winning, and only for real cards', async () => {
    const { saveStudyMarksAction, mergeStudyMarksAction } = await import('@/features/flash-cards/server/marks-actions');
    const userId = await signIn('marks');
    const deck = { source: 'kanji', setKey: 'n5', unitKey: '1' } as const;
    expect(await saveStudyMarksAction(deck, { [unitIds[0]]: 'known', 'not-in-unit': 'known' })).toEqual({ ok: true });
    expect(await get(studyMarksRoute, '/api/study-marks?source=kanji&setKey=n5&unitKey=1')).toEqual({
      status: 200,
      body: { marks: { [unitIds[0]]: 'known' } },
    });
    expect(await mergeStudyMarksAction(deck, { [unitIds[0]]: 'learning', [unitIds[1]]: 'learning' })).toEqual({
      ok: true,
      marks: { [unitIds[0]]: 'known', [unitIds[1]]: 'learning' },
    });
    expect(await db.studyProgress.count({ where: { userId } })).toBe(2);
    expect(await saveStudyMarksAction({ ...deck, unitKey: '999' }, {})).toEqual({ ok: false, error: 'notFound' });
    // Adding the unit to the reviews introduces its "still learning" cards first.
    await addDeckAction(N5_KANJI_1);
    const queue = (await get(reviewQueueRoute, '/api/review/queue?locale=en')).body as ReviewQueue;
    expect(queue.cards[0].cardKey).toBe(unitIds[1]);
    await db.user.delete({ where: { id: userId } });
    expect(await db.studyProgress.count({ where: { userId } })).toBe(0);
  });
});

describe('the progress page', () => {
  it('forecasts the next 14 days in the learner zone, overdue cards today, and counts levels', async () => {
    const { dueForecast, levelRows } = await import('@/features/progress/server/progress-queries');
    const userId = await signIn('progress');
    await addDeckAction(N5_KANJI_1);
    const now = Date.UTC(2026, 5, 10, 20); // 03:00 on 11 June in Hanoi
    const hour = 3_600_000;
    const dues = [now - 5 * 24 * hour, now + 2 * hour, now + 22 * hour, now + 13 * 24 * hour, now + 30 * 24 * hour];
    for (const [i, due] of dues.entries()) {
      await db.reviewCard.update({
        where: { userId_kind_cardKey: { userId, kind: 'kanji', cardKey: unitIds[i] } },
        data: { isNew: false, state: 2, due: new Date(due), scheduledDays: i === 4 ? 30 : 3 },
      });
    }
    const forecast = await dueForecast(userId, now, 'Asia/Ho_Chi_Minh');
    expect(forecast).toHaveLength(14);
    // Overdue + 05:00 today count for today; 17:00 on the 11th UTC is 00:00 on the 12th in Hanoi: tomorrow.
    expect(forecast[0]).toBe(2);
    expect(forecast[1]).toBe(1);
    expect(forecast[13]).toBe(1);
    expect(forecast.reduce((a, b) => a + b, 0)).toBe(4);
    expect(await levelRows(userId)).toEqual([{ kind: 'kanji', level: 5, learning: 4, known: 1 }]);
  });
});
