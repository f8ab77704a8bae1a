import { unitSentencesUrl } from './sentences-url';
import type { UnitSentences } from './types';

// One request per unit for the whole visit, however many cards, tables and questions ask; a failed one is
// forgotten so the next ask tries again.
const loads = new Map<string, Promise<UnitSentences>>();

export function loadUnitSentences(set: string, unit: number | string): Promise<UnitSentences> {
  const url = unitSentencesUrl(set, unit);
  let load = loads.get(url);
  if (!load) {
    load = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`sentences: ${response.status}`);
      return response.json() as Promise<UnitSentences>;
    });
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}
