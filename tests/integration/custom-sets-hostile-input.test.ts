// Property-based: random and hostile input thrown at every write of custom sets, through the server actions
// (their pipeline parses every argument) and straight at the data layer's ownership checks. Always a clear
// validation result or a correct save — never an exception (a 500 for the user) — and what is saved is exactly
// what the schema accepted. Only "who is signed in" and the cache tags are replaced: both need a request.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  deleteSetAction,
  duplicateSetAction,
  saveSetAction,
  setVisibilityAction,
  type SetActionResult,
} from '@/features/custom-sets/server/actions';
import { deleteSet, duplicateSet, setVisibility } from '@/features/custom-sets/server/mutations';
import { getOwnedSet } from '@/features/custom-sets/server/queries';
import { cleanText, setInputSchema, type SetInput } from '@/features/custom-sets/schemas';
import { db } from '../../lib/db/client';
import { hostileString, hostileValue } from '../support/hostile-input';
import { uniqueEmail } from './helpers';

const session = vi.hoisted(() => ({ userId: '' }));
vi.mock('@/lib/auth/session', () => ({
  requireUserAction: async () => ({
    ok: true,
    user: {
      id: session.userId,
      email: 'fuzz@example.test',
      name: null,
      image: null,
      emailVerified: true,
      hasPassword: true,
    },
  }),
}));
vi.mock('next/cache', () => ({ updateTag: () => {}, refresh: () => {} }));

/** Hostile values where the actions expect typed arguments: what a broken or hostile client sends. */
const asSetInput = (value: unknown) => value as SetInput;

let ownerId: string;
let otherId: string;
let existingId: string;

beforeAll(async () => {
  ownerId = (await db.user.create({ data: { email: uniqueEmail('fuzz-owner') } })).id;
  otherId = (await db.user.create({ data: { email: uniqueEmail('fuzz-other') } })).id;
  session.userId = ownerId;
  const created = await saveSetAction(asSetInput(validInput(2)), null);
  if (!created.ok) throw new Error('fixture');
  existingId = created.id;
});
afterAll(async () => {
  await db.$disconnect();
});

function validInput(cards: number) {
  return {
    name: 'Fuzz',
    description: '',
    customLevel: '',
    wordLanguage: 'ja',
    meaningLanguage: 'en',
    jlptLevel: '',
    visibility: 'onlyMe',
    cards: Array.from({ length: cards }, (_, i) => ({ word: `語${i}`, pronunciation: '', meaning: `m${i}`, note: '' })),
  };
}

/** Hostile text that still fills a required field (so that many generated sets pass validation). */
const filled = hostileString(60).filter((text) => text.trim().length > 0);

const hostileCard = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      {
        word: filled,
        pronunciation: hostileString(60),
        meaning: filled,
        note: hostileString(60),
        id: fc.string({ maxLength: 12 }),
      },
      { requiredKeys: ['word', 'pronunciation', 'meaning', 'note'] },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        word: hostileString(),
        pronunciation: hostileString(),
        meaning: hostileString(),
        note: hostileValue,
        id: hostileValue,
      },
      { requiredKeys: [] },
    ),
  },
);

const enumOrHostile = <T extends string>(...values: T[]) =>
  fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: hostileValue });

/** Mostly well-shaped sets with hostile text (so many of them pass validation and are saved), some garbage. */
const hostileSetInput = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      name: fc.oneof({ weight: 5, arbitrary: filled }, { weight: 1, arbitrary: hostileString() }),
      description: hostileString(),
      customLevel: fc.oneof({ weight: 4, arbitrary: hostileString(10) }, { weight: 1, arbitrary: hostileString(14) }),
      wordLanguage: enumOrHostile('ja', 'zh', 'en', 'vi'),
      meaningLanguage: enumOrHostile('ja', 'zh', 'en', 'vi'),
      jlptLevel: enumOrHostile('', '1', '5'),
      visibility: enumOrHostile('onlyMe', 'everyone'),
      cards: fc.oneof(
        { weight: 6, arbitrary: fc.array(hostileCard, { minLength: 2, maxLength: 5 }) },
        { weight: 1, arbitrary: fc.array(hostileCard, { maxLength: 1 }) },
        { weight: 1, arbitrary: fc.array(hostileCard, { minLength: 100, maxLength: 101 }) },
        { weight: 1, arbitrary: hostileValue },
      ),
    }),
  },
  { weight: 1, arbitrary: hostileValue },
);

/**
 * A set the schema must accept, whatever its text: every field within its limit and still filled once cleaned.
 * Its own branch so that every run reaches the database many times (a threshold on how many random sets
 * happened to be valid failed about one run in twenty).
 */
// hostileString's fragments can run past its maxLength; cut them (a cut surrogate pair is hostile too).
const within = (maxLength: number) => hostileString(maxLength).map((text) => text.slice(0, maxLength));
const fillsAfterCleaning = (maxLength: number) => within(maxLength).filter((text) => cleanText(text).trim().length > 0);
const wellFormedSetInput = fc.record({
  name: fillsAfterCleaning(60),
  description: within(255),
  customLevel: within(10),
  wordLanguage: fc.constantFrom('ja', 'zh', 'en', 'vi'),
  meaningLanguage: fc.constantFrom('ja', 'zh', 'en', 'vi'),
  jlptLevel: fc.constantFrom('', '1', '2', '3', '4', '5'),
  visibility: fc.constantFrom('onlyMe', 'everyone'),
  cards: fc.array(
    fc.record({
      word: fillsAfterCleaning(60),
      pronunciation: within(60),
      meaning: fillsAfterCleaning(60),
      note: within(60),
    }),
    { minLength: 2, maxLength: 5 },
  ),
});

type Result = SetActionResult<{ id: string; version: number }>;

async function expectSavedExactly(result: { ok: true }, input: unknown, id: string) {
  const expected = setInputSchema.parse(input);
  const saved = await getOwnedSet(id, ownerId);
  expect(saved, 'a confirmed save is readable').not.toBeNull();
  expect(saved!.name).toBe(expected.name);
  expect(saved!.description).toBe(expected.description);
  expect(saved!.cards.map((c) => [c.word, c.pronunciation, c.meaning, c.note])).toEqual(
    expected.cards.map((c) => [c.word, c.pronunciation, c.meaning, c.note]),
  );
  void result;
}

const VALIDATION_KEYS = ['required', 'maxLength', 'maxLevelLength', 'minCards', 'maxCards', 'invalid'];

/** A rejection the form can show: every field error is one of the translated validation messages. */
function expectClearRejection(result: Result) {
  expect(result.ok).toBe(false);
  if (!result.ok && result.error === 'invalid') {
    expect(Object.keys(result.fieldErrors).length).toBeGreaterThan(0);
    for (const key of Object.values(result.fieldErrors)) expect(VALIDATION_KEYS).toContain(key);
  }
}

describe('custom-set writes under hostile input', () => {
  it('saving a new set answers every input with a validation result or an exact save', async () => {
    let saved = 0;
    const anyInput = fc.oneof(
      wellFormedSetInput.map((input) => ({ input, mustSave: true })),
      hostileSetInput.map((input) => ({ input, mustSave: false })),
    );
    await fc.assert(
      fc.asyncProperty(anyInput, async ({ input, mustSave }) => {
        const result = await saveSetAction(asSetInput(input), null);
        if (mustSave) expect(result, 'a well-formed set is saved').toMatchObject({ ok: true });
        if (result.ok) {
          saved++;
          await expectSavedExactly(result, input, result.id);
        } else expectClearRejection(result);
      }),
      { numRuns: 150 },
    );
    // The property must reach the database, not only the validator (about half the runs are well-formed).
    expect(saved).toBeGreaterThan(40);
  });

  it('saving over a set does the same, and hostile ids or versions change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(hostileSetInput, hostileValue, hostileValue, async (input, id, version) => {
        const hostileTarget = await saveSetAction(asSetInput(input), { id, version } as never);
        expect(hostileTarget.ok).toBe(false);
        const current = await db.flashCardSet.findUniqueOrThrow({ where: { id: existingId } });
        const result = await saveSetAction(asSetInput(input), { id: existingId, version: current.version });
        if (result.ok) await expectSavedExactly(result, input, existingId);
        else expectClearRejection(result);
      }),
      { numRuns: 100 },
    );
  });

  it('delete, duplicate and visibility with hostile ids or values never throw and never touch the set of another user', async () => {
    session.userId = otherId;
    await fc.assert(
      fc.asyncProperty(hostileValue, hostileValue, async (id, visibility) => {
        expect((await deleteSetAction(id as string)).ok).toBe(false);
        expect((await duplicateSetAction(id as string)).ok).toBe(false);
        expect((await setVisibilityAction(id as string, visibility as 'onlyMe')).ok).toBe(false);
        expect((await deleteSet(otherId, id as string)).ok).toBe(false);
        expect((await duplicateSet(otherId, id as string, async () => (name) => name)).ok).toBe(false);
        expect((await setVisibility(otherId, id as string, visibility as 'onlyMe')).ok).toBe(false);
        expect((await setVisibility(ownerId, existingId, visibility as 'onlyMe')).ok).toBe(
          visibility === 'onlyMe' || visibility === 'everyone',
        );
      }),
      { numRuns: 100 },
    );
    expect(await deleteSetAction(existingId)).toEqual({ ok: false, error: 'notFound' });
    expect((await deleteSet(otherId, existingId)).ok).toBe(false);
    expect(await getOwnedSet(existingId, ownerId)).not.toBeNull();
    session.userId = ownerId;
  });
});

describe('custom-set writes with the nastiest characters', () => {
  it('saves markup, SQL, bidi marks and emoji as plain text, and drops what PostgreSQL cannot store', async () => {
    const nasty = {
      ...validInput(2),
      name: '<script>alert(1)</script> \u202eRTL 👨‍👩‍👧',
      description: '\'; DROP TABLE "FlashCardSet"; -- \u0000 nul',
      cards: [
        { word: '犬\u0000', pronunciation: 'いぬ\ud800', meaning: '<img src=x onerror=alert(1)>', note: '\u0007bell' },
        { word: '猫', pronunciation: '', meaning: 'cat', note: '' },
      ],
    };
    const result = await saveSetAction(asSetInput(nasty), null);
    expect(result.ok).toBe(true);
    const saved = await getOwnedSet((result as { id: string }).id, ownerId);
    expect(saved!.name).toBe('<script>alert(1)</script> \u202eRTL 👨‍👩‍👧');
    expect(saved!.description).toBe('\'; DROP TABLE "FlashCardSet"; --  nul');
    expect(saved!.cards[0]).toMatchObject({
      word: '犬',
      pronunciation: 'いぬ\ufffd',
      meaning: '<img src=x onerror=alert(1)>',
      note: 'bell',
    });
  });
});
