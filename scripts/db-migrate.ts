// `npm run db:migrate`: applies prisma/migrations to the configured database, like
// `prisma migrate deploy`: DATABASE_URL when set (the database is created if missing),
// otherwise the embedded database in EMBEDDED_DATABASE_DIR (default .data/pglite).
// (`npm run dev` / `npm start` apply them too, every time they start.)
import { startEmbeddedDatabase } from '../tooling/database/embedded';
import { describeDatabaseUrl, loadEnvFiles } from '../tooling/database/env';
import { applyMigrations, ensureDatabaseExists } from '../tooling/database/migrate';

async function main() {
  loadEnvFiles();
  const configured = process.env.DATABASE_URL;
  if (configured && (await ensureDatabaseExists(configured))) {
    console.log(`Created database ${describeDatabaseUrl(configured)}`);
  }
  const embedded = configured
    ? undefined
    : await startEmbeddedDatabase({ dataDir: process.env.EMBEDDED_DATABASE_DIR || undefined });
  try {
    const applied = await applyMigrations(configured ?? embedded!.url);
    const where = embedded ? `the embedded database in ${embedded.dataDir}` : describeDatabaseUrl(configured!);
    console.log(
      applied.length
        ? `Applied ${applied.length} migration(s) to ${where}:\n${applied.map((name) => `  ${name}`).join('\n')}`
        : `No pending migrations: ${where} is up to date.`,
    );
  } finally {
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
