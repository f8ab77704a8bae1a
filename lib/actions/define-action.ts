// One pipeline for every server action: who may call it, the parse of every argument, the rate limits, one
// vocabulary of failures (lib/actions/result.ts) and one log line for the unexpected. An action is
//   export const saveThing = defineAction({ name: 'saveThing', access: 'verified', args: [thingSchema] },
//     async ({ user }, thing) => …);
// in a 'use server' file; its handler only does the work.
import 'server-only';

import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';

import { clientIp } from '@/lib/http/client-ip';
import { consume, RateLimitedError, type RateLimitCheck } from '@/lib/security/rate-limit';
import { requireUserAction, type SessionUser } from '@/lib/auth/session';

import type { CommonFailure } from './result';
import { parseArguments, type ParsedArgs, type RawArgs, type Schemas } from './validation';

/** Who may call: anybody, a signed-in user, or a signed-in user whose address is verified. */
export type Access = 'guest' | 'user' | 'verified';

type Caller<A extends Access> = A extends 'guest' ? { user: null } : { user: SessionUser };

export type ActionOptions<A extends Access, S extends Schemas> = {
  /** The exported name, for the log. */
  name: string;
  access: A;
  /** One schema per argument; the handler gets the parsed values. */
  args: S;
  /** Limits counted once the caller and the arguments have passed, before the handler runs. */
  limits?: (caller: Caller<A> & { ip: string }, ...args: ParsedArgs<S>) => readonly RateLimitCheck[];
};

type Handler<A extends Access, S extends Schemas, R> = (caller: Caller<A>, ...args: ParsedArgs<S>) => Promise<R>;

/** The steps every action takes. Expected failures are answered; the unexpected is thrown to the caller. */
async function run<A extends Access, S extends Schemas, R>(
  options: ActionOptions<A, S>,
  handler: Handler<A, S, R>,
  values: readonly unknown[],
): Promise<R | CommonFailure> {
  let caller = { user: null } as Caller<A>;
  if (options.access !== 'guest') {
    const auth = await requireUserAction({ verified: options.access === 'verified' });
    if (!auth.ok) return auth;
    caller = { user: auth.user } as Caller<A>;
  }
  const parsed = parseArguments(options.args, values);
  if (!parsed.ok) return { ok: false, error: 'invalid', fieldErrors: parsed.fieldErrors };
  try {
    if (options.limits) await consume(options.limits({ ...caller, ip: clientIp(await headers()) }, ...parsed.args));
    return await handler(caller, ...parsed.args);
  } catch (error) {
    if (error instanceof RateLimitedError)
      return { ok: false, error: 'rateLimited', retryAfter: error.retryAfterSeconds };
    throw error;
  }
}

/**
 * A server action answering with a result: its own, or a common failure. Anything unexpected is logged and
 * answered as 'unknown' (redirects and Next.js's other control flow pass through).
 */
export function defineAction<A extends Access, const S extends Schemas, R>(
  options: ActionOptions<A, S>,
  handler: Handler<A, S, R>,
): (...args: RawArgs<S>) => Promise<R | CommonFailure> {
  return async (...values) => {
    try {
      return await run(options, handler, values);
    } catch (error) {
      unstable_rethrow(error);
      console.error(`[action] ${options.name} failed`, error);
      return { ok: false, error: 'unknown' };
    }
  };
}

/**
 * A `<form action>` that works without JavaScript, which has nobody to read a result: a failure is thrown, so the
 * error screen shows it, as it does for any page that fails. Arguments the form never sends (it always sends its
 * FormData) come from a crafted call: that gets 'invalid' as from any action, and nothing is logged.
 */
export function defineFormAction<A extends Access, const S extends Schemas>(
  options: ActionOptions<A, S>,
  handler: Handler<A, S, void>,
): (...args: RawArgs<S>) => Promise<void> {
  return async (...values) => {
    const failure = await run(options, handler, values);
    // Typed void all the same: the form reads no result, only a crafted call's caller does.
    if (failure?.error === 'invalid') return failure as never;
    if (failure) throw new Error(`${options.name} failed: ${failure.error}`);
  };
}
