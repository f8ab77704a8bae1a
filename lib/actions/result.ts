// What every server action answers (lib/actions/define-action.ts). Client-safe: screens switch on `error`.

/** A message key per field path of a form ("email", "cards.3.word"); "form" for the input as a whole. */
export type FieldErrors = Record<string, string>;

/**
 * The failures any action may answer with, one vocabulary for every screen: no session, an address still to be
 * verified, nothing of the caller's by that id, a limit reached, input the schema refused, and anything else.
 */
export type CommonFailure =
  | { ok: false; error: 'unauthorized' | 'unverified' | 'notFound' | 'unknown' }
  | { ok: false; error: 'rateLimited'; /** Seconds until the limit lets the caller try again. */ retryAfter: number }
  | { ok: false; error: 'invalid'; fieldErrors: FieldErrors };

/** An action's answer: success with its data, a common failure, or one of its own (e.g. a stale save). */
export type ActionResult<T extends object = object, Own extends { ok: false; error: string } = never> =
  ({ ok: true } & T) | CommonFailure | Own;
