'use server';
// Deleting the account (the settings screen).
import { defineAction } from '@/lib/actions/define-action';
import { authorCacheTags, expireCacheTags } from '@/features/custom-sets/server/author-pages';
import { db } from '@/lib/db/client';

import { signOut } from '@/lib/auth/config';
import type { AuthResult } from '../../results';
import { deleteAccountSchema } from '../../schemas';

/** Deletes the account and everything it owns (sets, results, progress: cascades), then signs out. */
export const deleteAccountAction = defineAction(
  { name: 'deleteAccountAction', access: 'user', args: [deleteAccountSchema] },
  async ({ user }, { email }): Promise<AuthResult<{ accountId: string }>> => {
    if (email.toLowerCase() !== user.email)
      return { ok: false, error: 'invalid', fieldErrors: { email: 'emailMismatch' } };
    const tags = await authorCacheTags(user.id);
    await db.user.deleteMany({ where: { id: user.id } });
    // Shared set pages are served from a cache: drop those of the deleted sets at once.
    expireCacheTags(tags);
    await signOut({ redirect: false });
    // The browser removes the account's unsaved drafts with it (they are keyed by this id).
    return { ok: true, accountId: user.id };
  },
);
