// Once per integration run: a database with the migrations applied.
//  - DATABASE_URL set: that database, created if missing and emptied first (its `public` schema
//    is dropped), so only a database named `test` or `*_test` is accepted.
//  - unset: a fresh embedded PGlite in a temp folder, removed afterwards.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import type { TestProject } from 'vitest/node';

import { startEmbeddedDatabase } from '../../tooling/database/embedded';
import { applyMigrations, ensureDatabaseExists } from '../../tooling/database/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    /** "1" for the embedded database (one connection at a time), "" otherwise. */
    databasePoolMax: string;
  }
}

function assertDisposable(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (name !== 'test' && !name.endsWith('_test')) {
    throw new Error(
      `Refusing to run the integration tests against database "${name}": they drop its public ` +
        'schema. Use a database named `test` or ending in `_test` (e.g. …/kotonoha_test), or unset ' +
        'DATABASE_URL to use a throwaway embedded database.',
    );
  }
}

async function resetSchema(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const configured = process.env.DATABASE_URL;
  let url: string;
  let teardown = async () => {};
  if (configured) {
    assertDisposable(configured);
    await ensureDatabaseExists(configured);
    await resetSchema(configured);
    url = configured;
  } else {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kotonoha-test-db-'));
    const embedded = await startEmbeddedDatabase({ dataDir: path.join(dir, 'pglite') });
    url = embedded.url;
    teardown = async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
      // PGlite's runtime writes its own statuses into process.exitCode (99 as it starts, 100 or 0 as it ends,
      // some of it after stop() resolves): the run's outcome decides the code, not the embedded database.
      const state = project.vitest.state;
      const failed = state.getCountOfFailedTests() > 0 || state.getFailedFilepaths().length > 0;
      process.once('exit', () => {
        if (failed) process.exitCode = process.exitCode || 1;
        else if (process.exitCode === 99 || process.exitCode === 100) process.exitCode = 0;
      });
    };
  }
  try {
    await applyMigrations(url);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('databaseUrl', url);
  project.provide('databasePoolMax', configured ? '' : '1');
  return teardown;
}
