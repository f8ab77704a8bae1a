'use server';

import { defineAction } from '@/lib/actions/define-action';
import { isOtherAccount } from '@/lib/actions/delivery';
import type { ActionResult } from '@/lib/actions/result';

import { reviewNow } from '@/features/review/server/clock';
import { addDeck } from '@/features/review/server/mutations';
import { testDeck } from '@/features/review/card-key';

import { recordTestResult, targetExists } from './queries';
import { testResultSchema } from '../schemas';

/**
 * Saves a finished test for the signed-in user. Guests get 'unauthorized' (their results are not kept; the
 * completed screen invites them to log in). Called from the client after the last question, so the test
 * pages themselves stay static.
 */
export const saveTestResult = defineAction(
  { name: 'saveTestResult', access: 'user', args: [testResultSchema] },
  async ({ user }, result): Promise<ActionResult> => {
    if (isOtherAccount(user.id, result.owner)) return { ok: false, error: 'unauthorized' };
    if (!(await targetExists(user.id, result))) return { ok: false, error: 'notFound' };
    // Sent twice (a retry, the offline outbox): the first send saved it and added the deck.
    if (!(await recordTestResult(user.id, result))) return { ok: true };
    // A finished test adds its unit or set to the learner's reviews (cards already studied keep their state).
    await addDeck(user.id, testDeck(result), reviewNow());
    return { ok: true };
  },
);
