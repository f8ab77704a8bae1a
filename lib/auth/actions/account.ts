'use server';
// Deleting the account (the settings screen).
import { updateTag } from 'next/cache';

import { defineAction } from '@/lib/actions/define-action';
import { PUBLIC_SETS_CACHE_TAG, setCacheTag } from '@/lib/custom-sets/types';
import { db } from '@/lib/db/client';

import { signOut } from '../config';
import type { AuthResult } from '../results';
import { deleteAccountSchema } from '../schemas';

/** Deletes the account and everything it owns (sets, results, progress: cascades), then signs out. */
export const deleteAccountAction = defineAction(
  { name: 'deleteAccountAction', access: 'user', args: [deleteAccountSchema] },
  async ({ user }, { email }): Promise<AuthResult> => {
    if (email.toLowerCase() !== user.email)
      return { ok: false, error: 'invalid', fieldErrors: { email: 'emailMismatch' } };
    const publicSets = await db.flashCardSet.findMany({
      where: { ownerId: user.id, visibility: 'everyone' },
      select: { id: true },
    });
    await db.user.deleteMany({ where: { id: user.id } });
    // Shared set pages are served from a cache: drop those of the deleted sets at once.
    for (const set of publicSets) updateTag(setCacheTag(set.id));
    updateTag(PUBLIC_SETS_CACHE_TAG);
    await signOut({ redirect: false });
    return { ok: true };
  },
);
