'use server';

import { requireUserAction } from '@/lib/auth/session';
import { recordTestResult, targetExists } from './queries';
import { testResultSchema, type SaveTestResult } from './schemas';

/**
 * Saves a finished test for the signed-in user. Guests get 'unauthorized' (their results are not kept; the
 * completed screen invites them to log in). Called from the client after the last question, so the test
 * pages themselves stay static.
 */
export async function saveTestResult(input: unknown): Promise<SaveTestResult> {
  const auth = await requireUserAction();
  if (!auth.ok) return { ok: false, error: 'unauthorized' };
  const parsed = testResultSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid' };
  if (!(await targetExists(auth.user.id, parsed.data))) return { ok: false, error: 'notFound' };
  await recordTestResult(auth.user.id, parsed.data);
  return { ok: true };
}
