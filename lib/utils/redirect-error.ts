/**
 * Whether `error` is Next.js's redirect signal. A server action that redirects makes the awaited call reject
 * with it once the router has the next page (the navigation itself is under way): for the caller it means the
 * action succeeded. Next.js exports no client-side test for it, so its `digest` ("NEXT_REDIRECT;…") is read.
 */
export function isRedirect(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { digest } = error as { digest?: unknown };
  return typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT;');
}
