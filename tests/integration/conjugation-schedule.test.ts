// The conjugation quiz's schedule of (word, form) pairs through the review action, the quiz page's GET route and
// the guest merge, on the real database. Only "who is signed in" is replaced: it needs a request.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { GET } from '../../app/api/conjugation/pairs/route';
import { db } from '../../lib/db/client';
import { GET as reviewSummaryRoute } from '../../app/api/review/summary/route';
import { gradeReviewAction, mergeGuestReviewsAction } from '@/features/review/server/actions';
import { conjugationCardKey } from '@/features/review/card-key';
import { addGuestDeck, emptyGuestReviews, gradeGuestCard, mergeBatches } from '@/features/review/guest-reviews';
import { uniqueEmail } from './helpers';

type TestUser = { id: string; email: string };
const session = vi.hoisted(() => ({ user: null as null | TestUser }));
vi.mock('@/lib/auth/session', () => ({
  requireUserAction: async () =>
    session.user
      ? { ok: true, user: { ...session.user, name: null, image: null, emailVerified: true, hasPassword: true } }
      : { ok: false, error: 'unauthorized' },
  getOptionalUser: async () => session.user,
}));
vi.mock('next-intl/server', () => ({ getLocale: async () => 'en' }));

afterAll(async () => {
  await db.$disconnect();
});

const KAKU_PAST = conjugationCardKey('書く:かく', 'past');
const TABERU_TE = conjugationCardKey('食べる:たべる', 'te-negative');
let counter = 0;
const grade = (cardKey: string, rating: 1 | 3, idempotencyKey = `conj-${Date.now()}-${counter++}`) =>
  gradeReviewAction({ card: { kind: 'conjugation', cardKey }, rating, idempotencyKey, timeZone: 'Asia/Ho_Chi_Minh' });

async function signIn(label: string): Promise<TestUser> {
  const user = await db.user.create({ data: { email: uniqueEmail(label) } });
  session.user = { id: user.id, email: user.email };
  return session.user;
}

async function pairs(deck: string) {
  const response = await GET(new Request(`http://localhost/api/conjugation/pairs?deck=${deck}`));
  return { status: response.status, cache: response.headers.get('cache-control'), body: await response.json() };
}

describe("the quiz's pairs in the account", () => {
  let me: TestUser;
  beforeEach(async () => {
    me = await signIn('conj');
  });

  it('creates a pair on its first grade and saves a repeated grade once', async () => {
    const first = await grade(KAKU_PAST, 1, 'conj-same-key-1');
    expect(first).toMatchObject({ ok: true, duplicate: false });
    const again = await grade(KAKU_PAST, 1, 'conj-same-key-1');
    expect(again).toMatchObject({ ok: true, duplicate: true });
    if (!first.ok || !again.ok) throw new Error('not saved');
    expect(again.card).toEqual(first.card);
    expect(await db.reviewLog.count({ where: { userId: me.id } })).toBe(1);
    const row = await db.reviewCard.findUniqueOrThrow({
      where: { userId_kind_cardKey: { userId: me.id, kind: 'conjugation', cardKey: KAKU_PAST } },
    });
    expect(row).toMatchObject({ deckKey: 'verb', state: 1, isNew: false });
    // A miss is due again within minutes, a right answer later.
    await grade(TABERU_TE, 3);
    const { body, status, cache } = await pairs('verb');
    expect(status).toBe(200);
    expect(cache).toContain('no-store');
    const states = new Map(body.cards as [string, { due: number }][]);
    expect([...states.keys()].sort()).toEqual([KAKU_PAST, TABERU_TE].sort());
    expect(states.get(KAKU_PAST)!.due).toBeLessThan(states.get(TABERU_TE)!.due);
    expect((await pairs('adjective')).body).toEqual({ account: true, cards: [] });
    // Studied in the quiz, not on the review screen: the header's count does not appear for them.
    const summary = await reviewSummaryRoute(new Request('http://localhost/api/review/summary'));
    expect(await summary.json()).toEqual({ due: 0, fresh: 0, studying: false });
  });

  it('refuses pairs the quiz cannot ask', async () => {
    expect(await grade(conjugationCardKey('書く:かく', 'Past'), 3)).toEqual({ ok: false, error: 'notFound' });
    expect(await grade(conjugationCardKey('not-a-word:x', 'past'), 3)).toEqual({ ok: false, error: 'notFound' });
    expect(await db.reviewCard.count({ where: { userId: me.id } })).toBe(0);
  });

  it("never reads or changes another learner's pairs", async () => {
    await grade(KAKU_PAST, 1, 'conj-shared-key');
    const mine = await db.reviewCard.findUniqueOrThrow({
      where: { userId_kind_cardKey: { userId: me.id, kind: 'conjugation', cardKey: KAKU_PAST } },
    });
    const other = await signIn('conj-other');
    expect((await pairs('verb')).body).toEqual({ account: true, cards: [] });
    // The same pair and even the same idempotency key: the other learner's own row and log, mine untouched.
    expect(await grade(KAKU_PAST, 3, 'conj-shared-key')).toMatchObject({ ok: true, duplicate: false });
    expect(await db.reviewLog.count({ where: { userId: other.id } })).toBe(1);
    expect(await db.reviewLog.count({ where: { userId: me.id } })).toBe(1);
    expect(
      await db.reviewCard.findUniqueOrThrow({
        where: { userId_kind_cardKey: { userId: me.id, kind: 'conjugation', cardKey: KAKU_PAST } },
      }),
    ).toEqual(mine);
    // A guest reads nothing and saves nothing on the server.
    session.user = null;
    expect((await pairs('verb')).body).toEqual({ account: false, cards: [] });
    expect(await grade(KAKU_PAST, 3)).toEqual({ ok: false, error: 'unauthorized' });
    expect((await pairs('nouns')).status).toBe(400);
  });

  it("brings a guest's pairs into the account at sign-in, the later review winning", async () => {
    const t0 = Date.now() - 3_600_000;
    // The account answered 書く past right long ago; the guest missed it later on this device.
    await grade(KAKU_PAST, 3);
    const deck = { kind: 'conjugation', deckKey: 'verb' } as const;
    let guest = addGuestDeck(emptyGuestReviews(), deck, [KAKU_PAST, TABERU_TE], t0);
    guest = gradeGuestCard(guest, { kind: 'conjugation', cardKey: KAKU_PAST }, 1, 'guest-conj-a', Date.now() + 60_000);
    guest = gradeGuestCard(guest, { kind: 'conjugation', cardKey: TABERU_TE }, 3, 'guest-conj-b', t0 + 1000);
    guest = addGuestDeck(guest, deck, [conjugationCardKey('書く:かく', 'NOT A FORM')], t0);
    for (const batch of mergeBatches(guest, 'UTC', 1000)) {
      expect(await mergeGuestReviewsAction(batch)).toMatchObject({ ok: true });
    }
    const rows = await db.reviewCard.findMany({ where: { userId: me.id }, orderBy: { cardKey: 'asc' } });
    expect(rows.map((row) => row.cardKey).sort()).toEqual([KAKU_PAST, TABERU_TE].sort());
    // The guest's miss, reviewed later, won over the account's right answer.
    const guestMiss = guest.cards[`conjugation\u0000${KAKU_PAST}`].state;
    expect(rows.find((row) => row.cardKey === KAKU_PAST)?.lastReview?.getTime()).toBe(guestMiss.lastReview);
    expect(rows.find((row) => row.cardKey === KAKU_PAST)?.due.getTime()).toBe(guestMiss.due);
    expect(await db.reviewLog.count({ where: { userId: me.id } })).toBe(3);
    for (const batch of mergeBatches(guest, 'UTC', 1000)) await mergeGuestReviewsAction(batch);
    expect(await db.reviewLog.count({ where: { userId: me.id } })).toBe(3);
  });
});
