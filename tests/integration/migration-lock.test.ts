// `npm run db:migrate` is a deploy step that may run while the previous version serves, and an instance started
// with `npm start` migrates too: two migrators must never interleave. The runner takes PostgreSQL's advisory lock
// as `prisma migrate deploy` does (key 72707369, per database), so a second one waits for the first.
import { describe, expect, inject, it } from 'vitest';

import { applyMigrations, ensureDatabaseExists, readMigrations } from '../../tooling/database/migrate';
import { databaseUrl, withPg } from './helpers';

/** Prisma's migration lock: `SELECT pg_advisory_lock(72707369)` in its PostgreSQL connector. */
const PRISMA_MIGRATION_LOCK = 72707369;

// The embedded database serves one connection at a time: a second connection would wait anyway.
describe.skipIf(inject('databasePoolMax') === '1')('the migration runner', () => {
  async function withScratchDatabase(fn: (url: string) => Promise<void>) {
    const url = new URL(databaseUrl());
    const name = `${decodeURIComponent(url.pathname.slice(1))}_lock`;
    url.pathname = `/${encodeURIComponent(name)}`;
    const drop = () => withPg((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    await drop();
    await ensureDatabaseExists(url.toString());
    try {
      await fn(url.toString());
    } finally {
      await drop();
    }
  }

  const appliedCount = (url: string) =>
    withPg(async (client) => {
      const { rows } = await client.query<{ table: string | null }>(
        `SELECT to_regclass('_prisma_migrations')::text AS table`,
      );
      if (!rows[0].table) return 0;
      const counted = await client.query<{ n: string }>(
        'SELECT count(*) AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL',
      );
      return Number(counted.rows[0].n);
    }, url);

  it('waits while another migrator holds the lock, then applies everything once', async () => {
    const all = (await readMigrations()).migrationDirectories.map((dir) => dir.path);
    await withScratchDatabase(async (url) => {
      await withPg(async (holder) => {
        await holder.query('SELECT pg_advisory_lock($1)', [PRISMA_MIGRATION_LOCK]);
        const waiting = applyMigrations(url);
        let settled = false;
        void waiting.then(
          () => (settled = true),
          () => (settled = true),
        );
        // Longer than applying every migration takes (about 2 s), shorter than the runner's 10 s lock timeout.
        await new Promise((resolve) => setTimeout(resolve, 3000));
        expect(settled).toBe(false);
        expect(await appliedCount(url)).toBe(0);
        await holder.query('SELECT pg_advisory_unlock($1)', [PRISMA_MIGRATION_LOCK]);
        expect(await waiting).toEqual(all);
      }, url);
    });
  });

  it('lets two migrators started together apply each migration exactly once', async () => {
    await withScratchDatabase(async (url) => {
      const [first, second] = await Promise.all([applyMigrations(url), applyMigrations(url)]);
      const total = (await readMigrations()).migrationDirectories.length;
      expect(first.length + second.length).toBe(total);
      expect([first.length, second.length]).toContain(0);
      expect(await appliedCount(url)).toBe(total);
    });
  });
});
