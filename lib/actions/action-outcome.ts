// What a screen does with a server action's answer (lib/actions/result.ts), decided without React so every case
// is tested on its own. The hook that acts on the decision is hooks/use-action.ts. Client-safe.
import { isRedirect } from '@/lib/utils/redirect-error';

import type { FieldErrors } from './result';

/** An answer that never came (the network, a timeout, a server that failed to answer): the same for the learner. */
export type NoAnswer = { ok: false; error: 'network' };

/** An action that answered with the next page (a redirect): it succeeded, and the router is already showing it. */
export type Opened = { ok: 'opened' };

/** Any action's answer (lib/actions/result.ts), possibly already settled. */
export type AnyAnswer = { ok: true } | Opened | { ok: false; error: string };

/** The awaited call's answer, with a thrown redirect read as success and anything else thrown as no answer. */
export async function settle<R extends AnyAnswer>(call: () => Promise<R>): Promise<R | Opened | NoAnswer> {
  try {
    return await call();
  } catch (error) {
    return isRedirect(error) ? { ok: 'opened' } : { ok: false, error: 'network' };
  }
}

/**
 * Which failures the screen answers by moving the learner: `unauthorized: 'login'` opens the login screen, which
 * comes back here; `unverified: 'verify'` opens the verify-email screen. `'report'` hands the failure to the
 * screen instead (a form that keeps what was typed and says so in its own words).
 */
export interface FailurePolicy {
  unauthorized?: 'login' | 'report';
  unverified?: 'verify' | 'report';
}

type Failure<R> = Extract<R, { ok: false }>;

/** What to do with an answer: show the result, the form's field errors, another screen, or the failure. */
export type ActionOutcome<R extends AnyAnswer> =
  | { do: 'done'; result: Extract<R, { ok: true }> | Opened }
  | { do: 'fieldErrors'; fieldErrors: FieldErrors }
  | { do: 'login' }
  | { do: 'verify' }
  | { do: 'report'; failure: Exclude<Failure<R>, { error: 'invalid' }> | NoAnswer };

/** Login and verify-email by default: the pages of a screen that needs an account lead there. */
export function actionOutcome<R extends AnyAnswer>(
  answer: R | Opened | NoAnswer,
  policy: FailurePolicy = {},
): ActionOutcome<R> {
  if (answer.ok !== false) return { do: 'done', result: answer as Extract<R, { ok: true }> | Opened };
  const failure = answer as Failure<R> | NoAnswer;
  if (failure.error === 'invalid' && 'fieldErrors' in failure) {
    return { do: 'fieldErrors', fieldErrors: failure.fieldErrors as FieldErrors };
  }
  if (failure.error === 'unauthorized' && (policy.unauthorized ?? 'login') === 'login') return { do: 'login' };
  if (failure.error === 'unverified' && (policy.unverified ?? 'verify') === 'verify') return { do: 'verify' };
  return { do: 'report', failure: failure as Exclude<Failure<R>, { error: 'invalid' }> | NoAnswer };
}

/** The login screen's address that brings the learner back to `pathname` afterwards (the path; a query is not kept). */
export function loginAddress(pathname: string): string {
  return `/auth/login?${new URLSearchParams({ redirect: pathname })}`;
}
