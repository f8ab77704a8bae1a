/**
 * A set's name as an Anki deck name Anki keeps as it is. Anki (2.1.15 checked by scripts/anki-check) silently drops
 * straight double quotes from deck names, and makes a deck of every part between `::` separators, blank ones
 * included ("a::::b" gives a deck with no name under "a"). So straight quotes become curly ones, and `::` keeps its
 * meaning in Anki (a subdeck: a learner who named a set "N5::Verbs" gets the nesting) without blank parts.
 */
export function ankiDeckName(name: string): string {
  let open = true;
  const quoted = name.replace(/"/g, () => {
    const mark = open ? '“' : '”';
    open = !open;
    return mark;
  });
  const parts = quoted
    .split('::')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.join('::') || 'Kotonoha';
}
