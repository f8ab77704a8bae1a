// Custom sets' rules against the real database: limits, ownership, visibility, stale saves, duplicates,
// deletion with history, and the community query (filters, search, keyset paging). Input validation goes through
// the save action, whose pipeline parses its arguments; only "who is signed in" and the cache tags are replaced.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { saveSetAction } from '@/features/custom-sets/server/actions';

import { copyName, type CopyNamer } from '@/features/custom-sets/copy-name';
import { createSet, deleteSet, duplicateSet, setVisibility, updateSet } from '@/features/custom-sets/server/mutations';
import { listCommunitySets } from '@/features/custom-sets/server/community-queries';
import { getOwnedSet, getSetCardsForTest, getSetForViewer, listMySets } from '@/features/custom-sets/server/queries';
import type { SetInput } from '@/features/custom-sets/schemas';
import { db } from '../../lib/db/client';
import { uniqueEmail } from './helpers';

const session = vi.hoisted(() => ({ userId: '' }));
vi.mock('@/lib/auth/session', () => ({
  requireUserAction: async () => ({
    ok: true,
    user: {
      id: session.userId,
      email: 'someone@example.test',
      name: null,
      image: null,
      emailVerified: true,
      hasPassword: true,
    },
  }),
}));
vi.mock('next/cache', () => ({ updateTag: () => {}, refresh: () => {} }));

afterAll(async () => {
  await db.$disconnect();
});

const newUser = (label: string, name: string | null = label) =>
  db.user.create({ data: { email: uniqueEmail(label), name }, select: { id: true } }).then((u) => u.id);

function input(overrides: Partial<SetInput> = {}, cardCount = 2): SetInput {
  return {
    name: 'Animals',
    description: 'Furry friends',
    customLevel: 'L1',
    wordLanguage: 'ja',
    meaningLanguage: 'en',
    jlptLevel: '5',
    visibility: 'onlyMe',
    cards: Array.from({ length: cardCount }, (_, i) => ({
      word: `犬${i}`,
      pronunciation: `いぬ${i}`,
      meaning: `dog ${i}`,
      note: '',
    })),
    ...overrides,
  };
}

async function create(ownerId: string, overrides: Partial<SetInput> = {}, cardCount = 2): Promise<string> {
  const result = await createSet(ownerId, input(overrides, cardCount));
  if (!result.ok) throw new Error(`create failed: ${JSON.stringify(result)}`);
  return result.id;
}

let alice: string;
let bob: string;

beforeAll(async () => {
  alice = await newUser('alice', 'Alice');
  bob = await newUser('bob', 'Bob');
});

describe('creating a set', () => {
  it('stores the set with its cards in order, a short unguessable id and the card count', async () => {
    const id = await create(alice, {}, 3);
    expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const set = await getOwnedSet(id, alice);
    expect(set).toMatchObject({ name: 'Animals', jlptLevel: 5, cardCount: 3, version: 0, visibility: 'onlyMe' });
    expect(set?.cards.map((card) => card.word)).toEqual(['犬0', '犬1', '犬2']);
    expect(set?.owner).toMatchObject({ id: alice, name: 'Alice' });
  });

  it.each([
    ['1 card', input({}, 1), { cards: 'minCards' }],
    ['101 cards', input({}, 101), { cards: 'maxCards' }],
    ['a 256-character name', input({ name: 'n'.repeat(256) }), { name: 'maxLength' }],
    ['an 11-character level', input({ customLevel: '12345678901' }), { customLevel: 'maxLevelLength' }],
    [
      'an empty word',
      input({
        cards: [
          { word: ' ', meaning: 'a', pronunciation: '', note: '' },
          { word: 'b', meaning: 'c', pronunciation: '', note: '' },
        ],
      }),
      { 'cards.0.word': 'required' },
    ],
  ])('refuses %s without writing anything', async (_name, bad, fieldErrors) => {
    const before = await db.flashCardSet.count({ where: { ownerId: alice } });
    session.userId = alice;
    expect(await saveSetAction(bad, null)).toEqual({ ok: false, error: 'invalid', fieldErrors });
    expect(await db.flashCardSet.count({ where: { ownerId: alice } })).toBe(before);
  });

  it('accepts 100 cards (the maximum)', async () => {
    const id = await create(alice, {}, 100);
    expect((await getOwnedSet(id, alice))?.cards).toHaveLength(100);
  });
});

describe('visibility', () => {
  it('hides a private set from everybody but its owner, exactly like an unknown id', async () => {
    const id = await create(alice);
    expect(await getSetForViewer(id, alice)).not.toBeNull();
    expect(await getSetForViewer(id, bob)).toBeNull();
    expect(await getSetForViewer(id, null)).toBeNull();
    expect(await getSetCardsForTest(id, bob)).toBeNull();
    expect(await getSetForViewer('doesNotExist', alice)).toBeNull();

    expect(await setVisibility(alice, id, 'everyone')).toEqual({ ok: true, visibility: 'everyone' });
    expect((await getSetForViewer(id, null))?.name).toBe('Animals');
    expect((await getSetCardsForTest(id, bob))?.cards).toHaveLength(2);
  });

  it("does not let another user switch, edit, delete or open a set's form", async () => {
    const id = await create(alice);
    expect(await setVisibility(bob, id, 'everyone')).toEqual({ ok: false, error: 'notFound' });
    expect(await updateSet(bob, id, 0, input({ name: 'Hacked' }))).toEqual({ ok: false, error: 'notFound' });
    expect(await deleteSet(bob, id)).toEqual({ ok: false, error: 'notFound' });
    expect(await getOwnedSet(id, bob)).toBeNull();
    const set = await getOwnedSet(id, alice);
    expect(set).toMatchObject({ name: 'Animals', visibility: 'onlyMe', version: 0 });
  });
});

describe('saving a set', () => {
  it('replaces the cards in one go, keeps known card ids, bumps the version', async () => {
    const id = await create(alice, {}, 3);
    const before = (await getOwnedSet(id, alice))!;
    const cards = [
      { ...before.cards[2], word: '猫' },
      { word: '鳥', pronunciation: 'とり', meaning: 'bird', note: 'new' },
      // An id from another set is not adopted.
      { id: 'foreign-card-id', word: '魚', pronunciation: '', meaning: 'fish', note: '' },
    ];
    const result = await updateSet(alice, id, 0, input({ name: 'Pets', cards }));
    expect(result).toEqual({ ok: true, version: 1, visibility: 'onlyMe' });
    const after = (await getOwnedSet(id, alice))!;
    expect(after).toMatchObject({ name: 'Pets', cardCount: 3, version: 1 });
    expect(after.cards.map((card) => card.word)).toEqual(['猫', '鳥', '魚']);
    expect(after.cards[0]?.id).toBe(before.cards[2]?.id);
    expect(after.cards[2]?.id).not.toBe('foreign-card-id');
  });

  it('detects a stale save from a second tab and keeps the first save', async () => {
    const id = await create(alice);
    expect(await updateSet(alice, id, 0, input({ name: 'Tab one' }))).toMatchObject({ ok: true, version: 1 });
    expect(await updateSet(alice, id, 0, input({ name: 'Tab two' }))).toEqual({
      ok: false,
      error: 'stale',
      currentVersion: 1,
    });
    expect((await getOwnedSet(id, alice))?.name).toBe('Tab one');
  });

  it('lets exactly one of two simultaneous saves of the same version win', async () => {
    const id = await create(alice);
    const results = await Promise.all([
      updateSet(alice, id, 0, input({ name: 'A' })),
      updateSet(alice, id, 0, input({ name: 'B' })),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.error === 'stale')).toHaveLength(1);
    expect((await getOwnedSet(id, alice))?.cards).toHaveLength(2);
  });

  it('refuses invalid input and leaves the set as it was', async () => {
    const id = await create(alice);
    session.userId = alice;
    expect(await saveSetAction(input({}, 101), { id, version: 0 })).toMatchObject({ ok: false, error: 'invalid' });
    expect(await getOwnedSet(id, alice)).toMatchObject({ version: 0, cardCount: 2 });
  });
});

describe('duplicating', () => {
  const english = async (): Promise<CopyNamer> => (name, n) => (n === 1 ? `${name} (copy)` : `${name} (copy ${n})`);
  const vietnamese = async (): Promise<CopyNamer> => (name, n) =>
    n === 1 ? `${name} (bản sao)` : `${name} (bản sao ${n})`;

  it('makes a private "(copy)" owned by the user, of their own set or a public one', async () => {
    const own = await create(alice, { visibility: 'everyone' }, 3);
    const result = await duplicateSet(alice, own, english);
    if (!result.ok) throw new Error('duplicate failed');
    const copy = await getOwnedSet(result.id, alice);
    expect(copy).toMatchObject({ name: 'Animals (copy)', visibility: 'onlyMe', cardCount: 3 });
    expect(copy?.cards.map((c) => c.word)).toEqual(['犬0', '犬1', '犬2']);

    const fromCommunity = await duplicateSet(bob, own, english);
    expect(fromCommunity.ok).toBe(true);
    if (fromCommunity.ok) expect((await getOwnedSet(fromCommunity.id, bob))?.owner.id).toBe(bob);
  });

  it('numbers further copies in the copier’s language, a copy of a copy included', async () => {
    const carol = await newUser('carol');
    const original = await create(carol, { name: 'Bếp' });
    const names = async (id: string, namer: () => Promise<CopyNamer>) => {
      const result = await duplicateSet(carol, id, namer);
      if (!result.ok) throw new Error('duplicate failed');
      return { id: result.id, name: (await getOwnedSet(result.id, carol))!.name };
    };
    const first = await names(original, vietnamese);
    expect(first.name).toBe('Bếp (bản sao)');
    expect((await names(original, vietnamese)).name).toBe('Bếp (bản sao 2)');
    expect((await names(first.id, vietnamese)).name).toBe('Bếp (bản sao 3)');
    expect((await names(original, english)).name).toBe('Bếp (copy)');
  });

  it("cannot copy another user's private set", async () => {
    const secret = await create(alice);
    expect(await duplicateSet(bob, secret, english)).toEqual({ ok: false, error: 'notFound' });
  });

  it('keeps the copy name within 255 characters', async () => {
    const namer = await english();
    expect(copyName('x'.repeat(255), new Set(), namer)).toHaveLength(255);
    expect(copyName('x'.repeat(255), new Set(), namer).endsWith('x (copy)')).toBe(true);
    const taken = new Set([copyName('x'.repeat(255), new Set(), namer)]);
    expect(copyName('x'.repeat(255), taken, namer)).toHaveLength(255);
    expect(copyName('x'.repeat(255), taken, namer).endsWith('x (copy 2)')).toBe(true);
  });
});

describe('deleting', () => {
  it('deletes the set, its cards, its test results and study marks, but not other history', async () => {
    const id = await create(alice);
    const other = await create(alice);
    for (const setKey of [id, other]) {
      await db.testResult.create({
        data: { userId: bob, testKind: 'written', source: 'custom', setKey, correct: 1, answered: 2, total: 2 },
      });
      await db.studyProgress.create({ data: { userId: bob, source: 'custom', setKey, itemId: 'x', known: true } });
    }
    expect(await deleteSet(alice, id)).toEqual({ ok: true });
    expect(await db.flashCard.count({ where: { setId: id } })).toBe(0);
    expect(await db.testResult.count({ where: { setKey: id } })).toBe(0);
    expect(await db.studyProgress.count({ where: { setKey: id } })).toBe(0);
    expect(await db.testResult.count({ where: { setKey: other } })).toBe(1);
    expect(await deleteSet(alice, id)).toEqual({ ok: false, error: 'notFound' });
  });

  it("deleting a user deletes their sets and everybody's results on them", async () => {
    const carol = await newUser('carol');
    const id = await create(carol, { visibility: 'everyone' });
    await db.testResult.create({
      data: {
        userId: bob,
        testKind: 'multipleChoice',
        source: 'custom',
        setKey: id,
        correct: 2,
        answered: 2,
        total: 2,
      },
    });
    await db.user.delete({ where: { id: carol } });
    expect(await db.flashCardSet.count({ where: { id } })).toBe(0);
    expect(await db.testResult.count({ where: { setKey: id } })).toBe(0);
  });
});

describe('my sets', () => {
  const names = async (...args: Parameters<typeof listMySets>) => (await listMySets(...args)).sets.map((s) => s.name);

  it('lists only the owner’s sets, searchable and sortable', async () => {
    const dave = await newUser('dave');
    await create(dave, { name: 'Kitchen words', description: '' }, 2);
    await create(dave, { name: 'Travel', description: 'At the station: 100% useful' }, 5);
    await create(bob, { name: 'Kitchen (Bob)' });
    expect((await names(dave)).sort()).toEqual(['Kitchen words', 'Travel']);
    expect(await names(dave, { q: 'kitchen' })).toEqual(['Kitchen words']);
    expect(await names(dave, { q: 'STATION' })).toEqual(['Travel']);
    expect(await names(dave, { q: '100%' })).toEqual(['Travel']);
    expect((await listMySets(dave, { sort: 'mostCards' })).sets.map((s) => s.cardCount)).toEqual([5, 2]);
    expect(await names(dave, { sort: 'name' })).toEqual(['Kitchen words', 'Travel']);
    expect(await listMySets(dave, { q: 'nothing like this' })).toEqual({ sets: [], nextCursor: null });
  });

  it('pages through many sets in every order, without repeats or gaps, and starts over on a bad cursor', async () => {
    const erin = await newUser('erin');
    // 30 sets with ties on every key (same second, same card count, same names twice) but for the id.
    const now = new Date('2030-01-01T00:00:00.000Z');
    await db.flashCardSet.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({
        ownerId: erin,
        name: `Set ${String(i % 15).padStart(2, '0')}`,
        wordLanguage: 'ja' as const,
        meaningLanguage: 'en' as const,
        cardCount: 2 + (i % 3),
        createdAt: new Date(now.getTime() - (i % 4) * 1000),
        updatedAt: new Date(now.getTime() - (i % 5) * 1000),
      })),
    });
    for (const sort of ['updated', 'newest', 'name', 'mostCards'] as const) {
      const all = (await db.flashCardSet.findMany({ where: { ownerId: erin }, select: { id: true } })).map((s) => s.id);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: Awaited<ReturnType<typeof listMySets>> = await listMySets(erin, { sort, cursor });
        seen.push(...page.sets.map((set) => set.id));
        cursor = page.nextCursor;
        pages++;
      } while (cursor);
      expect(pages, sort).toBe(2);
      expect(seen.length, sort).toBe(30);
      expect(new Set(seen), sort).toEqual(new Set(all));
      // The same order as one unpaged read.
      const whole = await db.flashCardSet.findMany({
        where: { ownerId: erin },
        orderBy:
          sort === 'name'
            ? [{ name: 'asc' }, { id: 'asc' }]
            : sort === 'mostCards'
              ? [{ cardCount: 'desc' }, { id: 'desc' }]
              : [{ [sort === 'updated' ? 'updatedAt' : 'createdAt']: 'desc' }, { id: 'desc' }],
        select: { id: true },
      });
      expect(seen, sort).toEqual(whole.map((s) => s.id));
    }
    const firstPage = (await listMySets(erin)).sets.map((s) => s.id);
    for (const bad of ['garbage', Buffer.from('{"s":"name","k":1,"id":"x"}').toString('base64url'), 'x'.repeat(700)])
      expect((await listMySets(erin, { cursor: bad })).sets.map((s) => s.id)).toEqual(firstPage);
    // A cursor of another order starts that order over.
    const nameCursor = (await listMySets(erin, { sort: 'name' })).nextCursor;
    expect((await listMySets(erin, { cursor: nameCursor })).sets.map((s) => s.id)).toEqual(firstPage);
  });
});

describe('the community', () => {
  let erin: string;
  const publicIds: string[] = [];
  beforeAll(async () => {
    erin = await newUser('erin', 'Erin');
    await db.flashCardSet.updateMany({ data: { visibility: 'onlyMe' } }); // only this block's sets are public
    for (let i = 0; i < 7; i++) {
      publicIds.push(
        await create(
          erin,
          {
            visibility: 'everyone',
            name: i === 3 ? 'Kanji 50% off_sale' : `Community set ${i}`,
            description: i === 5 ? 'Restaurant phrases' : '',
            jlptLevel: i % 2 === 0 ? '5' : '3',
            meaningLanguage: i === 6 ? 'vi' : 'en',
          },
          2 + i,
        ),
      );
    }
    await create(erin, { name: 'Community secret', visibility: 'onlyMe' });
  });

  it('pages through public sets newest first with a cursor, without repeats or gaps', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof listCommunitySets>> = await listCommunitySets({ limit: 3, cursor });
      seen.push(...page.sets.map((s) => s.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...publicIds].reverse());
    const first = await listCommunitySets({ limit: 1 });
    expect(first.sets[0]?.owner).toMatchObject({ id: erin, name: 'Erin' });
  });

  it('sorts by most cards and pages that order too', async () => {
    const one = await listCommunitySets({ sort: 'mostCards', limit: 4 });
    const two = await listCommunitySets({ sort: 'mostCards', limit: 4, cursor: one.nextCursor });
    expect([...one.sets, ...two.sets].map((s) => s.cardCount)).toEqual([8, 7, 6, 5, 4, 3, 2]);
    expect(two.nextCursor).toBeNull();
  });

  it('searches name and description, literally and case-insensitively', async () => {
    expect((await listCommunitySets({ q: 'restaurant' })).sets.map((s) => s.id)).toEqual([publicIds[5]]);
    expect((await listCommunitySets({ q: '50%' })).sets.map((s) => s.id)).toEqual([publicIds[3]]);
    expect((await listCommunitySets({ q: 'i_5' })).sets).toEqual([]); // "_" is not a wildcard ("i 5" exists)
    expect((await listCommunitySets({ q: 'secret' })).sets).toEqual([]); // private
    expect((await listCommunitySets({ q: 'no such set' })).sets).toEqual([]);
  });

  it('filters by JLPT level and languages', async () => {
    expect((await listCommunitySets({ jlptLevel: 3 })).sets).toHaveLength(3);
    expect((await listCommunitySets({ meaningLanguage: 'vi' })).sets.map((s) => s.id)).toEqual([publicIds[6]]);
    expect((await listCommunitySets({ wordLanguage: 'zh' })).sets).toEqual([]);
  });

  it('ignores a tampered cursor and starts from the first page', async () => {
    const page = await listCommunitySets({ limit: 2, cursor: 'not-a-cursor' });
    expect(page.sets.map((s) => s.id)).toEqual([publicIds[6], publicIds[5]]);
  });
});
