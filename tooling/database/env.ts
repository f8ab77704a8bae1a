import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Loads `.env.local` then `.env` from the project root into process.env, for our scripts
 * (Next.js loads them itself, but only inside the `next` process, after we pick the database).
 * Variables already set win, and `.env.local` wins over `.env` (Next.js' order), because
 * process.loadEnvFile (Node ≥ 20.12) never overrides a variable that is already set.
 */
export function loadEnvFiles(root = process.cwd()): void {
  for (const name of ['.env.local', '.env']) {
    const file = path.join(root, name);
    if (!existsSync(file)) continue;
    if (typeof process.loadEnvFile !== 'function') {
      throw new Error(`Reading ${name} needs Node.js 20.12 or newer (this is ${process.version}).`);
    }
    process.loadEnvFile(file);
  }
}

/** A database URL without its password, for log lines. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `postgresql://${parsed.username ? `${decodeURIComponent(parsed.username)}@` : ''}${parsed.host}${parsed.pathname}`;
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}
