// Property-based: hostile values where the database is reached through a query string, a page cursor or an
// action's keys. Each gets a clear answer — the first page, a validation failure, 'notFound' — and never a
// database error (which the user sees as a 500 or "Something went wrong"). Only "who is signed in" and the cache
// tags are replaced: both need a request.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  deleteSetAction,
  duplicateSetAction,
  saveSetAction,
  setVisibilityAction,
} from '@/features/custom-sets/server/actions';
import { parseCommunityQuery } from '@/features/custom-sets/community-filters';
import { listCommunitySets } from '@/features/custom-sets/server/community-queries';
import { listMySets } from '@/features/custom-sets/server/queries';
import type { SetInput } from '@/features/custom-sets/schemas';
import { db } from '../../lib/db/client';
import { saveTestResult } from '@/features/exam/server/actions';
import { hostileString, hostileValue } from '../support/hostile-input';
import { uniqueEmail } from './helpers';

const session = vi.hoisted(() => ({ userId: '' }));
vi.mock('@/lib/auth/session', () => ({
  requireUserAction: async () => ({
    ok: true,
    user: {
      id: session.userId,
      email: 'q@example.test',
      name: null,
      image: null,
      emailVerified: true,
      hasPassword: true,
    },
  }),
}));
vi.mock('next/cache', () => ({ updateTag: () => {}, refresh: () => {} }));

beforeAll(async () => {
  session.userId = (await db.user.create({ data: { email: uniqueEmail('hostile-queries') } })).id;
});
afterAll(async () => {
  await db.$disconnect();
});

/** Numbers that have broken integer and timestamp columns: int4's edges, floats, huge, negative, not finite. */
const edgeNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e300, -1e300, 0.5, Number.MAX_VALUE),
  fc.integer(),
  fc.double(),
);
const edgeString = fc.oneof(
  fc.constantFrom('1', '0', '-1', '1e300', '2147483648', 'NaN', 'Infinity', '\u0000', 'a\u0000b', '2026-13-45'),
  fc.constantFrom('2026-01-01T00:00:00.000Z', '+275760-09-13T00:00:00.000Z', '1970-01-01', 'Sat, 01 Jan 2000'),
  hostileString(40),
);
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value) ?? 'null').toString('base64url');
/** Cursors as an attacker crafts them: the right shape with wrong values, and garbage. */
const craftedCursor = fc.oneof(
  fc
    .record({
      s: fc.constantFrom('newest', 'mostCards', 'x'),
      k: fc.oneof(edgeNumber, edgeString, hostileValue),
      id: fc.oneof(fc.constantFrom('abcdefghijkl', 'a\u0000b', ''), hostileValue),
    })
    .map(cursorOf),
  hostileValue.map(cursorOf),
  hostileString(60),
);

describe('the community search under hostile query strings and cursors', () => {
  it('answers every one with a page of results', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          q: fc.oneof(edgeString, hostileString()),
          level: fc.oneof(edgeString, edgeNumber.map(String)),
          sort: fc.constantFrom('newest', 'mostCards', '', '\u0000'),
          cursor: craftedCursor,
        }),
        async (params) => {
          const query = parseCommunityQuery(new URLSearchParams(params));
          const raw = { ...query, cursor: params.cursor, q: params.q };
          for (const filters of [query, raw]) {
            const page = await listCommunitySets(filters);
            expect(Array.isArray(page.sets)).toBe(true);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('starts from the first page for the cursors that used to reach PostgreSQL', async () => {
    for (const [s, k, id] of [
      ['newest', '1', 'abcdefghijkl'],
      ['mostCards', 2 ** 31, 'abcdefghijkl'],
      ['mostCards', 1e300, 'abcdefghijkl'],
      ['newest', '2026-01-01T00:00:00.000Z', 'a\u0000b'],
    ] as const) {
      const first = await listCommunitySets({ sort: s as 'newest' | 'mostCards' });
      expect(await listCommunitySets({ sort: s as 'newest' | 'mostCards', cursor: cursorOf({ s, k, id }) })).toEqual(
        first,
      );
    }
    await expect(listCommunitySets({ q: '\u0000' })).resolves.toMatchObject({ sets: expect.any(Array) });
  });
});

describe('"my sets" under hostile query strings and cursors', () => {
  it('answers every one with a page of the owner’s sets', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(edgeString, hostileString()),
        fc.constantFrom('updated', 'newest', 'name', 'mostCards'),
        fc.oneof(
          craftedCursor,
          fc
            .record({ s: fc.constantFrom('updated', 'name'), k: fc.oneof(edgeString, hostileValue), id: edgeString })
            .map(cursorOf),
        ),
        async (q, sort, cursor) => {
          const page = await listMySets(session.userId, { q, sort, cursor });
          expect(Array.isArray(page.sets)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('actions under hostile keys and ids', () => {
  const notAnError = (result: { ok: boolean; error?: string }) => expect(result.error).not.toBe('unknown');

  it('saveTestResult refuses keys the database could not take, as a validation failure', async () => {
    const result = {
      testKind: 'written',
      source: 'custom',
      setKey: 'a\u0000b',
      unitKey: '',
      correct: 1,
      answered: 1,
      total: 1,
      durationMs: 1,
    };
    expect(await saveTestResult(result as never)).toMatchObject({ ok: false, error: 'invalid' });
    await fc.assert(
      fc.asyncProperty(hostileString(80), hostileString(80), async (setKey, unitKey) => {
        for (const source of ['kanji', 'custom']) {
          const answer = await saveTestResult({ ...result, source, setKey, unitKey } as never);
          expect(answer.ok).toBe(false);
          notAnError(answer);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('the set actions answer ids of any type or content without a database error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileValue, edgeString, fc.constant({ id: 'abcdefghijkl' })), async (id) => {
        for (const answer of [
          await deleteSetAction(id as string),
          await duplicateSetAction(id as string),
          await setVisibilityAction(id as string, 'everyone'),
        ]) {
          expect(answer.ok).toBe(false);
          notAnError(answer);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('a save naming one card id twice is a validation failure', async () => {
    const card = { id: 'c1', word: '語', pronunciation: '', meaning: 'word', note: '' };
    const input = {
      name: 'Twice',
      description: '',
      customLevel: '',
      wordLanguage: 'ja',
      meaningLanguage: 'en',
      jlptLevel: '',
      visibility: 'onlyMe',
      cards: [card, { ...card, word: '言' }],
    } as SetInput;
    const created = await saveSetAction({ ...input, cards: input.cards.map(({ id: _, ...rest }) => rest) }, null);
    expect(created.ok).toBe(true);
    const answer = await saveSetAction(input, { id: (created as { id: string }).id, version: 0 });
    expect(answer).toMatchObject({ ok: false, error: 'invalid' });
  });
});
