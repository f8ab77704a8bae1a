// The parse of a server action's arguments. Client-safe and pure, so the rules can be tested on their own.
import { z } from 'zod/mini';

import type { FieldErrors } from './result';

export type Schemas = readonly z.core.$ZodType[];
/** Trailing arguments that accept undefined may be left out (`action(input)` for `action(input, then?)`). */
type TrailingOptional<T extends readonly unknown[]> = T extends [...infer Head, infer Last]
  ? undefined extends Last
    ? [...TrailingOptional<Head>, Last?]
    : T
  : T;
/** What a caller passes: the schemas' input types. */
export type RawArgs<S extends Schemas> = TrailingOptional<{ -readonly [K in keyof S]: z.input<S[K]> }>;
/** What the action's handler gets: the schemas' output types. */
export type ParsedArgs<S extends Schemas> = { -readonly [K in keyof S]: z.output<S[K]> };

/**
 * Messages of the schemas are keys the screens translate; zod's own (a number where text belongs, a missing field:
 * only a broken or hostile client sends those) would be English text no screen can show, so they read 'invalid'.
 */
const UNTRANSLATED = () => 'invalid';

/** The first message of each field, keyed by its path ("name", "cards.3.word"; "form" for the value itself). */
export function fieldErrorsOf(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || 'form';
    errors[path] ??= issue.message;
  }
  return errors;
}

/**
 * Parses each argument with its schema; missing trailing arguments are undefined, extra ones are dropped. The first
 * argument is the form, so its field paths stay as they are; a later argument's are prefixed with its position.
 */
export function parseArguments<S extends Schemas>(
  schemas: S,
  values: readonly unknown[],
): { ok: true; args: ParsedArgs<S> } | { ok: false; fieldErrors: FieldErrors } {
  const args: unknown[] = [];
  let fieldErrors: FieldErrors | undefined;
  schemas.forEach((schema, index) => {
    const parsed = z.safeParse(schema, values[index], { error: UNTRANSLATED });
    if (parsed.success) {
      args.push(parsed.data);
      return;
    }
    for (const [path, message] of Object.entries(fieldErrorsOf(parsed.error))) {
      const key = index === 0 ? path : `${index}.${path}`;
      fieldErrors = { ...fieldErrors, [key]: fieldErrors?.[key] ?? message };
    }
  });
  return fieldErrors ? { ok: false, fieldErrors } : { ok: true, args: args as ParsedArgs<S> };
}
