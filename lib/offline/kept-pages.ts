/** The offline page's list (components/errors/kept-pages.tsx): which kept pages are units or quizzes, and their names. */
export type KeptPageLink =
  | { href: string; kind: 'kanji' | 'vocabulary'; level: string; unit: number }
  | { href: string; kind: 'quiz'; quiz: 'verb' | 'adjective' };

const UNIT = /^\/(en|vi)\/jp\/flash-card\/(kanji|vocabulary)\/(n[1-5])\/(\d+)$/;
const QUIZ = /^\/(en|vi)\/jp\/conjugation\/(verb|adjective)$/;

/** The unit and quiz pages among the kept addresses, in `locale`, sorted: kanji, then vocabulary, by level and unit. */
export function keptPageLinks(urls: readonly string[], locale: string): KeptPageLink[] {
  const links = new Map<string, KeptPageLink>();
  for (const address of urls) {
    const path = new URL(address).pathname.replace(/\/$/, '');
    const unit = UNIT.exec(path);
    if (unit?.[1] === locale) {
      const [, , kind, level, number] = unit;
      links.set(path, {
        href: path,
        kind: kind as 'kanji' | 'vocabulary',
        level: level.toUpperCase(),
        unit: Number(number),
      });
    }
    const quiz = QUIZ.exec(path);
    if (quiz?.[1] === locale) links.set(path, { href: path, kind: 'quiz', quiz: quiz[2] as 'verb' | 'adjective' });
  }
  // N5 (the first level) first.
  const order = (link: KeptPageLink) =>
    link.kind === 'quiz'
      ? `2${link.quiz}`
      : `${link.kind === 'kanji' ? 0 : 1}${9 - Number(link.level.slice(1))}${String(link.unit).padStart(4, '0')}`;
  return [...links.values()].sort((a, b) => order(a).localeCompare(order(b)));
}
