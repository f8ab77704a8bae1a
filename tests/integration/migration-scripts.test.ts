// Migrations are applied as written: PostgreSQL's parser, not our runner, decides where a statement
// ends, so a `;` inside a string, a comment or a function body needs no escaping. Each case gets a
// scratch database of the same kind as the test database (whose migration history must stay the
// project's): a new database on the same server, or a second embedded PGlite in a temp folder.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { startEmbeddedDatabase } from '../../tooling/database/embedded';
import { applyMigrations, ensureDatabaseExists } from '../../tooling/database/migrate';
import { migrationsDir } from '../../tooling/database/paths';
import { databaseUrl, withPg } from './helpers';

const SEMICOLONS = `-- A line comment; with a semicolon
/* A block comment; with another */
CREATE TABLE "Note" ("id" SERIAL PRIMARY KEY, "text" TEXT NOT NULL DEFAULT 'a; b');
INSERT INTO "Note" ("text") VALUES ('it''s; quoted'), (DEFAULT);
CREATE FUNCTION "note_count"() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  counted bigint;
BEGIN
  -- a comment inside the body;
  SELECT count(*) INTO counted FROM "Note";
  RETURN counted;
END;
$$;
CREATE FUNCTION "note_label"(id integer) RETURNS text LANGUAGE sql AS $body$
  SELECT 'note; ' || id::text;
$body$;
`;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'kotonoha-migration-scripts-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A migrations folder holding `migrations` (folder name → SQL) and the project's lock file. */
async function migrationsFolder(label: string, migrations: Record<string, string>): Promise<string> {
  const dir = path.join(root, label);
  await mkdir(dir);
  await copyFile(path.join(migrationsDir, 'migration_lock.toml'), path.join(dir, 'migration_lock.toml'));
  for (const [name, sql] of Object.entries(migrations)) {
    await mkdir(path.join(dir, name));
    await writeFile(path.join(dir, name, 'migration.sql'), sql);
  }
  return dir;
}

/** Runs `fn` with the URL of an empty database of the test database's kind, removed afterwards. */
async function withScratchDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  if (inject('databasePoolMax') === '1') {
    const embedded = await startEmbeddedDatabase({ dataDir: await mkdtemp(path.join(root, 'pglite-')) });
    try {
      return await fn(embedded.url);
    } finally {
      await embedded.stop();
    }
  }
  const url = new URL(databaseUrl());
  const name = `${decodeURIComponent(url.pathname.slice(1))}_scratch`;
  url.pathname = `/${encodeURIComponent(name)}`;
  const drop = () => withPg((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  await drop(); // left over from an interrupted run
  await ensureDatabaseExists(url.toString());
  try {
    return await fn(url.toString());
  } finally {
    await drop();
  }
}

describe('a migration', () => {
  it('applies as written with ; inside strings, comments and function bodies', async () => {
    const dir = await migrationsFolder('semicolons', { '20260101000000_semicolons': SEMICOLONS });
    await withScratchDatabase(async (url) => {
      expect(await applyMigrations(url, { migrationsDir: dir })).toEqual(['20260101000000_semicolons']);
      const { rows } = await withPg(
        (client) =>
          client.query<{ texts: string[]; count: string; label: string; checksum: string }>(
            `SELECT (SELECT array_agg("text" ORDER BY "id") FROM "Note") AS texts, note_count() AS count,
                    note_label(7) AS label, (SELECT checksum FROM _prisma_migrations) AS checksum`,
          ),
        url,
      );
      expect(rows).toEqual([
        {
          texts: ["it's; quoted", 'a; b'],
          count: '2',
          label: 'note; 7',
          checksum: createHash('sha256').update(SEMICOLONS).digest('hex'),
        },
      ]);
      expect(await applyMigrations(url, { migrationsDir: dir })).toEqual([]);
    });
  });

  it('that fails leaves none of its statements applied and is recorded as failed', async () => {
    const dir = await migrationsFolder('failing', {
      '20260101000000_failing': 'CREATE TABLE "Half" ("id" integer);\nSELECT * FROM "Missing";\n',
    });
    await withScratchDatabase(async (url) => {
      await expect(applyMigrations(url, { migrationsDir: dir })).rejects.toThrow(/Missing/);
      const { rows } = await withPg(
        (client) =>
          client.query<{ half: string | null; finished: Date | null }>(
            `SELECT to_regclass('"Half"')::text AS half, (SELECT finished_at FROM _prisma_migrations) AS finished`,
          ),
        url,
      );
      expect(rows).toEqual([{ half: null, finished: null }]);
    });
  });
});
