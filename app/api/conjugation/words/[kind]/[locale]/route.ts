import { quizWordsFor } from '@/features/conjugation/server/page-words';
import { isLocale, locales } from '@/lib/i18n/routing';

const KINDS = ['verb', 'adjective'] as const;

// Four static files written at build time: the quiz's words of one kind with the meanings of one language.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return KINDS.flatMap((kind) => locales.map((locale) => ({ kind, locale })));
}

/**
 * GET /api/conjugation/words/verb/en → the packed word list the conjugation quiz asks from
 * (features/conjugation/quiz/quiz-word.ts). The quiz page fetches it instead of carrying it in its HTML: it was
 * half of the page's React payload, sent again with every page view, while a file like this one is cached
 * by the browser (its address carries the build id, see features/conjugation/quiz/words-url.ts).
 */
export async function GET(_request: Request, { params }: RouteContext<'/api/conjugation/words/[kind]/[locale]'>) {
  const { kind, locale } = await params;
  if (!(KINDS as readonly string[]).includes(kind) || !isLocale(locale)) return new Response(null, { status: 404 });
  return new Response(quizWordsFor(kind as (typeof KINDS)[number], locale), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
