import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { QuizKind } from '@/features/conjugation/quiz/settings';
import { cn } from '@/lib/utils/cn';
import { KeepOffline } from '@/components/layout/keep-offline';
import { quizWordsUrl } from '@/features/conjugation/quiz/words-url';
import { ConjugationTrainer } from './conjugation-trainer';

const PAGES = {
  verb: { pageKey: 'conjugationVerb', href: '/jp/conjugation/verb' },
  adjective: { pageKey: 'conjugationAdjective', href: '/jp/conjugation/adjective' },
} as const;

type Tree = { [key: string]: string | Tree };

/**
 * The quiz's strings, the theory's and the instructions' (the tabs render in the browser), and those of the
 * marks on a wrong answer's kana, travel through a provider of their own, on these two pages only: the site-wide
 * client messages (lib/i18n/client-messages.ts) stay free of them.
 */
function quizMessages(all: Tree, kind: QuizKind): Tree {
  const conjugation = all.conjugation as Tree;
  const { verb, adjective, ...sharedTheory } = conjugation.theory as Tree;
  return {
    conjugation: { ...conjugation, theory: { ...sharedTheory, [kind]: kind === 'verb' ? verb : adjective } },
    answerDiff: all.answerDiff,
  };
}

/** The shared body of the verb and adjective conjugation pages (server component). */
export async function ConjugationPage({ kind, locale }: { kind: QuizKind; locale: Locale }) {
  const t = await getTranslations('pages');
  const tc = await getTranslations('conjugation');
  const messages = (await getMessages()) as Tree;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading>{t(`${PAGES[kind].pageKey}.heading`)}</PageHeading>
      <nav aria-label={tc('kinds.label')} className="-mt-2 mb-6 sm:mb-8">
        <ul className="inline-flex rounded-lg border border-line-strong p-1">
          {(['verb', 'adjective'] as const).map((other) => (
            <li key={other}>
              <Link
                href={PAGES[other].href}
                aria-current={other === kind ? 'page' : undefined}
                className={cn(
                  'block rounded-md px-4 py-1.5 text-sm font-medium transition-colors',
                  other === kind ? 'bg-primary-500 text-on-primary' : 'text-soft hover:bg-surface-hover',
                )}
              >
                {tc(`kinds.${other}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <NextIntlClientProvider locale={locale} messages={quizMessages(messages, kind)}>
        <ConjugationTrainer kind={kind} />
      </NextIntlClientProvider>
      {/* Opened once, the quiz works offline: the page and its words (lib/offline/README.md). */}
      <KeepOffline id={`${locale}/conjugation/${kind}`} pages={[]} files={[quizWordsUrl(kind, locale)]} />
    </div>
  );
}
