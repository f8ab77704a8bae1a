import { fileURLToPath } from 'node:url';

// Paths of the database files, relative to this module so that scripts and tests work from
// any working directory. (Keep in step with prisma.config.ts, which the Prisma CLI reads.)
export const schemaPath = fileURLToPath(new URL('../../prisma/schema.prisma', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));
/** Where the embedded database keeps its files unless EMBEDDED_DATABASE_DIR says otherwise. */
export const defaultEmbeddedDir = fileURLToPath(new URL('../../.data/pglite', import.meta.url));
