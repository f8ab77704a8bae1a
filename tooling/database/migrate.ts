// Applies prisma/migrations to a database, like `prisma migrate deploy` (same engine, same
// `_prisma_migrations` bookkeeping, same advisory lock), without the native engine binary.
// Used by `npm run db:migrate`, the dev/start wrapper and the integration-test setup.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import type { MigrationList } from '@prisma/schema-engine-wasm';
import pg from 'pg';

import { describeDatabaseUrl } from './env';
import { migrationsDir as defaultMigrationsDir } from './paths';
import { SchemaEnginePool, withSchemaEngine } from './schema-engine';

/**
 * Reads a migrations folder into the shape the schema engine takes: `<name>/migration.sql`
 * folders sorted by name, plus `migration_lock.toml` (as @prisma/migrate's listMigrations does).
 */
export async function readMigrations(dir: string = defaultMigrationsDir): Promise<MigrationList> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const migrationDirectories = await Promise.all(
    folders.map(async (name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: await readFile(path.join(dir, name, 'migration.sql'), 'utf8').then(
          (value) => ({ tag: 'ok' as const, value }),
          (error: Error) => ({ tag: 'error' as const, value: error.message }),
        ),
      },
    })),
  );
  const lockfileContent = await readFile(path.join(dir, 'migration_lock.toml'), 'utf8').catch(() => null);
  return {
    baseDir: dir,
    lockfile: { path: 'migration_lock.toml', content: lockfileContent },
    migrationDirectories,
    shadowDbInitScript: '',
  };
}

/**
 * Applies the migrations not yet applied to the database at `url` and returns their names
 * (empty when it was up to date). Throws when a migration fails or the history does not match,
 * with the schema engine's message (e.g. P3009, P3018).
 */
export async function applyMigrations(
  url: string,
  { migrationsDir = defaultMigrationsDir }: { migrationsDir?: string } = {},
): Promise<string[]> {
  // One connection is enough, and the embedded server accepts only one (see embedded.ts).
  const pool = new SchemaEnginePool(url);
  try {
    return await withSchemaEngine(pool, async ({ engine }) => {
      const { appliedMigrationNames } = await engine.applyMigrations({
        migrationsList: await readMigrations(migrationsDir),
        filters: { externalTables: [], externalEnums: [] },
      });
      return appliedMigrationNames;
    });
  } finally {
    // Free the connection at once: with the embedded server the app needs it next.
    await pool.end();
  }
}

/** The database name in a postgres URL, and the URL of the same server's `postgres` database. */
function splitDatabaseUrl(url: string): { name: string; maintenanceUrl: string } {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  parsed.pathname = '/postgres';
  return { name, maintenanceUrl: parsed.toString() };
}

/**
 * Creates the database named in `url` when the server does not have it yet (so that a fresh
 * DATABASE_URL like …/kotonoha_dev just works). Connects to the server's `postgres` database
 * for that. Returns true when it created the database.
 */
export async function ensureDatabaseExists(url: string): Promise<boolean> {
  const { name, maintenanceUrl } = splitDatabaseUrl(url);
  if (!name || name === 'postgres') return false;
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect().catch((error: Error) => {
    throw new Error(`Cannot reach the PostgreSQL server of ${describeDatabaseUrl(url)}: ${error.message}`, {
      cause: error,
    });
  });
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
      return true;
    } catch (error) {
      // Someone else created it between our check and CREATE: that is fine.
      if ((error as { code?: string }).code === '42P04') return false;
      throw error;
    }
  } finally {
    await client.end();
  }
}
