'use server';

import { defineAction } from '@/lib/actions/define-action';
import { isOtherAccount } from '@/lib/actions/delivery';
import { reviewNow } from '@/features/review/server/clock';

import { forgetMiss, mergeGuestMistakes, recordMiss, removeMistakes, retryMistake } from './mutations';
import { guestMistakesSchema, missReportSchema, missSchema, mistakeIdsSchema, retrySchema } from '../schemas';

/**
 * The mistakes bank's writes, for signed-in learners. None takes a user id: each acts on the caller's own items
 * (the WHERE clause of every write in ./mutations.ts), so another learner's id changes nothing. The list is read
 * through GET /api/mistakes. Times are the server's (the clock the reviews use).
 */

export const recordMistakeAction = defineAction(
  { name: 'recordMistakeAction', access: 'user', args: [missReportSchema] },
  async ({ user }, miss) =>
    isOtherAccount(user.id, miss.owner)
      ? ({ ok: false, error: 'unauthorized' } as const)
      : recordMiss(user.id, miss, new Date(reviewNow())),
);

export const forgetMistakeAction = defineAction(
  { name: 'forgetMistakeAction', access: 'user', args: [missSchema.shape.itemKey] },
  async ({ user }, itemKey) => forgetMiss(user.id, itemKey),
);

export const retryMistakeAction = defineAction(
  { name: 'retryMistakeAction', access: 'user', args: [retrySchema] },
  async ({ user }, retry) => retryMistake(user.id, retry.id, retry.correct),
);

export const removeMistakesAction = defineAction(
  { name: 'removeMistakesAction', access: 'user', args: [mistakeIdsSchema] },
  async ({ user }, ids) => removeMistakes(user.id, ids),
);

export const mergeGuestMistakesAction = defineAction(
  { name: 'mergeGuestMistakesAction', access: 'user', args: [guestMistakesSchema] },
  async ({ user }, items) => mergeGuestMistakes(user.id, items),
);
