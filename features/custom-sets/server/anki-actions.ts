'use server';

import { updateTag } from 'next/cache';
import { getLocale } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { z } from 'zod/mini';

import { defineAction } from '@/lib/actions/define-action';
import type { ActionResult } from '@/lib/actions/result';

import { MAX_IMPORT_SETS } from '../anki/package-limits';
import { setInputSchema } from '../schemas';
import { PUBLIC_SETS_CACHE_TAG } from '../types';
import { createSets } from './mutations';

/** The sets of one Anki import, each checked like a set saved from the form. */
const importedSetsSchema = z.array(setInputSchema).check(z.minLength(1), z.maxLength(MAX_IMPORT_SETS));

/**
 * Saves the sets an Anki package became, for a verified account: all in one transaction, so a failure leaves
 * none of them. On success it opens "my sets", where the new sets are listed first.
 */
export const importAnkiSetsAction = defineAction(
  { name: 'importAnkiSetsAction', access: 'verified', args: [importedSetsSchema] },
  async ({ user }, sets): Promise<ActionResult<{ ids: string[] }, { ok: false; error: 'busy' }>> => {
    const saved = await createSets(user.id, sets);
    if (!saved.ok) return saved;
    if (sets.some((set) => set.visibility === 'everyone')) updateTag(PUBLIC_SETS_CACHE_TAG);
    redirect(`/${await getLocale()}/my-flash-card`);
  },
);
