// `tsx scripts/run-with-database.ts <command> [args…]` — what `npm run dev` and `npm start` run.
// Gets a migrated database ready, then runs the command (e.g. `next dev`) with DATABASE_URL set:
//  - DATABASE_URL set (env, .env.local or .env): that server; the database is created if missing.
//  - unset: the embedded PGlite in EMBEDDED_DATABASE_DIR (default .data/pglite), served by this
//    process on a loopback port for as long as the command runs. The child also gets
//    DATABASE_POOL_MAX=1 because the embedded server takes one connection at a time.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { type EmbeddedDatabase, startEmbeddedDatabase } from '../tooling/database/embedded';
import { describeDatabaseUrl, loadEnvFiles } from '../tooling/database/env';
import { applyMigrations, ensureDatabaseExists } from '../tooling/database/migrate';

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('Usage: tsx scripts/run-with-database.ts <command> [args…]   (e.g. next dev)');
    process.exit(2);
  }
  loadEnvFiles();

  let embedded: EmbeddedDatabase | undefined;
  let description: string;
  if (process.env.DATABASE_URL) {
    await ensureDatabaseExists(process.env.DATABASE_URL);
    description = `PostgreSQL at ${describeDatabaseUrl(process.env.DATABASE_URL)} (DATABASE_URL)`;
  } else {
    embedded = await startEmbeddedDatabase({ dataDir: process.env.EMBEDDED_DATABASE_DIR || undefined });
    Object.assign(process.env, embedded.env);
    const relative = path.relative(process.cwd(), embedded.dataDir);
    description =
      `the embedded database in ${relative.startsWith('..') ? embedded.dataDir : relative} ` +
      `(PGlite at ${describeDatabaseUrl(embedded.url)}, one connection; set DATABASE_URL to use a server)`;
  }

  let applied: string[];
  try {
    applied = await applyMigrations(process.env.DATABASE_URL!);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const migrations = applied.length ? `applied ${applied.length} migration(s)` : 'migrations up to date';
  console.log(`[database] Using ${description}; ${migrations}.`);

  // Prefer the project's own binary (next, vitest, …) over one on PATH.
  const local = path.resolve('node_modules', '.bin', command);
  const child = spawn(existsSync(local) ? local : command, args, { stdio: 'inherit', env: process.env });

  // Ctrl+C reaches the child from the terminal too; forwarding covers `kill <this pid>`.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => child.kill(signal));
  }
  const finish = async (code: number) => {
    await embedded?.stop().catch((error) => console.error('[database] stopping the embedded database:', error));
    process.exit(code);
  };
  child.on('error', (error) => {
    console.error(`[database] could not run ${command}: ${error.message}`);
    void finish(1);
  });
  child.on('exit', (code, signal) => {
    void finish(code ?? 128 + (signal ? os.constants.signals[signal] : 0));
  });
}

main().catch((error) => {
  console.error('[database]', error instanceof Error ? error.message : error);
  process.exit(1);
});
