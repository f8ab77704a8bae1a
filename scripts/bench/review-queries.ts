/**
 * The review schedule's reads at scale: one learner with 100,000 review cards in a table of 1,000,000, each read
 * timed at one connection (p50 / p99 of `SAMPLES` runs) with its plan, which must be an index-only scan.
 * The SQL is what features/review/server/queries.ts and progress-queries.ts send (Prisma writes the same statements);
 * tests/integration/review-plans.test.ts checks the plans of the statements the code really sends.
 *
 * Seeded once into the bench database (the rows are kept, like the community fixture): 900 learners with 1,000
 * cards each and the heavy learner with 100,000 (10,000 built-in words and kanji, 90,000 custom cards; a fifth
 * still new, the rest due from a month ago to a year ahead), a year of day rows for everyone, then VACUUM ANALYZE so the
 * visibility map lets the index-only scans skip the table (autovacuum does the same on a live database).
 */
import os from 'node:os';

import pg from 'pg';

const HEAVY = 'bench-review-heavy';
const HEAVY_CARDS = 100_000;
const OTHERS = 900;
const OTHER_CARDS = 1_000;
const SAMPLES = 300;

export interface QueryFigure {
  name: string;
  p50: number;
  p99: number;
  /** The database's own time for one run (EXPLAIN ANALYZE), without the client and the machine's queue. */
  serverMs: number;
  plan: string;
  /** The plan is the one wanted: an index-only scan (a primary-key index scan for the day rows). */
  indexOnly: boolean;
}

async function seed(client: pg.Client): Promise<void> {
  const { rows } = await client.query(
    `SELECT count(*) FILTER (WHERE "userId" = $1)::int AS heavy, count(*)::int AS total FROM "ReviewCard"`,
    [HEAVY],
  );
  if (rows[0].heavy === HEAVY_CARDS && rows[0].total >= HEAVY_CARDS + OTHERS * OTHER_CARDS) return;
  console.log('review queries: seeding 1,000,000 review cards (once)');
  await client.query(`DELETE FROM "User" WHERE "id" LIKE 'bench-review-%'`);
  await client.query(`
    INSERT INTO "User" ("id", "email", "updatedAt")
    SELECT 'bench-review-' || i, 'bench-review-' || i || '@example.test', now() FROM generate_series(1, ${OTHERS}) i
    UNION ALL SELECT '${HEAVY}', '${HEAVY}@example.test', now()`);
  // Cards: kind by position, due spread from 30 days ago to a year ahead, a fifth new.
  const cards = (user: string, count: number, builtin: number) => `
    INSERT INTO "ReviewCard" ("userId", "kind", "cardKey", "deckKey", "level", "isNew", "due", "stability",
      "difficulty", "scheduledDays", "reps", "state", "lastReview")
    SELECT ${user}, (CASE WHEN i <= ${builtin} THEN (CASE WHEN i % 4 = 0 THEN 'kanji' ELSE 'vocabulary' END)
                          ELSE 'custom' END)::"ReviewKind",
      'card-' || i, 'deck-' || (i / 30), CASE WHEN i <= ${builtin} THEN 1 + i % 5 END,
      i % 5 = 0,
      CASE WHEN i % 5 = 0 THEN now() - interval '40 days' + i * interval '1 millisecond'
           ELSE now() - interval '30 days' + ((i * 7919) % 395) * interval '1 day' + (i % 1440) * interval '1 minute' END,
      CASE WHEN i % 5 = 0 THEN 0 ELSE 1 + (i * 13) % 200 END, 5, CASE WHEN i % 5 = 0 THEN 0 ELSE (i * 13) % 120 END,
      CASE WHEN i % 5 = 0 THEN 0 ELSE 1 + i % 9 END, CASE WHEN i % 5 = 0 THEN 0 WHEN i % 11 = 0 THEN 1 ELSE 2 END,
      CASE WHEN i % 5 = 0 THEN NULL ELSE now() - interval '1 day' END
    FROM generate_series(1, ${count}) i`;
  await client.query(cards(`'${HEAVY}'`, HEAVY_CARDS, 10_000));
  await client.query(`
    DO $$ BEGIN
      FOR u IN 1..${OTHERS} LOOP
        ${cards(`'bench-review-' || u`, OTHER_CARDS, 300).replace(/\n/g, ' ')};
      END LOOP;
    END $$`);
  await client.query(`
    INSERT INTO "ReviewDay" ("userId", "day", "reviews", "newCards", "recalls", "recalled")
    SELECT u."id", current_date - d, 50 + d % 40, 10, 40, 36
    FROM "User" u, generate_series(0, 364) d WHERE u."id" LIKE 'bench-review-%'`);
  await client.query(`VACUUM ANALYZE "ReviewCard"`);
  await client.query(`VACUUM ANALYZE "ReviewDay"`);
}

const QUERIES: { name: string; sql: string; params: (now: Date) => unknown[]; byKey?: true }[] = [
  {
    name: 'due list (50 most overdue)',
    sql: `SELECT "kind", "cardKey" FROM "ReviewCard" WHERE "userId" = $1 AND "isNew" = false AND "due" <= $2
          AND "kind" <> 'conjugation' ORDER BY "due" ASC LIMIT 50`,
    params: (now) => [HEAVY, now],
  },
  {
    name: 'due count',
    sql: `SELECT count(*) FROM "ReviewCard" WHERE "userId" = $1 AND "isNew" = false AND "due" <= $2
          AND "kind" <> 'conjugation'`,
    params: (now) => [HEAVY, now],
  },
  {
    name: "new cards (today's 20)",
    sql: `SELECT "kind", "cardKey" FROM "ReviewCard" WHERE "userId" = $1 AND "isNew" = true
          AND "kind" <> 'conjugation' ORDER BY "due" ASC LIMIT 20`,
    params: () => [HEAVY],
  },
  {
    name: 'progress: levels',
    sql: `SELECT "kind"::text, "level",
            count(*) FILTER (WHERE "state" <> 0 AND NOT ("state" = 2 AND "scheduledDays" >= 21))::int,
            count(*) FILTER (WHERE "state" = 2 AND "scheduledDays" >= 21)::int
          FROM "ReviewCard" WHERE "userId" = $1 AND "kind" IN ('kanji', 'vocabulary') AND "level" IS NOT NULL
          GROUP BY "ReviewCard"."kind", "level"`,
    params: () => [HEAVY],
  },
  {
    name: 'progress: 14-day forecast',
    sql: `SELECT width_bucket("due", $2::timestamp[]), count(*)::int
          FROM "ReviewCard" WHERE "userId" = $1 AND "isNew" = false AND "kind" <> 'conjugation' AND "due" < $3
          GROUP BY 1`,
    params: (now) => {
      const days = Array.from({ length: 14 }, (_, i) => new Date(now.getTime() + (i + 1) * 86_400_000));
      return [HEAVY, days, days[13]];
    },
  },
  {
    name: 'progress: a year of days',
    sql: `SELECT "day", "reviews", "recalls", "recalled" FROM "ReviewDay" WHERE "userId" = $1 AND "day" >= $2`,
    params: (now) => [HEAVY, new Date(now.getTime() - 372 * 86_400_000)],
    // At most 366 rows read by primary key: an index scan is the plan, not an index-only one.
    byKey: true,
  },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

export async function measureReviewQueries(databaseUrl: string): Promise<{ figures: QueryFigure[]; rows: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await seed(client);
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM "ReviewCard"`);
    const figures: QueryFigure[] = [];
    for (const query of QUERIES) {
      const now = new Date();
      const explain = await client.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${query.sql}`, query.params(now));
      const plan = explain.rows.map((row) => String(row['QUERY PLAN']).trim());
      const scan = plan.find((line) => /Scan/.test(line)) ?? plan[0];
      const heap = plan.find((line) => line.startsWith('Heap Fetches'));
      const execution = plan.find((line) => line.startsWith('Execution Time'));
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const start = performance.now();
        await client.query(query.sql, query.params(new Date()));
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      figures.push({
        name: query.name,
        p50: percentile(times, 0.5),
        p99: percentile(times, 0.99),
        serverMs: Number(/([\d.]+) ms/.exec(execution ?? '')?.[1] ?? NaN),
        plan: [scan.replace(/\s+\(.*$/, ''), heap].filter(Boolean).join(', '),
        indexOnly: query.byKey ? /Index Scan/.test(scan) : /Index Only Scan/.test(scan),
      });
    }
    return { figures, rows: rows[0].n };
  } finally {
    await client.end();
  }
}

export const REVIEW_TARGET_MS = 30;

/** The section of bench/results.md. */
export function renderReviewQueries({ figures, rows }: { figures: QueryFigure[]; rows: number }): string {
  const lines = figures.map(
    (f) =>
      `| ${f.name} | ${f.p50.toFixed(2)} | ${f.p99.toFixed(2)} | ${f.serverMs.toFixed(2)} | ${f.p99 < REVIEW_TARGET_MS && f.indexOnly ? 'yes' : '**no**'} | ${f.plan} |`,
  );
  return `## Review schedule queries

One learner with ${HEAVY_CARDS.toLocaleString('en')} review cards, ${rows.toLocaleString('en')} in the table; each read ${SAMPLES} times at one
connection (client round trip included). Target: p99 < ${REVIEW_TARGET_MS} ms with an index-only plan (the year of
days is at most 366 rows by primary key). Load average when measured: ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(
      ' / ',
    )} on ${os.cpus().length} cores (a p99 far above the p50 is the machine's queue, not the query; the server
column is the database's own time for one run, from EXPLAIN ANALYZE, which that queue does not inflate).

| read | p50 ms | p99 ms | server ms | target met | plan |
| ---- | -----: | -----: | --------: | ---------- | ---- |
${lines.join('\n')}
`;
}
