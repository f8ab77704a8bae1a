// The schema through the app's own Prisma client (lib/db/client.ts) and the real database.
import { afterAll, describe, expect, it } from 'vitest';

import { db } from '../../lib/db/client';
import { Prisma } from '../../lib/generated/prisma/client';
import { uniqueEmail } from './helpers';

afterAll(async () => {
  await db.$disconnect(); // frees the embedded database's only connection for the next file
});

function cards(count: number) {
  return Array.from({ length: count }, (_, position) => ({
    position,
    word: `単語${position}`,
    pronunciation: `たんご${position}`,
    meaning: `word ${position}`,
  }));
}

describe('the database schema', () => {
  it('stores a user with defaults, a set with its cards and a test result', async () => {
    const user = await db.user.create({ data: { email: uniqueEmail('create'), passwordHash: 'argon2id$…' } });
    expect(user).toMatchObject({ plan: 1, sessionVersion: 0, emailVerified: null });

    const set = await db.flashCardSet.create({
      data: {
        ownerId: user.id,
        name: 'JLPT N5 verbs',
        wordLanguage: 'ja',
        meaningLanguage: 'en',
        jlptLevel: 5,
        cards: { create: cards(3) },
      },
      include: { cards: { orderBy: { position: 'asc' } } },
    });
    expect(set).toMatchObject({ visibility: 'onlyMe', description: '', customLevel: '' });
    expect(set.cards.map((card) => card.word)).toEqual(['単語0', '単語1', '単語2']);
    expect(set.cards[0]).toMatchObject({ note: '', setId: set.id });

    const result = await db.testResult.create({
      data: {
        userId: user.id,
        testKind: 'multipleChoice',
        source: 'custom',
        setKey: set.id,
        correct: 2,
        answered: 3,
        total: 3,
      },
    });
    expect(result.unitKey).toBe('');

    await db.studyProgress.upsert({
      where: {
        userId_source_setKey_unitKey_itemId: {
          userId: user.id,
          source: 'kanji',
          setKey: 'n5',
          unitKey: '1',
          itemId: '日',
        },
      },
      create: { userId: user.id, source: 'kanji', setKey: 'n5', unitKey: '1', itemId: '日', known: true },
      update: { known: true },
    });
    expect(await db.studyProgress.count({ where: { userId: user.id } })).toBe(1);
  });

  it('keeps emails unique', async () => {
    const email = uniqueEmail('unique');
    await db.user.create({ data: { email } });
    const duplicate = db.user.create({ data: { email } });
    await expect(duplicate).rejects.toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
    await expect(duplicate).rejects.toMatchObject({ code: 'P2002' });
  });

  it('keeps one card per position in a set', async () => {
    const user = await db.user.create({ data: { email: uniqueEmail('position') } });
    const create = db.flashCardSet.create({
      data: {
        ownerId: user.id,
        name: 'clash',
        wordLanguage: 'ja',
        meaningLanguage: 'vi',
        cards: { create: [...cards(1), ...cards(1)] },
      },
    });
    await expect(create).rejects.toMatchObject({ code: 'P2002' });
  });

  it('deletes a user together with their sets, cards, results, tokens and progress', async () => {
    const user = await db.user.create({
      data: {
        email: uniqueEmail('cascade'),
        flashCardSets: {
          create: { name: 'to delete', wordLanguage: 'ja', meaningLanguage: 'en', cards: { create: cards(2) } },
        },
        testResults: {
          create: {
            testKind: 'written',
            source: 'vocabulary',
            setKey: 'n4',
            unitKey: '2',
            correct: 1,
            answered: 1,
            total: 1,
          },
        },
        authTokens: {
          create: {
            tokenHash: 'a'.repeat(64),
            email: 'owner@example.test',
            kind: 'resetPassword',
            expiresAt: new Date(Date.now() + 3_600_000),
          },
        },
        studyProgress: { create: { source: 'vocabulary', setKey: 'n4', unitKey: '2', itemId: 'x', known: false } },
      },
      include: { flashCardSets: true },
    });
    const setId = user.flashCardSets[0].id;

    await db.user.delete({ where: { id: user.id } });

    expect(await db.flashCardSet.count({ where: { ownerId: user.id } })).toBe(0);
    expect(await db.flashCard.count({ where: { setId } })).toBe(0);
    expect(await db.testResult.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.authToken.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.studyProgress.count({ where: { userId: user.id } })).toBe(0);
  });

  it('runs interactive transactions (one connection is enough)', async () => {
    const email = uniqueEmail('tx');
    await db.$transaction(async (tx) => {
      const user = await tx.user.create({ data: { email } });
      await tx.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    });
    expect(await db.user.findUnique({ where: { email }, select: { sessionVersion: true } })).toEqual({
      sessionVersion: 1,
    });
  });

  it('rejects text longer than the limits', async () => {
    const user = await db.user.create({ data: { email: uniqueEmail('limits') } });
    const tooLong = db.flashCardSet.create({
      data: { ownerId: user.id, name: 'n', customLevel: 'x'.repeat(11), wordLanguage: 'ja', meaningLanguage: 'en' },
    });
    await expect(tooLong).rejects.toMatchObject({ code: 'P2000' });
  });
});
