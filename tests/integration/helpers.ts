import { randomUUID } from 'node:crypto';

import pg from 'pg';
import { inject } from 'vitest';

export const databaseUrl = () => inject('databaseUrl');

/**
 * Runs `fn` with a plain pg connection to the test database and closes it after: with the
 * embedded database a connection left open would lock everyone else out.
 */
export async function withPg<T>(fn: (client: pg.Client) => Promise<T>, url = databaseUrl()): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Emails are unique: tests make their own, so reruns against a kept database do not clash. */
export const uniqueEmail = (label: string) => `${label}-${randomUUID()}@example.test`;
