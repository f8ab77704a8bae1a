// The one Prisma client of the app. Server-only: it holds the database connection pool.
import 'server-only';

import { PrismaPg } from '@prisma/adapter-pg';

import { serverEnv } from '../env/server';
import { PrismaClient } from '../generated/prisma/client';

function createClient(): PrismaClient {
  const { DATABASE_URL: url, DATABASE_POOL_MAX: max } = serverEnv();
  if (!url) {
    throw new Error(
      'DATABASE_URL is not set. Start the app with `npm run dev` or `npm start`, which start the ' +
        'embedded database when it is unset, or set DATABASE_URL (e.g. in .env.local) to a PostgreSQL server.',
    );
  }
  // The embedded database serves one connection at a time: its starter sets DATABASE_POOL_MAX=1.
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max }) });
}

// One pool per process, kept on globalThis: the proxy and the pages are separate bundles, each with its own copy
// of this module (and Next.js dev re-evaluates modules on every edit). Two pools would each hold a connection;
// on the embedded database, which serves one connection at a time, the second waited for the first one's idle
// connection to close (about 10 s) on every switch between the proxy's session check and a page's query.
const globalForDb = globalThis as typeof globalThis & { kotonohaPrisma?: PrismaClient };

function getClient(): PrismaClient {
  globalForDb.kotonohaPrisma ??= createClient();
  return globalForDb.kotonohaPrisma;
}

/**
 * The Prisma client, created on first use rather than at import, so that `next build` can
 * import modules that use it without a database, and a missing DATABASE_URL is reported
 * where it matters with a clear message.
 */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const target = getClient();
    const value: unknown = Reflect.get(target, property, target);
    return typeof value === 'function' ? value.bind(target) : value;
  },
});
