// The embedded database: real PostgreSQL compiled to WASM (PGlite), kept in a folder on disk
// and served on a loopback port by pglite-socket, so the app, Prisma and the migrations talk
// to it exactly as to a PostgreSQL server. It is what `npm run dev` / `npm start` use when
// DATABASE_URL is unset, so a fresh machine needs no database installed.
//
// ONE CONNECTION AT A TIME: PGlite is a single Postgres session, so connections are served one
// after the other (see embedded-server.ts): a new one waits until the previous one has closed.
// Every consumer must therefore use a pg pool of `max: 1` (else it waits on itself) and close
// it when done; the returned `env` carries DATABASE_POOL_MAX=1, which lib/db/client.ts reads.
// Connections share the session, so don't rely on session state (SET, named prepared
// statements, temp tables) surviving or being private.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

import { serveOverTcp } from './embedded-server';
import { defaultEmbeddedDir } from './paths';

export interface EmbeddedDatabase {
  /** postgresql:// URL of the server on 127.0.0.1. */
  url: string;
  /** The environment a consumer (e.g. the Next.js child process) needs. */
  env: { DATABASE_URL: string; DATABASE_POOL_MAX: '1' };
  dataDir: string;
  /** Closes client connections, shuts PGlite down cleanly and releases the folder. */
  stop(): Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  /** Folder of the database files; created on first use. Default `.data/pglite`. */
  dataDir?: string;
  /** Port on 127.0.0.1; default: a free port chosen by the OS. */
  port?: number;
}

/** The lock file sits beside the data folder: PGlite owns everything inside it. */
const lockPathFor = (dataDir: string) => `${dataDir}.lock`;

/** The pid in a lock file; 0 for an unreadable one (a crash while writing it). */
function lockOwner(content: string): number {
  try {
    return Number((JSON.parse(content) as { pid?: unknown }).pid) || 0;
  } catch {
    return 0;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0 only checks that the process exists
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by someone else
  }
}

/**
 * Two PGlite instances writing the same folder would corrupt it, so the folder is taken with
 * a lock file holding our pid (created atomically with O_EXCL). A lock whose process is gone
 * (crash, kill -9) is stale and taken over.
 */
function acquireLock(dataDir: string): () => void {
  const lockPath = lockPathFor(dataDir);
  const content = JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() });
  const readLock = () => {
    try {
      return readFileSync(lockPath, 'utf8');
    } catch {
      return undefined; // released meanwhile
    }
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, content);
      closeSync(fd);
      // Only remove the lock if it is still ours.
      return () => {
        if (readLock() === content) unlinkSync(lockPath);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const existing = readLock();
    if (existing === undefined) continue;
    const pid = lockOwner(existing);
    if (pid > 0 && isProcessAlive(pid)) {
      throw new Error(
        `The embedded database in ${dataDir} is already in use by process ${pid}` +
          (pid === process.pid ? ' (this process)' : '') +
          '. Only one process can open it at a time: stop the other `npm run dev` / `npm start`, ' +
          'use another folder (EMBEDDED_DATABASE_DIR) or set DATABASE_URL to a PostgreSQL server. ' +
          `If no such process is running, delete ${lockPath}.`,
      );
    }
    // Stale: remove it unless someone replaced it meanwhile, then try again.
    if (readLock() === existing) unlinkSync(lockPath);
  }
  throw new Error(`Could not take the lock ${lockPath} for the embedded database.`);
}

export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions = {}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir ?? defaultEmbeddedDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const releaseLock = acquireLock(dataDir);
  // If the process exits without stop() (an uncaught error), still free the folder.
  process.once('exit', releaseLock);

  let db: PGlite | undefined;
  let server: { port: number; stop(): Promise<void> } | undefined;
  try {
    // pg_trgm: the community search's trigram indexes (a migration creates the extension).
    // PGlite's WebAssembly runtime writes process.exitCode as it starts (99) and as it shuts down (0): a failed
    // test run would pass, or a clean exit fail. Keep the process's own each time.
    const exitCode = process.exitCode;
    db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    process.exitCode = exitCode;
    server = await serveOverTcp(db, options.port ?? 0);
  } catch (error) {
    await db?.close().catch(() => {});
    releaseLock();
    process.off('exit', releaseLock);
    throw error;
  }

  // PGlite accepts any user and password; it has the one database.
  const url = `postgresql://postgres:postgres@127.0.0.1:${server.port}/postgres`;
  let stopped: Promise<void> | undefined;
  return {
    url,
    env: { DATABASE_URL: url, DATABASE_POOL_MAX: '1' },
    dataDir,
    stop() {
      stopped ??= (async () => {
        await server.stop();
        const exitCode = process.exitCode; // see PGlite.create above

        await db.close();
        process.exitCode = exitCode;
        releaseLock();
        process.off('exit', releaseLock);
      })();
      return stopped;
    },
  };
}
