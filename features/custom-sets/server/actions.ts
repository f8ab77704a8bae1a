'use server';

import { refresh, updateTag } from 'next/cache';
import { getLocale, getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { z } from 'zod/mini';

import { defineAction } from '@/lib/actions/define-action';
import type { ActionResult } from '@/lib/actions/result';

import type { CopyNamer } from '../copy-name';
import { VISIBILITIES, type SetVisibility } from '../limits';
import { createSet, deleteSet, duplicateSet, setVisibility, updateSet } from './mutations';
import { setIdSchema, setInputSchema } from '../schemas';
import { PUBLIC_SETS_CACHE_TAG, setCacheTag } from '../types';

/**
 * Server actions of the custom-set screens, for verified accounts (like the screens). The pipeline
 * (lib/actions/define-action.ts) checks the session and parses every argument; the data layer checks ownership in
 * the write itself: another user's set id changes nothing and comes back as 'notFound'.
 *
 * Navigation rides on the action's answer. A screen that goes elsewhere after the action passes `'open'`: on
 * success the action redirects, and Next.js sends the next page's render in the same response (a save opens the
 * set, a copy or a deletion from the set page opens "my sets"), instead of the browser asking for it again. An
 * action that changes cached data (updateTag) or calls refresh() answers with the current page re-rendered, so the
 * screen never needs router.refresh() after it.
 */

/** What a set action answers; a save may also find that another tab saved first, or a busy database. */
export type SetActionResult<T extends object = object> = ActionResult<
  T,
  { ok: false; error: 'stale'; currentVersion: number } | { ok: false; error: 'busy' }
>;

/** The set a save replaces, at the version the form was loaded with; null for a new set. */
const saveTarget = z.nullable(z.object({ id: setIdSchema, version: z.int().check(z.gte(0), z.lte(2 ** 31 - 1)) }));

/** `'open'`: on success, answer with the page that comes next (see above). */
const thenOpen = z.optional(z.literal('open'));

/** The shared page and the sitemap's list read through tagged caches: expire them after a change. */
function expire(id: string) {
  updateTag(setCacheTag(id));
  updateTag(PUBLIC_SETS_CACHE_TAG);
}

/** Copies are named in the caller's language (customSets.copyName). */
async function copyNamer(): Promise<CopyNamer> {
  const t = await getTranslations('customSets.copyName');
  // The number as text: formatted as a number it would read "1,000" in a name.
  return (name, number) => (number === 1 ? t('first', { name }) : t('numbered', { name, number: String(number) }));
}

/** Redirects to a locale-less path in the caller's language (throws: Next.js's redirect). */
async function open(path: string): Promise<never> {
  redirect(`/${await getLocale()}${path}`);
}

export const saveSetAction = defineAction(
  { name: 'saveSetAction', access: 'verified', args: [setInputSchema, saveTarget, thenOpen] },
  async ({ user }, input, target, then): Promise<SetActionResult<{ id: string; version: number }>> => {
    const saved = target ? await updateSet(user.id, target.id, target.version, input) : await createSet(user.id, input);
    if (!saved.ok) return saved;
    const id = target?.id ?? ('id' in saved ? saved.id : '');
    expire(id);
    if (then === 'open') await open(`/flash-cards/custom/${id}`);
    return { ok: true, id, version: 'version' in saved ? saved.version : 0 };
  },
);

export const deleteSetAction = defineAction(
  { name: 'deleteSetAction', access: 'verified', args: [setIdSchema, thenOpen] },
  async ({ user }, id, then): Promise<SetActionResult> => {
    const result = await deleteSet(user.id, id);
    if (!result.ok) return result;
    expire(id);
    if (then === 'open') await open('/my-flash-card');
    return result;
  },
);

export const duplicateSetAction = defineAction(
  { name: 'duplicateSetAction', access: 'verified', args: [setIdSchema, thenOpen] },
  async ({ user }, id, then): Promise<SetActionResult<{ id: string }>> => {
    const result = await duplicateSet(user.id, id, copyNamer);
    if (!result.ok) return result;
    if (then === 'open') await open('/my-flash-card');
    // The copy is on "my sets": the answer carries that page re-rendered with it.
    refresh();
    return result;
  },
);

export const setVisibilityAction = defineAction(
  { name: 'setVisibilityAction', access: 'verified', args: [setIdSchema, z.enum(VISIBILITIES)] },
  async ({ user }, id, visibility): Promise<SetActionResult<{ visibility: SetVisibility }>> => {
    const result = await setVisibility(user.id, id, visibility);
    if (result.ok) expire(id);
    return result;
  },
);
