import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';

/**
 * A react-hook-form resolver for a form's zod schema (the one its server action parses again) that loads
 * the schema and zod on first use instead of with the page: validation runs only once the learner submits
 * or leaves a field, and zod is most of a simple form's JavaScript. `preload` (with usePreloadWhenIdle)
 * fetches them while the page is idle, so the first check is as quick as the others.
 *
 * Create it at module level, next to the form, so that the form keeps one resolver.
 */
export function lazyZodResolver<Input extends FieldValues, Output = Input>(
  loadSchema: () => Promise<z.ZodMiniType<Output, Input>>,
): { resolver: Resolver<Input, unknown, Output>; preload: () => Promise<unknown> } {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()])
      .then(([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>)
      .catch((error: unknown) => {
        loading = undefined; // a failed download (offline) is tried again at the next check
        throw error;
      }));
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: load,
  };
}
