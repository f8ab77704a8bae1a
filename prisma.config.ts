import { defineConfig } from 'prisma/config';

// Used by the Prisma CLI (`prisma generate`, and `prisma migrate deploy` where the native
// schema engine can be downloaded). Our own scripts (scripts/db-*.ts) read the same paths
// from tooling/database/paths.ts. The URL is optional here so that `prisma generate` works without a
// database; `env('DATABASE_URL')` would throw when it is unset.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL },
});
