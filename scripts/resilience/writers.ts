/**
 * Writing traffic: signed-in users in Chromium creating sets through the real form and editing them, as
 * people do. A save counts as confirmed only when the user was told so (the "Set created" / "Set saved"
 * toast and the set's page); the words it held are remembered for the check afterwards.
 */
import { randomUUID } from 'node:crypto';

import { hash } from '@node-rs/argon2';
import { chromium, type Browser, type Page } from '@playwright/test';
import pg from 'pg';

import { SAVE_LONGEST_WAIT_MS } from '@/features/custom-sets/save-timing';

import type { Sample } from './browse';
import type { ConfirmedSaves } from './verify';

const PASSWORD = 'Resilience#2026';
const WRITERS = 2;
/** Readers sign in over and over; each user signs in at most 8 times (see browse.ts). */
const READERS = 40;
/** The longest any step waits (page.setDefaultTimeout): loading a page, typing. */
const STEP_TIMEOUT_MS = 15_000;
/**
 * A save is confirmed or refused within what the form itself allows (its retries over a slow database, the
 * app's own transaction limits: features/custom-sets/save-timing.ts), plus the set page's load.
 */
const SAVE_CONFIRM_TIMEOUT_MS = SAVE_LONGEST_WAIT_MS + STEP_TIMEOUT_MS;

type Clock = () => number;

export type RunUser = { email: string; password: string };

/** A writer: its own browser context (cookies, client address) and page, signed in before the run starts. */
interface Writer {
  user: RunUser;
  page: Page;
}

export interface WriterSetup {
  writers: Writer[];
  readers: RunUser[];
  browser: Browser;
  confirmedSaves: ConfirmedSaves;
  close(): Promise<void>;
}

/** Verified users straight into the database (signing up is not what this run measures). */
export async function createUsers(databaseUrl: string, label: string, count: number): Promise<RunUser[]> {
  const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const users: RunUser[] = [];
    for (let i = 0; i < count; i++) {
      const email = `${label}-${i}-${randomUUID().slice(0, 8)}@example.test`;
      await client.query(
        `INSERT INTO "User" (id, email, name, "emailVerified", "passwordHash", "updatedAt") VALUES ($1, $2, $3, now(), $4, now())`,
        [`res${randomUUID().replaceAll('-', '')}`, email, `${label} ${i}`, passwordHash],
      );
      users.push({ email, password: PASSWORD });
    }
    return users;
  } finally {
    await client.end();
  }
}

/** The browser holds a session (Auth.js keeps it in a cookie: a JWT, so the cookie is the session). */
async function hasSession(page: Page): Promise<boolean> {
  const cookies = await page.context().cookies();
  return cookies.some((cookie) => cookie.name.endsWith('session-token') && cookie.value !== '');
}

/**
 * Signs the page in through the login form, as a person would. Resolves only when the browser holds a
 * session: a page that merely left the login screen proves nothing, because a navigation that failed while
 * the server was down leaves the page on Chromium's own error page.
 */
async function signIn(page: Page, base: string, user: RunUser) {
  // An earlier attempt, taken for failed during a fault, may have gone through after all.
  if (await hasSession(page)) return;
  try {
    await page.goto(`${base}/en/auth/login`);
  } catch (error) {
    // That earlier attempt's late navigation (its redirect, or Chromium's error page) may interrupt this one.
    await page.waitForLoadState().catch(() => {});
    if (await hasSession(page)) return;
    throw error;
  }
  // The login page sends a signed-in visitor on; any other page is not the form.
  if (await hasSession(page)) return;
  if (!new URL(page.url()).pathname.includes('/auth/login'))
    throw new Error(`the login page was not shown (at ${page.url()})`);
  const form = page.locator('form[data-form="login"]');
  await form.locator('input[name="email"]').fill(user.email);
  await form.locator('input[name="password"]').fill(user.password);
  await form.locator('button[type="submit"]').click();
  // Signed in (the page moves on), or refused: the form says why ("Something went wrong" while the database
  // is down) and a person would try again at once rather than stare at it.
  const signedIn = page.waitForURL((url) => !url.pathname.includes('/auth/login')).then(() => null);
  const refused = form
    .getByRole('alert')
    .first()
    .waitFor()
    .then(() => form.getByRole('alert').first().innerText());
  signedIn.catch(() => {});
  refused.catch(() => {});
  const refusal = await Promise.race([signedIn, refused]);
  if (refusal !== null) throw new Error(`the login form said: ${refusal}`);
  if (!(await hasSession(page))) throw new Error(`the page moved on without a session (at ${page.url()})`);
}

/** Signs in, trying again after each failure (a sign-in during a fault fails like any request). */
async function signInUntilDone(
  page: Page,
  base: string,
  user: RunUser,
  samples: Sample[],
  now: Clock,
  stop: () => boolean,
) {
  while (!stop()) {
    const t = now();
    try {
      await signIn(page, base, user);
      samples.push({ kind: 'signin', what: 'sign in (form)', t, end: now(), ok: true });
      return;
    } catch (error) {
      const at = new URL(page.url()).pathname + new URL(page.url()).search.replace(/password=[^&]*/, 'password=…');
      samples.push({
        kind: 'signin',
        what: 'sign in (form)',
        t,
        end: now(),
        ok: false,
        error: `at ${at}: ${String(error).slice(0, 200)}`,
      });
      await page.waitForTimeout(300);
    }
  }
}

const cardBox = (page: Page, field: string, n: number) => page.getByRole('textbox', { name: `${field} (Card ${n})` });

/** A saved set's own page: /flash-cards/custom/{id}, not the /new or /edit forms. */
const SET_PAGE = /\/flash-cards\/custom\/(?!new$)([A-Za-z0-9_-]+)$/;

/**
 * Clicks the submit button and waits until the user is told the outcome: the set's id when it saved, else
 * what the page said (its alerts and toasts), for the report.
 */
async function submit(page: Page, button: string, toast: string): Promise<{ id: string } | { failure: string }> {
  try {
    await page.getByRole('button', { name: button }).click();
    // Confirmed (the toast), or refused: the form's alert says why and a person would move on.
    const refused = page.locator('form [role="alert"]').first();
    await page.getByText(toast).first().or(refused).waitFor({ timeout: SAVE_CONFIRM_TIMEOUT_MS });
    if (await refused.isVisible()) throw new Error('refused');
    await page.waitForURL((url) => SET_PAGE.test(url.pathname));
    return { id: SET_PAGE.exec(new URL(page.url()).pathname)![1] };
  } catch (error) {
    const said = await page
      .locator('[role="alert"], [data-sonner-toast]')
      .allInnerTexts()
      .catch(() => []);
    return {
      failure: `${new URL(page.url()).pathname}: ${said.filter(Boolean).join(' | ') || String(error).slice(0, 120)}`,
    };
  }
}

/**
 * Users, a browser, and the writers signed in before the traffic starts: with the first fault a quarter into
 * a short run, a writer that first had to sign in (alongside forty readers) sometimes reached the database's
 * outage before its first save, and a run with no confirmed save proves nothing. Sign-ins under faults are
 * still measured: the readers' throughout, and a writer's whenever it finds itself signed out.
 */
export async function prepareWriters(databaseUrl: string, base: string): Promise<WriterSetup> {
  const writerUsers = await createUsers(databaseUrl, 'writer', WRITERS);
  const readers = await createUsers(databaseUrl, 'reader', READERS);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const writers = await Promise.all(
    writerUsers.map(async (user) => {
      const context = await browser.newContext({
        baseURL: base,
        extraHTTPHeaders: {
          'x-forwarded-for': `10.66.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 254)}`,
        },
      });
      const page = await context.newPage();
      // A form left with unsaved changes (its save failed) asks before the writer opens the next one: leave.
      // The page may be gone by the time it is answered (its server killed): nothing left to leave.
      page.on('dialog', (dialog) => void dialog.accept().catch(() => {}));
      // No step may wait for ever: a page left broken by a fault fails its step, and the writer goes on.
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      await signIn(page, base, user);
      return { user, page };
    }),
  );
  return { writers, readers, browser, confirmedSaves: new Map(), close: () => browser.close() };
}

class PageLoadError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** The form page sent the user to the login screen: the session is gone, so the writer signs in again. */
class SignedOutError extends Error {}

/**
 * Opens a set form and waits until it works: its submit button is enabled once the page has hydrated. A page
 * whose scripts did not arrive (the server went away mid-load) keeps it disabled and never answers Tab, so the
 * failure belongs to this load, which a fault may have overlapped, and not to the save that would follow.
 */
async function openForm(page: Page, url: string, button: string) {
  const response = await page.goto(url);
  if (response && response.status() >= 500) throw new PageLoadError(response.status());
  if (new URL(page.url()).pathname.includes('/auth/login'))
    throw new SignedOutError(`sent to ${new URL(page.url()).pathname}`);
  await page.getByRole('button', { name: button, disabled: false }).waitFor();
}

/** A form page that did not load: what the user saw (the Oops screen, rendered by the browser, or not). */
async function failedLoad(page: Page, error: unknown): Promise<Pick<Sample, 'ok' | 'status' | 'error' | 'oopsScreen'>> {
  if (!(error instanceof PageLoadError)) return { ok: false, error: String(error).slice(0, 300) };
  const oopsScreen = await page
    .locator('[data-screen="error"]')
    .waitFor({ timeout: 5000 })
    .then(
      () => true,
      () => false,
    );
  return { ok: false, status: error.status, oopsScreen };
}

async function writerLoop(
  base: string,
  { user, page }: Writer,
  setup: WriterSetup,
  samples: Sample[],
  now: Clock,
  stop: () => boolean,
) {
  let t = now();
  let round = 0;
  while (!stop()) {
    round++;
    const words = [`犬${round}`, `猫${round}`, `鳥${round}`];
    // Create.
    t = now();
    try {
      await openForm(page, `${base}/en/flash-cards/custom/new`, 'Create set');
      await page.getByLabel('Name', { exact: true }).fill(`Resilience ${user.email.slice(7, 9)} ${round}`);
      for (const [i, word] of words.entries()) {
        if (i === 2) await cardBox(page, 'Note', 2).press('Tab'); // a third card appears by Tab
        await cardBox(page, 'Word', i + 1).fill(word);
        await cardBox(page, 'Meaning', i + 1).fill(`meaning ${i}`);
      }
    } catch (error) {
      samples.push({
        kind: 'browse',
        what: 'open the new-set form',
        t,
        end: now(),
        ...(await failedLoad(page, error)),
      });
      if (error instanceof SignedOutError) await signInUntilDone(page, base, user, samples, now, stop);
      else await page.waitForTimeout(300);
      continue;
    }
    // What the form holds when the user saves (typing may race the page's hydration): that is what must be kept.
    const formWords = async (count: number) =>
      Promise.all(Array.from({ length: count }, (_, i) => cardBox(page, 'Word', i + 1).inputValue()));
    const submittedWords = await formWords(3).catch(() => words);
    t = now();
    const created = await submit(page, 'Create set', 'Set created');
    samples.push({
      kind: 'save',
      what: 'create a set',
      t,
      end: now(),
      ok: 'id' in created,
      error: 'failure' in created ? created.failure : undefined,
    });
    if (!('id' in created)) continue;
    const { id } = created;
    setup.confirmedSaves.set(id, { words: submittedWords, unconfirmedLater: [] });

    // Edit: the first word changes.
    t = now();
    const edited = [`象${round}`, ...words.slice(1)];
    try {
      await openForm(page, `${base}/en/flash-cards/custom/${id}/edit`, 'Save set');
      await cardBox(page, 'Word', 1).fill(edited[0]);
    } catch (error) {
      samples.push({ kind: 'browse', what: 'open the edit form', t, end: now(), ...(await failedLoad(page, error)) });
      if (error instanceof SignedOutError) await signInUntilDone(page, base, user, samples, now, stop);
      continue;
    }
    const editedWords = await formWords(3).catch(() => edited);
    t = now();
    const saved = await submit(page, 'Save set', 'Set saved');
    samples.push({
      kind: 'save',
      what: 'edit a set',
      t,
      end: now(),
      ok: 'id' in saved,
      error: 'failure' in saved ? saved.failure : undefined,
    });
    const record = setup.confirmedSaves.get(id)!;
    if ('id' in saved) setup.confirmedSaves.set(id, { words: editedWords, unconfirmedLater: [] });
    else record.unconfirmedLater.push(editedWords);
  }
  await page.context().close();
}

export async function runWriters(base: string, setup: WriterSetup, samples: Sample[], now: Clock, stop: () => boolean) {
  await Promise.all(setup.writers.map((writer) => writerLoop(base, writer, setup, samples, now, stop)));
}
