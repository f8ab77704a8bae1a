/**
 * Verified accounts written straight into the app's database, then signed in through Auth.js' real credentials
 * endpoint (the session cookie is the app's own): quicker than the sign-up and verification screens, which
 * auth.spec.ts covers. Needs DATABASE_URL (the PostgreSQL the app under test uses), as `.ci/run` sets it.
 */
import { randomUUID } from 'node:crypto';

import { hash } from '@node-rs/argon2';
import { expect, type Browser, type Page } from '@playwright/test';
import pg from 'pg';

import { BASE_URL } from './servers';

export const DB_USER_PASSWORD = 'Kotonoha#2024';

export async function createVerifiedUser(label: string): Promise<{ email: string; name: string; id: string }> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.test`;
  const name = `${label[0]!.toUpperCase()}${label.slice(1)} ${randomUUID().slice(0, 4)}`;
  const id = `e2e${randomUUID().replaceAll('-', '')}`;
  // The app's own argon2id parameters (lib/auth/password.ts).
  const passwordHash = await hash(DB_USER_PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  await withDatabase((client) =>
    client.query(
      `INSERT INTO "User" (id, email, name, "emailVerified", "passwordHash", "updatedAt") VALUES ($1, $2, $3, now(), $4, now())`,
      [id, email, name, passwordHash],
    ),
  );
  return { email, name, id };
}

/** Runs `fn` with a connection of its own to the app's database. */
export async function withDatabase<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Signs in through Auth.js' credentials callback; the request shares the page's cookies. */
export async function signIn(page: Page, email: string) {
  const { csrfToken } = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  await page.request.post('/api/auth/callback/credentials', {
    form: { csrfToken, email, password: DB_USER_PASSWORD, callbackUrl: `${BASE_URL}/en` },
  });
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name.includes('authjs.session-token'))).toBe(true);
}

/** A browser context of its own, signed in as a new verified user, on "my sets". */
export async function newSignedInPage(browser: Browser, label: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await createVerifiedUser(label);
  await signIn(page, user.email);
  await page.goto('/en/my-flash-card');
  return { context, page, user };
}
