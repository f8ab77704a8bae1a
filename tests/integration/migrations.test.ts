import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { applyMigrations, readMigrations } from '../../tooling/database/migrate';
import { migrationsDir } from '../../tooling/database/paths';
import { databaseUrl, withPg } from './helpers';

describe('migrations', () => {
  it('are all applied by the setup, so a second run applies nothing', async () => {
    expect(await applyMigrations(databaseUrl())).toEqual([]);
  });

  it('are recorded in _prisma_migrations as `prisma migrate deploy` records them', async () => {
    const folders = (await readMigrations()).migrationDirectories.map((dir) => dir.path);
    expect(folders.length).toBeGreaterThan(0);
    const rows = await withPg((client) =>
      client.query<{
        migration_name: string;
        checksum: string;
        finished_at: Date | null;
        rolled_back_at: Date | null;
        applied_steps_count: number;
      }>(
        'SELECT migration_name, checksum, finished_at, rolled_back_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name',
      ),
    );
    expect(rows.rows.map((row) => row.migration_name)).toEqual(folders);
    for (const row of rows.rows) {
      // Prisma's checksum is the sha256 of migration.sql: a mismatch would make
      // `prisma migrate deploy` report an edited migration.
      const sql = await readFile(path.join(migrationsDir, row.migration_name, 'migration.sql'));
      expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it('create the indexes the community page and "my sets" rely on', async () => {
    const { rows } = await withPg((client) =>
      client.query<{ indexname: string; indexdef: string }>(
        `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'FlashCardSet'`,
      ),
    );
    const definitions = rows.map((row) => row.indexdef);
    expect(definitions).toContainEqual(expect.stringMatching(/\(visibility, "createdAt" DESC, id DESC\)/));
    expect(definitions).toContainEqual(expect.stringMatching(/\(visibility, "cardCount" DESC, id DESC\)/));
    expect(definitions).toContainEqual(expect.stringMatching(/USING gin \(searchable gin_trgm_ops\)/));
    expect(definitions).toContainEqual(expect.stringMatching(/\("ownerId", "createdAt" DESC\)/));
  });
});
