// What the content-move tests share: a fresh learner, the SQL of a content migration, and applying it.
import { readdirSync, readFileSync } from 'node:fs';

import { db } from '../../lib/db/client';
import { uniqueEmail } from './helpers';

export async function learner(label: string) {
  return (await db.user.create({ data: { email: uniqueEmail(label) } })).id;
}

const MIGRATION_DIR = 'prisma/migrations';

/** The SQL of the migration whose folder name ends with `_<name>`. */
export function migrationSql(name: string): string {
  const folder = readdirSync(MIGRATION_DIR).find((entry) => entry.endsWith(`_${name}`))!;
  return readFileSync(`${MIGRATION_DIR}/${folder}/migration.sql`, 'utf8');
}

/** Applies a migration's statements on one connection: they fill a temporary table. */
export async function applyMigration(sql: string) {
  await db.$transaction(async (tx) => {
    for (const statement of sql.split(/;\s*\n/).filter((s) => s.replace(/--.*$/gm, '').trim() !== '')) {
      await tx.$executeRawUnsafe(statement);
    }
  });
}
