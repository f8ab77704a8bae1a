// The first week's greetings moved to N5 unit 1 (こんにちは was an N3 word): the migration moves what learners
// stored about them, their review level and their "know / still learning" marks, as it did for kanji.
import { afterAll, describe, expect, it } from 'vitest';

import { getSetItems, getUnit } from '@/features/content';
import { db } from '../../lib/db/client';
import { applyMigration, learner, migrationSql } from './content-migrations';

afterAll(async () => {
  await db.$disconnect();
});

const sql = migrationSql('vocabulary_first_week_n5');

/** Where the migration says こんにちは was: an N3 unit. */
const [, fromSet, fromUnit, toSet, toUnit] = /\('vocabulary', 'こんにちは', '(n\d)', '(\d+)', '(n\d)', '(\d+)'\)/.exec(
  sql,
)!;

describe('a greeting moved to the first week keeps what learners stored about it', () => {
  it('is where the migration says: N5 unit 1 now, an N3 unit before', () => {
    expect([fromSet, toSet, toUnit]).toEqual(['n3', 'n5', '1']);
    expect(getUnit('vocabulary', toSet, toUnit)!.items.map((item) => item.id)).toContain('こんにちは');
    expect(getSetItems('vocabulary', 'n3')!.map((item) => item.id)).not.toContain('こんにちは');
  });

  it('the migration moves its review level and its marks, and a mark already in the new unit wins', async () => {
    const userId = await learner('moved-word');
    const other = await learner('moved-word-other');
    await db.reviewCard.create({
      data: {
        userId,
        kind: 'vocabulary',
        cardKey: 'こんにちは',
        deckKey: `${fromSet}/${fromUnit}`,
        level: 3,
        due: new Date(),
      },
    });
    await db.studyProgress.createMany({
      data: [
        { userId, source: 'vocabulary', setKey: fromSet, unitKey: fromUnit, itemId: 'こんにちは', known: true },
        { userId: other, source: 'vocabulary', setKey: fromSet, unitKey: fromUnit, itemId: 'こんにちは', known: true },
        { userId: other, source: 'vocabulary', setKey: toSet, unitKey: toUnit, itemId: 'こんにちは', known: false },
      ],
    });

    await applyMigration(sql);

    const card = await db.reviewCard.findUniqueOrThrow({
      where: { userId_kind_cardKey: { userId, kind: 'vocabulary', cardKey: 'こんにちは' } },
    });
    expect(card.level).toBe(5);
    expect(card.deckKey).toBe(`${fromSet}/${fromUnit}`);
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

const mergeSql = migrationSql('vocabulary_kana_and_one_card_per_word');
/** Where the migration says 知合い was, and the card it merged into (知り合い, with its standard okurigana). */
const [, oldSet, oldUnit, keptSet, keptUnit] =
  /\('vocabulary', '知合い:しりあい', '(n\d)', '(\d+)', '知り合い:しりあい', '(n\d)', '(\d+)', \d\)/.exec(mergeSql)!;

describe('a card merged into another keeps what learners stored about it', () => {
  it('is one card now, accepting the other spelling', () => {
    const kept = getUnit('vocabulary', keptSet, keptUnit)!.items.find((item) => item.id === '知り合い:しりあい')!;
    expect(kept.altWritten).toContain('知合い');
    expect(getSetItems('vocabulary', oldSet)!.map((item) => item.id)).not.toContain('知合い:しりあい');
  });

  it('moves reviews, their history and marks to the card kept; the learner’s own card there wins', async () => {
    const userId = await learner('merged-word');
    const other = await learner('merged-word-other');
    const due = new Date();
    await db.reviewCard.createMany({
      data: [
        {
          userId,
          kind: 'vocabulary',
          cardKey: '知合い:しりあい',
          deckKey: `${oldSet}/${oldUnit}`,
          level: 3,
          due,
          reps: 4,
        },
        {
          userId: other,
          kind: 'vocabulary',
          cardKey: '知合い:しりあい',
          deckKey: `${oldSet}/${oldUnit}`,
          level: 3,
          due,
          reps: 4,
        },
        {
          userId: other,
          kind: 'vocabulary',
          cardKey: '知り合い:しりあい',
          deckKey: `${keptSet}/${keptUnit}`,
          level: 3,
          due,
          reps: 1,
        },
      ],
    });
    await db.reviewLog.create({
      data: {
        userId,
        kind: 'vocabulary',
        cardKey: '知合い:しりあい',
        idempotencyKey: `merged-${userId}`,
        rating: 3,
        stateBefore: 0,
        reviewedAt: due,
        elapsedDays: 0,
        scheduledDays: 1,
      },
    });
    await db.studyProgress.create({
      data: { userId, source: 'vocabulary', setKey: oldSet, unitKey: oldUnit, itemId: '知合い:しりあい', known: true },
    });

    await applyMigration(mergeSql);

    const cards = await db.reviewCard.findMany({ where: { userId }, select: { cardKey: true, reps: true } });
    expect(cards).toEqual([{ cardKey: '知り合い:しりあい', reps: 4 }]);
    expect(
      (await db.reviewLog.findMany({ where: { userId }, select: { cardKey: true } })).map((l) => l.cardKey),
    ).toEqual(['知り合い:しりあい']);
    expect(await db.reviewCard.findMany({ where: { userId: other }, select: { cardKey: true, reps: true } })).toEqual([
      { cardKey: '知り合い:しりあい', reps: 1 },
    ]);
    expect(
      await db.studyProgress.findMany({ where: { userId }, select: { setKey: true, unitKey: true, itemId: true } }),
    ).toEqual([{ setKey: keptSet, unitKey: keptUnit, itemId: '知り合い:しりあい' }]);
  });
});
