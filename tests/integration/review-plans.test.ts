// The review screen's and the progress page's reads must stay one index range each, whatever the table's size:
// the statements the code really sends (captured from Prisma) are explained on a table of many learners, and
// each must read the index meant for it without touching the table (an index-only scan), or, for the year of
// day rows, the day table's primary key. Dropping an index or writing a query that defeats it fails here; the
// timings at a million rows are the bench's (scripts/bench/review-queries.ts).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { scansOf, type CapturedQuery } from './query-plans';

const captured = vi.hoisted(() => ({ queries: [] as CapturedQuery[] }));

vi.mock('@/lib/db/client', async () => (await import('./query-plans')).capturingDbModule(captured.queries));

const { db } = await import('../../lib/db/client');
const { dueSummary, reviewQueue } = await import('@/features/review/server/queries');
const { dayRows, dueForecast, levelRows } = await import('@/features/progress/server/progress-queries');

const PREFIX = 'plan-test-';
const LEARNER = `${PREFIX}heavy`;
const OTHERS = 40;

afterAll(async () => {
  await db.$executeRawUnsafe(`DELETE FROM "User" WHERE "id" LIKE '${PREFIX}%'`);
  await db.$disconnect();
});

beforeAll(async () => {
  await db.$executeRawUnsafe(`DELETE FROM "User" WHERE "id" LIKE '${PREFIX}%'`);
  await db.$executeRawUnsafe(`
    INSERT INTO "User" ("id", "email", "updatedAt")
    SELECT '${PREFIX}' || i, '${PREFIX}' || i || '@example.test', now() FROM generate_series(1, ${OTHERS}) i
    UNION ALL SELECT '${LEARNER}', '${LEARNER}@example.test', now()`);
  // Like the bench's: built-in words and kanji with a level, then custom cards; a fifth new, the rest due from a
  // month ago to a year ahead.
  const cards = (user: string, count: number, builtin: number) => `
    INSERT INTO "ReviewCard" ("userId", "kind", "cardKey", "deckKey", "level", "isNew", "due", "scheduledDays",
      "state", "lastReview")
    SELECT ${user}, (CASE WHEN i <= ${builtin} THEN (CASE WHEN i % 4 = 0 THEN 'kanji' ELSE 'vocabulary' END)
                          ELSE 'custom' END)::"ReviewKind",
      'card-' || i, 'deck-' || (i / 30), CASE WHEN i <= ${builtin} THEN 1 + i % 5 END, i % 5 = 0,
      CASE WHEN i % 5 = 0 THEN now() - interval '40 days' + i * interval '1 millisecond'
           ELSE now() - interval '30 days' + ((i * 7919) % 395) * interval '1 day' END,
      CASE WHEN i % 5 = 0 THEN 0 ELSE (i * 13) % 120 END,
      CASE WHEN i % 5 = 0 THEN 0 WHEN i % 11 = 0 THEN 1 ELSE 2 END,
      CASE WHEN i % 5 = 0 THEN NULL ELSE now() - interval '1 day' END
    FROM generate_series(1, ${count}) i`;
  await db.$executeRawUnsafe(cards(`'${LEARNER}'`, 6_000, 2_000));
  await db.$executeRawUnsafe(`
    INSERT INTO "ReviewCard" ("userId", "kind", "cardKey", "deckKey", "level", "isNew", "due", "scheduledDays",
      "state", "lastReview")
    SELECT u."id", c."kind", c."cardKey", c."deckKey", c."level", c."isNew", c."due", c."scheduledDays", c."state",
      c."lastReview"
    FROM "User" u, "ReviewCard" c
    WHERE u."id" LIKE '${PREFIX}%' AND u."id" <> '${LEARNER}' AND c."userId" = '${LEARNER}' AND c."cardKey" < 'card-4'`);
  await db.$executeRawUnsafe(`
    INSERT INTO "ReviewDay" ("userId", "day", "reviews", "newCards", "recalls", "recalled")
    SELECT u."id", current_date - d, 50, 10, 40, 36
    FROM "User" u, generate_series(0, 400) d WHERE u."id" LIKE '${PREFIX}%'`);
  // The visibility map (which lets an index-only scan skip the table) and fresh statistics, as autovacuum keeps
  // them on a live database.
  await db.$executeRawUnsafe(`VACUUM ANALYZE "ReviewCard"`);
  await db.$executeRawUnsafe(`VACUUM ANALYZE "ReviewDay"`);
}, 120_000);

/** The reads of the review tables that `run` sends, each with the scans of its plan. */
async function plansOf(run: () => Promise<unknown>): Promise<{ query: string; scans: string[] }[]> {
  captured.queries.length = 0;
  await run();
  const reads = captured.queries.filter(
    ({ query }) => /^\s*SELECT/i.test(query) && /"Review(Card|Day)"/.test(query) && !/EXPLAIN/.test(query),
  );
  const plans = [];
  for (const read of reads) plans.push({ query: read.query, scans: await scansOf(db, read, /^Review(Card|Day)/) });
  return plans;
}

const NOW = Date.now();

/** The existence probe: a read that neither filters on `isNew` nor counts. */
const isProbe = (plan: { query: string }) => !/"isNew"/.test(plan.query) && !/COUNT\(/i.test(plan.query);

describe('the plans of the review reads', () => {
  it('counts due and new cards (the header) from the queue index alone', async () => {
    const plans = await plansOf(() => dueSummary(LEARNER, NOW));
    const cards = plans.filter((plan) => /"ReviewCard"/.test(plan.query));
    // The due count, the new cards up to today's limit, and whether the learner studies anything.
    expect(cards).toHaveLength(3);
    const [probes, counts] = [cards.filter(isProbe), cards.filter((plan) => !isProbe(plan))];
    expect(counts).toHaveLength(2);
    for (const plan of counts) expect(plan.scans).toEqual(['Index Only Scan ReviewCard_queue_idx']);
    // "Studies anything" stops at the first row of the learner: both the queue index and the primary key lead
    // with the learner, so the planner may take either, as long as it never visits the table.
    expect(probes).toHaveLength(1);
    expect(probes[0].scans).toEqual([expect.stringMatching(/^Index Only Scan ReviewCard_(queue_idx|pkey)$/)]);
  });

  it('lists the most overdue cards and the next new ones from the queue index alone', async () => {
    const plans = await plansOf(() => reviewQueue(LEARNER, NOW, 'en'));
    const lists = plans.filter((plan) => /ORDER BY/i.test(plan.query) && /"isNew"/.test(plan.query));
    // The due list, then the new cards (the learner has both).
    expect(lists).toHaveLength(2);
    for (const plan of lists) expect(plan.scans).toEqual(['Index Only Scan ReviewCard_queue_idx']);
    // Nothing on the review screen reads the whole table.
    for (const plan of plans) expect(plan.scans.join()).not.toMatch(/Seq Scan/);
  });

  it('counts words and kanji per level from the progress index alone', async () => {
    const plans = await plansOf(() => levelRows(LEARNER));
    expect(plans.map((plan) => plan.scans)).toEqual([['Index Only Scan ReviewCard_progress_idx']]);
  });

  it("sorts the next 14 days' cards into days from the queue index alone", async () => {
    const plans = await plansOf(() => dueForecast(LEARNER, NOW, 'Asia/Ho_Chi_Minh'));
    expect(plans.map((plan) => plan.scans)).toEqual([['Index Only Scan ReviewCard_queue_idx']]);
  });

  it("reads a year of the learner's days by the day table's primary key", async () => {
    const plans = await plansOf(() => dayRows(LEARNER, new Date(NOW - 372 * 86_400_000).toISOString().slice(0, 10)));
    // At most 366 rows: a plain or a bitmap scan of the key, as the statistics say, never the whole table.
    expect(plans).toHaveLength(1);
    expect(plans[0].scans).toContainEqual(expect.stringMatching(/^(Bitmap )?Index Scan ReviewDay_pkey$/));
    expect(plans[0].scans.join()).not.toMatch(/Seq Scan/);
  });

  it('gives the numbers the pages show (the plans are of the real reads)', async () => {
    const summary = await dueSummary(LEARNER, NOW);
    const due = await db.reviewCard.count({ where: { userId: LEARNER, isNew: false, due: { lte: new Date(NOW) } } });
    expect(summary.due).toBe(due);
    expect(due).toBeGreaterThan(0);
    const levels = await levelRows(LEARNER);
    expect(levels.reduce((sum, row) => sum + row.learning + row.known, 0)).toBe(1_600);
    const forecast = await dueForecast(LEARNER, NOW, 'UTC');
    expect(forecast[0]).toBeGreaterThanOrEqual(due);
  });
});
