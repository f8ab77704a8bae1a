// Each signed-in browser has a Session row that the session check requires: signing out (or out everywhere)
// deletes it, so a copied cookie stops working at once instead of for the rest of its 30 days.
import { afterAll, describe, expect, it } from 'vitest';

import { refreshToken } from '../../lib/auth/callbacks';
import { closeAllSessions, closeSession } from '../../lib/auth/session-rows';
import { db } from '../../lib/db/client';
import { uniqueEmail } from './helpers';

afterAll(async () => {
  await db.$disconnect();
});

const signIn = async (userId: string) => (await refreshToken({}, { id: userId }))!;
const read = (token: Record<string, unknown>) => refreshToken({ ...token });

describe('sessions that can be ended one by one', () => {
  it('give each sign-in its own session id', async () => {
    const user = await db.user.create({ data: { email: uniqueEmail('session') } });
    const first = await signIn(user.id);
    const second = await signIn(user.id);
    expect(first.sid).toMatch(/^[\w-]{43}$/);
    expect(second.sid).not.toBe(first.sid);
  });

  it('a signed-out session stays ended for a copy of its cookie; the other browser stays signed in', async () => {
    const user = await db.user.create({ data: { email: uniqueEmail('session') } });
    const here = await signIn(user.id);
    const elsewhere = await signIn(user.id);
    const copy = { ...here };
    await closeSession(here.sid);
    expect(await read(copy)).toBeNull();
    expect(await read(elsewhere)).toMatchObject({ sub: user.id });
  });

  it('signing out everywhere ends every session of the account, and only that account', async () => {
    const user = await db.user.create({ data: { email: uniqueEmail('session') } });
    const someoneElse = await db.user.create({ data: { email: uniqueEmail('session') } });
    const sessions = [await signIn(user.id), await signIn(user.id)];
    const theirs = await signIn(someoneElse.id);
    await closeAllSessions(user.id);
    for (const session of sessions) expect(await read(session)).toBeNull();
    expect(await read(theirs)).toMatchObject({ sub: someoneElse.id });
    // Signing in again works.
    expect(await read(await signIn(user.id))).toMatchObject({ sub: user.id });
  });

  it('refuses a token without a session id or with another user’s', async () => {
    const user = await db.user.create({ data: { email: uniqueEmail('session') } });
    const other = await db.user.create({ data: { email: uniqueEmail('session') } });
    const token = await signIn(user.id);
    expect(await read({ ...token, sid: undefined })).toBeNull();
    expect(await read({ ...token, sid: (await signIn(other.id)).sid })).toBeNull();
  });
});
