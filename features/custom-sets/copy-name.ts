import { TEXT_MAX } from './limits';

/**
 * The name of a copy in the viewer's language: `namer(name, 1)` is the first copy ("Animals (copy)"),
 * `namer(name, n)` the nth ("Animals (copy 2)"). The words come from the messages (customSets.copyName).
 */
export type CopyNamer = (name: string, number: number) => string;

/** What `namer` adds to a name for copy number `n` (" (copy 2)"). */
const suffixOf = (namer: CopyNamer, n: number) => namer('', n);

/**
 * The name a set copied from `name` gets: the first of "name (copy)", "name (copy 2)", … that `taken` (the
 * copier's own set names) does not hold. A copy of a copy counts on from the original's name ("Animals (copy)"
 * copied again is "Animals (copy 2)"), and the name is shortened so that the suffix fits the 255-character limit.
 */
export function copyName(name: string, taken: ReadonlySet<string>, namer: CopyNamer): string {
  const base = originalName(name, namer);
  for (let n = 1; ; n++) {
    const suffix = suffixOf(namer, n);
    const candidate = namer(base.slice(0, TEXT_MAX - suffix.length).trimEnd(), n);
    if (!taken.has(candidate)) return candidate;
  }
}

/** `name` without a copy suffix of `namer` at its end ("Animals (copy 2)" → "Animals"). */
export function originalName(name: string, namer: CopyNamer): string {
  const first = suffixOf(namer, 1);
  if (first && name.endsWith(first) && name.length > first.length) return name.slice(0, -first.length);
  // The numbered suffix as a pattern: the placeholder number becomes \d+.
  const [before, after] = suffixOf(namer, 987_654_321).split('987654321') as [string, string?];
  if (after === undefined) return name;
  const numbered = new RegExp(`${escapeRegExp(before)}\\d+${escapeRegExp(after)}$`);
  const match = numbered.exec(name);
  return match && match.index > 0 ? name.slice(0, match.index) : name;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
