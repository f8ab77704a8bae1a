/**
 * What the benchmark measures, and the data it needs in the database first.
 */
import type { LoadRequest } from './load';

export interface LoadTarget {
  name: string;
  /** What the table shows for the request (a path, or "POST /…"). */
  label: string;
  /** floor: the static About page; prerendered / cached must reach 80 % of it; dynamic is also measured at 1 connection. */
  kind: 'floor' | 'prerendered' | 'cached' | 'dynamic' | 'action';
  dynamic: boolean;
  request: LoadRequest;
}

export interface Fixtures {
  description: string;
  loadTargets: LoadTarget[];
  lighthousePages: { name: string; path: string }[];
}

export async function prepareFixtures({ base }: { base: string; databaseUrl: string }): Promise<Fixtures> {
  const page = (name: string, path: string, kind: LoadTarget['kind']): LoadTarget => ({
    name,
    label: path,
    kind,
    dynamic: kind === 'dynamic',
    request: { url: `${base}${path}` },
  });
  return {
    description: 'built-in content only',
    loadTargets: [
      page('About (floor)', '/en/about', 'floor'),
      page('Kanji unit', '/en/jp/flash-card/kanji/n5/1', 'prerendered'),
      page('Verb conjugation', '/en/jp/conjugation/verb', 'prerendered'),
    ],
    lighthousePages: [
      { name: 'Home', path: '/en' },
      { name: 'About (floor)', path: '/en/about' },
      { name: 'Kanji unit', path: '/en/jp/flash-card/kanji/n5/1' },
      { name: 'Verb conjugation', path: '/en/jp/conjugation/verb' },
    ],
  };
}
