'use server';

import { updateTag } from 'next/cache';
import { requireUserAction, type UnauthorizedResult } from '@/lib/auth/session';
import { createSet, deleteSet, duplicateSet, setVisibility, updateSet, type MutationResult } from './mutations';
import type { SetVisibility } from './limits';
import { PUBLIC_SETS_CACHE_TAG, setCacheTag } from './types';

/**
 * Server actions of the custom-set screens. Each one checks the session (a verified account, like the
 * screens) and passes the user's id to the data layer, which checks ownership in the write itself:
 * another user's set id changes nothing and comes back as 'notFound'. Results are typed, never thrown.
 */

export type ActionResult<T = object> = MutationResult<T> | UnauthorizedResult;

/** The shared page and the sitemap's list read through tagged caches: expire them after a change. */
function expire(id: string) {
  updateTag(setCacheTag(id));
  updateTag(PUBLIC_SETS_CACHE_TAG);
}

export async function saveSetAction(
  input: unknown,
  target: { id: string; version: number } | null,
): Promise<ActionResult<{ id: string; version: number }>> {
  const auth = await requireUserAction({ verified: true });
  if (!auth.ok) return auth;
  if (!target) {
    const result = await createSet(auth.user.id, input);
    if (result.ok) expire(result.id);
    return result.ok ? { ok: true, id: result.id, version: 0 } : result;
  }
  const result = await updateSet(auth.user.id, String(target.id), Number(target.version), input);
  if (!result.ok) return result;
  expire(target.id);
  return { ok: true, id: target.id, version: result.version };
}

export async function deleteSetAction(id: string): Promise<ActionResult> {
  const auth = await requireUserAction({ verified: true });
  if (!auth.ok) return auth;
  const result = await deleteSet(auth.user.id, String(id));
  if (result.ok) expire(id);
  return result;
}

export async function duplicateSetAction(id: string): Promise<ActionResult<{ id: string }>> {
  const auth = await requireUserAction({ verified: true });
  if (!auth.ok) return auth;
  return duplicateSet(auth.user.id, String(id));
}

export async function setVisibilityAction(
  id: string,
  visibility: SetVisibility,
): Promise<ActionResult<{ visibility: SetVisibility }>> {
  const auth = await requireUserAction({ verified: true });
  if (!auth.ok) return auth;
  const result = await setVisibility(auth.user.id, String(id), visibility);
  if (result.ok) expire(id);
  return result;
}
