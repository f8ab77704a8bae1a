// The arguments of a server action as they arrive: React's reply format (the browser's `encodeReply`). Next.js
// decodes it before any of our code runs, and a body it cannot decode (not JSON, a reference to a row or a file
// that is not there, arguments nested thousands deep, a value that is not a list of arguments) fails inside Next.js
// with a 500 and an error in the log. proxy.ts checks the body with this first and answers such a request 400.
//
// Only the part of the format our actions' arguments use is accepted: JSON values, undefined, NaN, ±Infinity, -0,
// dates, strings starting with "$" (escaped as "$$…"), a file (an avatar) or FormData (a form), and an object
// passed twice (sent once, then referred to by its path). An action taking a Map, a Set, a typed array, a promise,
// a stream, a bigint or another action would be refused here: add its tag below first. Pure, client-safe.

/** Next.js refuses (with a 500) a call with more arguments than this. */
const MAX_ARGUMENTS = 1000;
/** Far deeper than any form of the app (a set's cards are 4 levels down), far below a stack overflow. */
const MAX_DEPTH = 32;
/** Values, list slots and characters, counted with what references repeat: React's own limit for a reply. */
const MAX_WEIGHT = 1_000_000;

/** Plain values behind a "$" tag: "$$…" (a string), undefined, the numbers JSON has no words for, a date. */
const PLAIN_TAG = /^\$(?:\$|D|undefined$|NaN$|Infinity$|-Infinity$|-0$)/;
/** A FormData argument: its entries travel as fields named `_<id>_<name>` (any of them may be missing). */
const FORM_DATA_TAG = /^\$K[0-9a-f]+$/;
/** A file (or Blob): sent as the body's entry of that number (hex here). */
const BLOB_TAG = /^\$B([0-9a-f]+)$/;
/** An object sent earlier, by its row (hex) and its path in that row: "$0:1:cards:0". */
const REFERENCE = /^\$([0-9a-f]+)((?::[^:]*)*)$/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

class InvalidReply extends Error {}

/** The rows of a reply by number ("0" holds the arguments), and the files sent with them, as the decoder sees them. */
export interface ReplyRows {
  row(id: number): string | undefined;
  hasFile(id: number): boolean;
}

/** Whether Next.js can decode `rows` into a list of arguments for an action, without an error. */
export function isValidActionReply(rows: ReplyRows): boolean {
  return checked(rows, (root) => Array.isArray(root) && root.length <= MAX_ARGUMENTS);
}

/**
 * Whether a form posted without JavaScript names its action in a way React can read (`$ACTION_<n>:0`, an action
 * id and the arguments bound to it); the rows are that form's fields under the prefix `$ACTION_<n>:`.
 */
export function isValidBoundAction(rows: ReplyRows): boolean {
  return checked(rows, (root) => {
    if (root === null || typeof root !== 'object' || Array.isArray(root)) return false;
    const { id, bound } = root;
    return typeof id === 'string' && (bound === null || (Array.isArray(bound) && bound.length <= MAX_ARGUMENTS));
  });
}

function checked(rows: ReplyRows, rootIsValid: (root: Json) => boolean): boolean {
  try {
    const reply = new Reply(rows);
    const root = reply.row(0);
    if (!rootIsValid(root)) return false;
    reply.check(root, 0);
    return true;
  } catch (error) {
    if (error instanceof InvalidReply) return false;
    throw error;
  }
}

class Reply {
  private readonly parsed = new Map<number, Json>();
  private weight = 0;

  constructor(private readonly rows: ReplyRows) {}

  row(id: number): Json {
    if (!this.parsed.has(id)) {
      const text = this.rows.row(id);
      if (text === undefined) throw new InvalidReply();
      try {
        this.parsed.set(id, JSON.parse(text) as Json);
      } catch {
        throw new InvalidReply();
      }
    }
    return this.parsed.get(id)!;
  }

  /** Walks `value` as the decoder would build it: each reference followed, so a loop or a fan-out is caught. */
  check(value: Json, depth: number): void {
    if (depth > MAX_DEPTH) throw new InvalidReply();
    this.weight += typeof value === 'string' ? value.length + 1 : Array.isArray(value) ? value.length + 1 : 1;
    if (this.weight > MAX_WEIGHT) throw new InvalidReply();
    if (typeof value === 'string') this.checkString(value, depth);
    else if (value !== null && typeof value === 'object') {
      for (const item of Object.values(value)) this.check(item, depth + 1);
    }
  }

  private checkString(value: string, depth: number): void {
    if (!value.startsWith('$') || PLAIN_TAG.test(value) || FORM_DATA_TAG.test(value)) return;
    const file = BLOB_TAG.exec(value);
    if (file) {
      if (!this.rows.hasFile(parseInt(file[1]!, 16))) throw new InvalidReply();
      return;
    }
    const reference = REFERENCE.exec(value);
    if (!reference) throw new InvalidReply();
    let target = this.row(parseInt(reference[1]!, 16));
    for (const key of reference[2]!.split(':').slice(1)) {
      if (target === null || typeof target !== 'object' || key === '__proto__' || !Object.hasOwn(target, key)) {
        throw new InvalidReply();
      }
      target = (target as Record<string, Json>)[key]!;
    }
    this.check(target, depth + 1);
  }
}
