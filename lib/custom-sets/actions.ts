'use server';

import { updateTag } from 'next/cache';
import { z } from 'zod/mini';

import { defineAction } from '@/lib/actions/define-action';
import type { ActionResult } from '@/lib/actions/result';

import { VISIBILITIES, type SetVisibility } from './limits';
import { createSet, deleteSet, duplicateSet, setVisibility, updateSet } from './mutations';
import { setIdSchema, setInputSchema } from './schemas';
import { PUBLIC_SETS_CACHE_TAG, setCacheTag } from './types';

/**
 * Server actions of the custom-set screens, for verified accounts (like the screens). The pipeline
 * (lib/actions/define-action.ts) checks the session and parses every argument; the data layer checks ownership in
 * the write itself: another user's set id changes nothing and comes back as 'notFound'.
 */

/** What a set action answers; a save may also find that another tab saved first. */
export type SetActionResult<T extends object = object> = ActionResult<
  T,
  { ok: false; error: 'stale'; currentVersion: number }
>;

/** The set a save replaces, at the version the form was loaded with; null for a new set. */
const saveTarget = z.nullable(z.object({ id: setIdSchema, version: z.int().check(z.gte(0), z.lte(2 ** 31 - 1)) }));

/** The shared page and the sitemap's list read through tagged caches: expire them after a change. */
function expire(id: string) {
  updateTag(setCacheTag(id));
  updateTag(PUBLIC_SETS_CACHE_TAG);
}

export const saveSetAction = defineAction(
  { name: 'saveSetAction', access: 'verified', args: [setInputSchema, saveTarget] },
  async ({ user }, input, target): Promise<SetActionResult<{ id: string; version: number }>> => {
    if (!target) {
      const created = await createSet(user.id, input);
      if (!created.ok) return created;
      expire(created.id);
      return { ok: true, id: created.id, version: 0 };
    }
    const updated = await updateSet(user.id, target.id, target.version, input);
    if (!updated.ok) return updated;
    expire(target.id);
    return { ok: true, id: target.id, version: updated.version };
  },
);

export const deleteSetAction = defineAction(
  { name: 'deleteSetAction', access: 'verified', args: [setIdSchema] },
  async ({ user }, id): Promise<SetActionResult> => {
    const result = await deleteSet(user.id, id);
    if (result.ok) expire(id);
    return result;
  },
);

export const duplicateSetAction = defineAction(
  { name: 'duplicateSetAction', access: 'verified', args: [setIdSchema] },
  async ({ user }, id): Promise<SetActionResult<{ id: string }>> => duplicateSet(user.id, id),
);

export const setVisibilityAction = defineAction(
  { name: 'setVisibilityAction', access: 'verified', args: [setIdSchema, z.enum(VISIBILITIES)] },
  async ({ user }, id, visibility): Promise<SetActionResult<{ visibility: SetVisibility }>> => {
    const result = await setVisibility(user.id, id, visibility);
    if (result.ok) expire(id);
    return result;
  },
);
