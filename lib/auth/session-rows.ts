// One Session row per signed-in browser. The JWT cookie alone cannot be taken back: a copy would work until it
// expires (30 days). Each token carries its row's id (`sid`); the session check requires the row, and signing out
// deletes it, so a copied cookie stops working at once.
import 'server-only';

import { randomBytes } from 'node:crypto';

import { db } from '@/lib/db/client';

/** Session cookie lifetime: 30 days, renewed while the user keeps coming back. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** A row's expiry is pushed on at most once a day (the cookie is re-issued as rarely). */
const EXTEND_AFTER_MS = 24 * 60 * 60 * 1000;

const expiryFrom = (now: Date) => new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000);

/** A new session for the user (at sign-in); returns its id for the token. Drops the user's expired rows. */
export async function openSession(userId: string, now = new Date()): Promise<string> {
  const sid = randomBytes(32).toString('base64url');
  await db.session.deleteMany({ where: { userId, expires: { lte: now } } });
  await db.session.create({ data: { sessionToken: sid, userId, expires: expiryFrom(now) } });
  return sid;
}

/** The row of a session id, when it is open; its expiry moves on as the cookie's does. */
export async function isSessionOpen(userId: string, sid: unknown, now = new Date()): Promise<boolean> {
  if (typeof sid !== 'string' || !sid) return false;
  const row = await db.session.findUnique({ where: { sessionToken: sid }, select: { userId: true, expires: true } });
  if (!row || row.userId !== userId || row.expires <= now) return false;
  if (expiryFrom(now).getTime() - row.expires.getTime() > EXTEND_AFTER_MS) {
    await db.session.updateMany({ where: { sessionToken: sid }, data: { expires: expiryFrom(now) } });
  }
  return true;
}

/** Ends one session (sign-out). */
export async function closeSession(sid: unknown): Promise<void> {
  if (typeof sid === 'string' && sid) await db.session.deleteMany({ where: { sessionToken: sid } });
}

/** Ends every session of the user ("sign out everywhere", a password change or reset). */
export async function closeAllSessions(userId: string): Promise<void> {
  await db.$transaction([
    db.session.deleteMany({ where: { userId } }),
    db.user.updateMany({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } }),
  ]);
}
