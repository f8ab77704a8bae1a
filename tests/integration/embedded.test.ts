// The embedded database itself: persistence in its folder and the one-process lock.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startEmbeddedDatabase } from '../../tooling/database/embedded';
import { applyMigrations } from '../../tooling/database/migrate';
import { withPg } from './helpers';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'kotonoha-embedded-test-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the embedded database', () => {
  it('applies the migrations to a fresh folder, then nothing, and keeps data across restarts', async () => {
    const dataDir = path.join(root, 'persist');
    const first = await startEmbeddedDatabase({ dataDir });
    try {
      expect(first.url).toMatch(/^postgresql:\/\/.*@127\.0\.0\.1:\d+\/postgres$/);
      expect(first.env).toEqual({ DATABASE_URL: first.url, DATABASE_POOL_MAX: '1' });
      expect((await applyMigrations(first.url)).length).toBeGreaterThan(0);
      expect(await applyMigrations(first.url)).toEqual([]);
      await withPg(
        (client) =>
          client.query(`INSERT INTO "User" (id, email, "updatedAt") VALUES ('kept', 'kept@example.test', now())`),
        first.url,
      );
    } finally {
      await first.stop();
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    const second = await startEmbeddedDatabase({ dataDir });
    try {
      expect(await applyMigrations(second.url)).toEqual([]);
      const { rows } = await withPg((client) => client.query(`SELECT email FROM "User" WHERE id = 'kept'`), second.url);
      expect(rows).toEqual([{ email: 'kept@example.test' }]);
    } finally {
      await second.stop();
    }
  });

  it('refuses a second opener of a folder that is in use', async () => {
    const dataDir = path.join(root, 'locked');
    const running = await startEmbeddedDatabase({ dataDir });
    try {
      await expect(startEmbeddedDatabase({ dataDir })).rejects.toThrow(
        new RegExp(`already in use by process ${process.pid} \\(this process\\)`),
      );
      // And a different process gets the same answer.
      const other = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          `import('./tooling/database/embedded.ts').then((m) => m.startEmbeddedDatabase({ dataDir: ${JSON.stringify(dataDir)} }))`,
        ],
        { encoding: 'utf8', timeout: 60_000 },
      );
      expect(other.status).not.toBe(0);
      expect(other.stderr).toContain(`already in use by process ${process.pid}`);
      // The refused attempts must not have taken the lock away from the running one.
      await withPg((client) => client.query('SELECT 1'), running.url);
    } finally {
      await running.stop();
    }
  });

  // A test run on the embedded database stops it after the runner has set a failing exit code: stopping must not
  // reset it (PGlite's runtime sets 0 as it shuts down), or a failed run would pass.
  it('leaves the exit code of the process that stops it as it was', () => {
    const dataDir = path.join(root, 'exit-code');
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `process.exitCode = 3; import('./tooling/database/embedded.ts').then(async (m) => { const db = await m.startEmbeddedDatabase({ dataDir: ${JSON.stringify(dataDir)} }); await db.stop(); })`,
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(3);
  });

  it('serves one connection at a time: the next waits for the previous to close', async () => {
    const db = await startEmbeddedDatabase({ dataDir: path.join(root, 'queue') });
    const first = new pg.Client({ connectionString: db.url });
    const second = new pg.Client({ connectionString: db.url });
    const third = new pg.Client({ connectionString: db.url });
    for (const client of [first, second, third]) client.on('error', () => {}); // stop() cuts them
    try {
      await first.connect();
      let secondConnected = false;
      const connecting = second.connect().then(() => (secondConnected = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(secondConnected).toBe(false);
      await first.end();
      await connecting;
      expect((await second.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      // A connection still waiting when the database stops is closed, not left hanging.
      const waiting = third.connect();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await db.stop();
      await expect(waiting).rejects.toThrow();
    } finally {
      await db.stop();
    }
  });

  it('takes over the lock left by a process that died', async () => {
    const dataDir = path.join(root, 'stale');
    const exited = spawnSync(process.execPath, ['-e', '']); // its pid is free once it has exited
    await writeFile(`${dataDir}.lock`, JSON.stringify({ pid: exited.pid, startedAt: new Date().toISOString() }));
    const db = await startEmbeddedDatabase({ dataDir });
    try {
      await withPg((client) => client.query('SELECT 1'), db.url);
    } finally {
      await db.stop();
    }
  });
});
