// A content change that moves a kanji to another level or unit (暑 was N1 and is N4 by the level rules) keeps
// what learners stored about it: the migration moves review levels and study marks (a guest's reviews merged
// later: review-schedule.test.ts).
import { afterAll, describe, expect, it } from 'vitest';

import { getSetItems, getUnit } from '@/features/content';
import { db } from '../../lib/db/client';
import { applyMigration, learner, migrationSql } from './content-migrations';

afterAll(async () => {
  await db.$disconnect();
});

const sql = migrationSql('kanji_moved_by_level_rules');

/** Where the migration says 暑 was before the level rules: its N1 unit. */
const [, fromSet, fromUnit, toSet, toUnit] = /\('kanji', '暑', '(n\d)', '(\d+)', '(n\d)', '(\d+)'\)/.exec(sql)!;

describe('a kanji that moved keeps what learners stored about it', () => {
  it('is where the migration says: N4 now, an N1 unit before', () => {
    expect([fromSet, toSet]).toEqual(['n1', 'n4']);
    expect(getUnit('kanji', toSet, toUnit)!.items.map((item) => item.id)).toContain('暑');
    expect(getSetItems('kanji', 'n1')!.map((item) => item.id)).not.toContain('暑');
  });

  it('the migration moves its review level and its marks, and a mark already in the new unit wins', async () => {
    const userId = await learner('moved-kanji');
    const other = await learner('moved-kanji-other');
    const now = new Date();
    await db.reviewCard.create({
      data: { userId, kind: 'kanji', cardKey: '暑', deckKey: `${fromSet}/${fromUnit}`, level: 1, due: now },
    });
    await db.studyProgress.createMany({
      data: [
        { userId, source: 'kanji', setKey: fromSet, unitKey: fromUnit, itemId: '暑', known: true },
        // The other learner marked it in both places: the mark in its new unit is kept.
        { userId: other, source: 'kanji', setKey: fromSet, unitKey: fromUnit, itemId: '暑', known: true },
        { userId: other, source: 'kanji', setKey: toSet, unitKey: toUnit, itemId: '暑', known: false },
      ],
    });

    await applyMigration(sql);

    const card = await db.reviewCard.findUniqueOrThrow({
      where: { userId_kind_cardKey: { userId, kind: 'kanji', cardKey: '暑' } },
    });
    expect(card.level).toBe(4);
    expect(
      await db.studyProgress.findMany({ where: { userId }, select: { setKey: true, unitKey: true, known: true } }),
    ).toEqual([{ setKey: toSet, unitKey: toUnit, known: true }]);
    expect(
      await db.studyProgress.findMany({
        where: { userId: other },
        select: { setKey: true, unitKey: true, known: true },
      }),
    ).toEqual([{ setKey: toSet, unitKey: toUnit, known: false }]);
  });
});
