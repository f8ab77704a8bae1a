/**
 * The browser's side of the personal GET routes (lib/server/personal-read.ts): the learner's own data for a page
 * that is static or already shown. 'unauthorized' when there is no session (the caller uses the device's data);
 * throws on any other failure, so the caller shows nothing rather than a wrong figure.
 */
export async function readOwnData<T>(path: string, params: Record<string, string> = {}): Promise<T | 'unauthorized'> {
  const query = new URLSearchParams(params).toString();
  const response = await fetch(query ? `${path}?${query}` : path, { cache: 'no-store', credentials: 'same-origin' });
  if (response.status === 401) return 'unauthorized';
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}
