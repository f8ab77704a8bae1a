// The key that signs and encrypts session cookies. No `server-only` here (so the caller passes AUTH_SECRET
// in): the end-to-end tests read the same key to seal test sessions.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where the generated key is kept when AUTH_SECRET is unset: next to the embedded database, relative
 * to the working directory (the app's root for `npm run dev`, `npm start` and the tests).
 */
const generatedSecretPath = path.join(process.cwd(), '.data', 'auth-secret');

let cached: string | undefined;

/**
 * `configured` (AUTH_SECRET) when set (production deployments must set it, the same on every instance).
 * Unset — `npm run dev`, `npm test`, a newcomer's first start — a random key is generated once
 * into `.data/auth-secret` and reused, so sessions survive restarts and the app works with
 * nothing configured, as the embedded database does. The file is created exclusively, so two
 * processes starting together (build and server, server and tests) agree on one key.
 */
export function resolveAuthSecret(configured: string | undefined): string {
  if (configured) return configured;
  if (cached) return cached;
  try {
    cached = readFileSync(generatedSecretPath, 'utf8').trim();
    if (cached) return cached;
  } catch {
    // Not there yet: generate it below.
  }
  mkdirSync(path.dirname(generatedSecretPath), { recursive: true });
  try {
    writeFileSync(generatedSecretPath, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    console.warn(`AUTH_SECRET is not set: using a generated key kept in ${generatedSecretPath}.`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  cached = readFileSync(generatedSecretPath, 'utf8').trim();
  return cached;
}
