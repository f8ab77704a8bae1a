// Keeping the last answer of a read that can fail for a while (the database is down) but whose old answer is
// still worth serving: the sitemap's list of public sets.
import { isDatabaseUnavailable } from '@/lib/db/unavailable';

/**
 * `load`, remembering its last result: during a database outage that result is answered instead (and
 * `fallback` before there is one); any other error is thrown as it is.
 */
export function withLastGood<T>(load: () => Promise<T>, fallback: T): () => Promise<T> {
  let lastGood: { value: T } | undefined;
  return async () => {
    try {
      const value = await load();
      lastGood = { value };
      return value;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      console.error('[db] unreachable: serving the last good copy', error);
      return lastGood ? lastGood.value : fallback;
    }
  };
}
