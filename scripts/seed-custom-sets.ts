/**
 * Fills a database with community data for the custom-set benchmark and query plans:
 *   DATABASE_URL=postgresql://…/kotonoha_bench npx tsx scripts/seed-custom-sets.ts [--users 1000] [--sets 10000]
 * 1,000 users and 10,000 public sets (2–60 cards each, mixed levels and languages), plus one public set
 * of 100 cards with the fixed id `Bench100Card` (the shared-page benchmark). Seeded users have
 * `@seed.kotonoha.test` addresses; running it again replaces them and their sets. `bench@seed.kotonoha.test`
 * and every `learner-{n}@seed.kotonoha.test` (password Kotonoha#2024) can sign in.
 */
import { hash } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

import { BENCH_SET_ID, BENCH_USER, learnerEmail } from './custom-sets-bench-data';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const USERS = option('users', 1000);
const SETS = option('sets', 10_000);

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomId = (length: number) => [...randomBytes(length)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');

const TOPICS = [
  'Kitchen',
  'Travel',
  'Station',
  'Weather',
  'Family',
  'Office',
  'Hospital',
  'School',
  'Shopping',
  'Sports',
  'Music',
  'Nature',
  'Animals',
  'Colours',
  'Verbs',
  'Adjectives',
  'Restaurant',
  'Hotel',
  'Anime',
  'Business',
];
const WORDS = [
  ['犬', 'いぬ', 'dog'],
  ['猫', 'ねこ', 'cat'],
  ['駅', 'えき', 'station'],
  ['雨', 'あめ', 'rain'],
  ['山', 'やま', 'mountain'],
  ['水', 'みず', 'water'],
  ['本', 'ほん', 'book'],
  ['車', 'くるま', 'car'],
  ['花', 'はな', 'flower'],
  ['空', 'そら', 'sky'],
  ['食べる', 'たべる', 'to eat'],
  ['飲む', 'のむ', 'to drink'],
  ['行く', 'いく', 'to go'],
  ['見る', 'みる', 'to see'],
  ['高い', 'たかい', 'expensive; tall'],
  ['安い', 'やすい', 'cheap'],
];
const LANGUAGES = ['ja', 'zh', 'en', 'vi'];

function pick<T>(values: readonly T[], n: number): T {
  return values[n % values.length]!;
}

async function insertRows(client: pg.Client, table: string, columns: string[], rows: unknown[][]) {
  for (let start = 0; start < rows.length; start += 1000) {
    const batch = rows.slice(start, start + 1000);
    const values: unknown[] = [];
    const tuples = batch.map((row) => `(${row.map((value) => `$${values.push(value)}`).join(', ')})`);
    await client.query(
      `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${tuples.join(', ')}`,
      values,
    );
  }
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to the database to fill (migrations applied).');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DELETE FROM "User" WHERE email LIKE '%@seed.kotonoha.test'`);
    // Same argon2id parameters as lib/auth/password.ts. Every seeded learner can sign in with the bench
    // password too (the login benchmark signs in as a different learner each time).
    const passwordHash = await hash(BENCH_USER.password, {
      algorithm: 2,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    const userIds = Array.from({ length: USERS }, () => `seed${randomId(20)}`);
    await insertRows(
      client,
      'User',
      ['id', 'email', 'name', 'emailVerified', 'passwordHash', 'updatedAt'],
      userIds.map((id, i) => [id, learnerEmail(i), `Learner ${i}`, new Date(), passwordHash, new Date()]),
    );
    await client.query(
      `INSERT INTO "User" (id, email, name, "emailVerified", "passwordHash", "updatedAt") VALUES ($1, $2, 'Bench', now(), $3, now())`,
      [`seed${randomId(20)}`, BENCH_USER.email, passwordHash],
    );

    const now = Date.now();
    const sets: unknown[][] = [];
    const cards: unknown[][] = [];
    for (let i = 0; i <= SETS; i++) {
      const bench = i === SETS;
      const id = bench ? BENCH_SET_ID : randomId(12);
      const count = bench ? 100 : 2 + ((i * 7919) % 59);
      const topic = pick(TOPICS, i);
      const created = new Date(now - (SETS - i) * 60_000); // one a minute, newest last
      sets.push([
        id,
        pick(userIds, i * 31),
        bench ? 'Benchmark: 100 everyday words' : `${topic} words ${i}`,
        bench
          ? 'One hundred cards for the shared-page benchmark'
          : `Useful ${topic.toLowerCase()} vocabulary, part ${i % 12}`,
        i % 3 === 0 ? `L${i % 10}` : '',
        pick(LANGUAGES, i % 7 === 0 ? 1 : 0),
        pick(LANGUAGES, 2 + (i % 2)),
        i % 6 === 0 ? null : 1 + (i % 5),
        'everyone',
        count,
        created,
        created,
      ]);
      for (let position = 0; position < count; position++) {
        const [word, reading, meaning] = pick(WORDS, i + position);
        cards.push([randomId(24), id, position, `${word}${position}`, reading, `${meaning} ${position}`, '']);
      }
    }
    await insertRows(
      client,
      'FlashCardSet',
      [
        'id',
        'ownerId',
        'name',
        'description',
        'customLevel',
        'wordLanguage',
        'meaningLanguage',
        'jlptLevel',
        'visibility',
        'cardCount',
        'createdAt',
        'updatedAt',
      ],
      sets,
    );
    await insertRows(
      client,
      'FlashCard',
      ['id', 'setId', 'position', 'word', 'pronunciation', 'meaning', 'note'],
      cards,
    );
    // VACUUM also flushes the trigram indexes' pending lists (autovacuum would, a little later).
    await client.query('VACUUM ANALYZE "User", "FlashCardSet", "FlashCard"');
    console.log(
      `Seeded ${USERS} users, ${sets.length} public sets, ${cards.length} cards; 100-card set: ${BENCH_SET_ID}`,
    );
  } finally {
    await client.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
