'use client';

// The browser's side of defineAction (lib/actions/define-action.ts). It lives in hooks/, with the other shared
// client hooks, because it needs React, the router and the toasts; what it decides is in
// lib/actions/action-outcome.ts, which has none of them.
import { useCallback, useTransition } from 'react';

import { useNotify } from '@/components/toast/use-notify';
import {
  actionOutcome,
  loginAddress,
  settle,
  type ActionOutcome,
  type AnyAnswer,
  type FailurePolicy,
  type NoAnswer,
} from '@/lib/actions/action-outcome';
import { usePathname, useRouter } from '@/lib/i18n/navigation';

type Reported<R> = Exclude<Extract<R, { ok: false }>, { error: 'invalid' }> | NoAnswer;

export interface UseActionOptions<R> extends FailurePolicy {
  /** The error toast's text for a failure the screen reports (a limit, busy, not found, no answer). */
  toast?: (failure: Reported<R>) => string;
}

/**
 * Runs server actions in a transition (`pending` while one runs) and answers the common failures in one place:
 * no session opens the login screen, which comes back to this page; an address to verify opens the verify-email
 * screen; any other failure is an error toast when `toast` says what it reads. `run` answers what was decided, so
 * the caller shows the result, a form's field errors, or a failure in its own words.
 */
export function useAction<R extends AnyAnswer>(options: UseActionOptions<R> = {}) {
  const { unauthorized, unverified, toast } = options;
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  const pathname = usePathname();
  const notify = useNotify();

  const run = useCallback(
    <A extends R>(call: () => Promise<A>) =>
      new Promise<ActionOutcome<A>>((resolve) => {
        startTransition(async () => {
          const outcome = actionOutcome(await settle(call), { unauthorized, unverified });
          if (outcome.do === 'login') router.push(loginAddress(pathname));
          else if (outcome.do === 'verify') router.push('/auth/verify-email');
          else if (outcome.do === 'report' && toast) notify.error(toast(outcome.failure as Reported<R>));
          resolve(outcome);
        });
      }),
    [unauthorized, unverified, toast, router, pathname, notify],
  );

  return { run, pending };
}
