// Verification and reset links are bound to the address they were mailed to: a link proves only that its reader
// gets mail there, so it must never verify (or reset the password of) an account that has since taken another.
import { afterAll, describe, expect, it } from 'vitest';

import { checkToken, consumeToken, issueToken, revokeTokens } from '@/features/auth/server/tokens';
import { verifyEmailWithToken } from '@/features/auth/server/verification';
import { db } from '../../lib/db/client';
import { uniqueEmail } from './helpers';

afterAll(async () => {
  await db.$disconnect();
});

const unverifiedUser = () => db.user.create({ data: { email: uniqueEmail('link-a') } });
const moveTo = (id: string, email: string) => db.user.update({ where: { id }, data: { email } });
const verifiedAt = async (id: string) => (await db.user.findUniqueOrThrow({ where: { id } })).emailVerified;

describe('links bound to their address', () => {
  it('a reset link mailed to A is void once the account is B, and says it was replaced', async () => {
    const user = await unverifiedUser();
    const token = await issueToken(user.id, user.email, 'resetPassword');
    await moveTo(user.id, uniqueEmail('link-b'));
    expect((await checkToken(token, 'resetPassword')).status).toBe('revoked');
    expect((await consumeToken(token, 'resetPassword')).status).toBe('revoked');
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it('a verification link mailed to A never verifies B', async () => {
    const user = await unverifiedUser();
    const token = await issueToken(user.id, user.email, 'verifyEmail');
    await moveTo(user.id, uniqueEmail('link-b'));
    expect(await verifyEmailWithToken(token)).toBe('revoked');
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it('stays void when the account comes back to A (an email change revokes every link)', async () => {
    const user = await unverifiedUser();
    const reset = await issueToken(user.id, user.email, 'resetPassword');
    const verify = await issueToken(user.id, user.email, 'verifyEmail');
    await moveTo(user.id, uniqueEmail('link-b'));
    await revokeTokens(user.id, undefined, 'emailChange');
    await moveTo(user.id, user.email);
    // Revoked, not "already used": the learner never used them.
    expect((await checkToken(reset, 'resetPassword')).status).toBe('revoked');
    expect(await verifyEmailWithToken(verify)).toBe('revoked');
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it('a used link reads "used", even after the reset ended the other open links', async () => {
    const user = await unverifiedUser();
    const link = await issueToken(user.id, user.email, 'resetPassword');
    expect((await consumeToken(link, 'resetPassword')).status).toBe('valid');
    await revokeTokens(user.id, 'resetPassword', 'passwordReset');
    expect((await checkToken(link, 'resetPassword')).status).toBe('used');
    expect((await consumeToken(link, 'resetPassword')).status).toBe('used');
  });

  it('a new reset link voids the older ones, which say they were replaced; verification links stay', async () => {
    const user = await unverifiedUser();
    const verify = await issueToken(user.id, user.email, 'verifyEmail');
    const first = await issueToken(user.id, user.email, 'resetPassword');
    const second = await issueToken(user.id, user.email, 'resetPassword');
    expect((await checkToken(first, 'resetPassword')).status).toBe('replaced');
    expect((await consumeToken(first, 'resetPassword')).status).toBe('replaced');
    expect((await checkToken(second, 'resetPassword')).status).toBe('valid');
    const third = await issueToken(user.id, user.email, 'resetPassword');
    expect((await consumeToken(second, 'resetPassword')).status).toBe('replaced');
    expect((await consumeToken(third, 'resetPassword')).status).toBe('valid');
    expect((await checkToken(verify, 'verifyEmail')).status).toBe('valid');
  });

  it('another account’s new link leaves this one’s open', async () => {
    const user = await unverifiedUser();
    const other = await unverifiedUser();
    const link = await issueToken(user.id, user.email, 'resetPassword');
    await issueToken(other.id, other.email, 'resetPassword');
    expect((await checkToken(link, 'resetPassword')).status).toBe('valid');
  });

  it('a link to the current address still works and names that address', async () => {
    const user = await unverifiedUser();
    const token = await issueToken(user.id, user.email, 'verifyEmail');
    expect(await checkToken(token, 'verifyEmail')).toEqual({ status: 'valid', userId: user.id, email: user.email });
    expect(await verifyEmailWithToken(token)).toBe('verified');
    expect(await verifiedAt(user.id)).toBeInstanceOf(Date);
  });
});
