import { Brush, Download, Globe, ListChecks, Lock, PencilLine, Users } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { BestScore } from '@/features/exam/components/best-score';
import { FeatureMessages } from '@/lib/i18n/feature-messages';
import { Logo } from '@/components/layout/logo';
import { StudyWithReviews } from '@/features/review/components/study-with-reviews';
import { Button } from '@/components/ui/button';
import { packSetCards } from '@/features/custom-sets/packed-cards';
import type { SetDetail } from '@/features/custom-sets/types';
import { Link } from '@/lib/i18n/navigation';
import { avatarTone } from '@/features/profile/initials';
import { CardsTable } from './cards-table';
import { SET_ACTIONS_MESSAGES } from '../client-messages';
import { CustomSetStudy } from './custom-set-study';
import { OwnerAvatar } from './owner-avatar';
import { SetViewerActions } from './set-viewer-actions';
import { writableKanjiOf } from '@/features/writing/server/write-decks';
import { customSetWritePath } from '@/features/writing/write-paths';

/** What the set page's client parts show: study view, best score, copy / share and the owner's actions. */
const SET_SCREEN_MESSAGES = [
  'flashCardStudy',
  'exam.bestScore',
  'customSets.set',
  'review.deck',
  ...SET_ACTIONS_MESSAGES,
] as const;

export type SetViewer = { kind: 'guest' } | { kind: 'owner' } | { kind: 'member' };

/**
 * /flash-cards/custom/{set}: the set's study view, its tests, every card and who made it. The page has no
 * site layout, so it carries its own slim top bar. The same screen serves the cached public page
 * (viewer: guest) and the signed-in one, where the owner also gets edit / share / visibility.
 */
export async function SetScreen({ set, viewer }: { set: SetDetail; viewer: SetViewer }) {
  const t = await getTranslations('customSets');
  const nav = await getTranslations('nav');
  const pages = await getTranslations('pages');
  const format = await getFormatter();
  const ownerName = set.owner.name || t('community.anonymous');
  const path = `/flash-cards/custom/${set.id}`;
  const meta = [
    t('cardCount', { count: set.cardCount }),
    `${t(`languages.${set.wordLanguage}`)} → ${t(`languages.${set.meaningLanguage}`)}`,
    set.jlptLevel ? t('jlpt.level', { level: set.jlptLevel }) : null,
    set.customLevel || null,
  ].filter(Boolean);
  // One array for the three client parts below: React's payload sends it once and the others refer to it.
  const cards = packSetCards(set.cards);
  const writable = writableKanjiOf(set.cards.map((card) => card.word)).length > 0;
  const writing = await getTranslations('writing.practice');

  return (
    <FeatureMessages features={SET_SCREEN_MESSAGES}>
      <header className="border-b border-line">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-3 sm:px-6">
          <Logo label={nav('home')} compact />
          <nav aria-label={nav('primary')} className="ml-auto flex items-center gap-1 text-sm whitespace-nowrap">
            <Link href="/flash-cards/custom" className="rounded-lg px-2 py-1.5 hover:bg-surface-hover">
              {t('set.community')}
            </Link>
            {viewer.kind !== 'guest' ? (
              <Link href="/my-flash-card" className="rounded-lg px-2 py-1.5 hover:bg-surface-hover">
                {t('set.backToMySets')}
              </Link>
            ) : null}
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-3 py-6 sm:px-6 sm:py-10">
        <div className="mb-8 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">{set.name}</h1>
            {set.description ? <p className="mt-2 wrap-anywhere text-muted">{set.description}</p> : null}
            <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
              {meta.map((item) => (
                <span key={item}>{item}</span>
              ))}
              <span className="inline-flex items-center gap-1 font-medium text-fg">
                {set.visibility === 'onlyMe' ? (
                  <Lock aria-hidden className="size-3.5" />
                ) : (
                  <Globe aria-hidden className="size-3.5" />
                )}
                {t(set.visibility === 'onlyMe' ? 'set.private' : 'set.public')}
              </span>
            </p>
            {set.visibility === 'everyone' ? (
              <div className="mt-4 flex items-center gap-2 text-sm">
                <OwnerAvatar
                  name={set.owner.name}
                  image={set.owner.image}
                  tone={avatarTone(set.owner.id)}
                  alt={t('community.avatar', { name: ownerName })}
                />
                <span>
                  {t('set.owner', { name: ownerName })}
                  <span className="text-muted">
                    {' · '}
                    {t('set.updated', { date: format.dateTime(new Date(set.updatedAt), { dateStyle: 'medium' }) })}
                  </span>
                </span>
              </div>
            ) : (
              <p className="mt-3 text-sm text-muted">{t('set.privateNote')}</p>
            )}
          </div>
          <SetViewerActions
            id={set.id}
            path={path}
            viewer={viewer.kind}
            visibility={set.visibility}
            name={set.name}
            cards={cards}
          />
        </div>

        <div className="mb-12 flex flex-col gap-6">
          <section aria-labelledby="set-study">
            <h2 id="set-study" className="sr-only">
              {t('set.studyHeading')}
            </h2>
            <CustomSetStudy key={set.id} setId={set.id} cards={cards} />
          </section>
          <section aria-labelledby="set-tests" className="mx-auto w-full max-w-2xl">
            <h2 id="set-tests" className="mb-2 font-semibold">
              {t('set.testsHeading')}
            </h2>
            <div className="grid gap-2 min-[26rem]:grid-cols-2">
              <Button asChild variant="secondary">
                <Link href={`${path}/written-test`}>
                  <PencilLine aria-hidden className="size-4" />
                  {pages('writtenTest.title')}
                </Link>
              </Button>
              <Button asChild variant="secondary">
                <Link href={`${path}/multi-choice-test`}>
                  <ListChecks aria-hidden className="size-4" />
                  {pages('multiChoiceTest.title')}
                </Link>
              </Button>
              {writable ? (
                <Button asChild variant="secondary" className="min-[26rem]:col-span-2">
                  <Link href={customSetWritePath(set.id)}>
                    <Brush aria-hidden className="size-4" />
                    {writing('link')}
                  </Link>
                </Button>
              ) : null}
            </div>
            <div className="mt-2">
              <BestScore source="custom" set={set.id} unitKey="" />
            </div>
            <div className="mt-3">
              <StudyWithReviews
                deck={{ kind: 'custom', deckKey: set.id }}
                cardKeys={set.cards.map((card) => card.id)}
              />
            </div>
          </section>
        </div>

        <section aria-labelledby="set-cards">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <h2 id="set-cards" className="text-xl font-semibold">
              {t('set.cardsHeading')}
            </h2>
            {/* A file, not a page: a plain link the browser downloads (the route checks who may see the set). */}
            <Button asChild variant="secondary" size="sm">
              <a href={`/api/custom-sets/${set.id}/anki`} download>
                <Download aria-hidden className="size-4" />
                {t('anki.download')}
              </a>
            </Button>
          </div>
          <CardsTable
            cards={cards}
            wordLang={set.wordLanguage}
            meaningLang={set.meaningLanguage}
            labels={{
              word: t('set.columns.word'),
              pronunciation: t('set.columns.pronunciation'),
              meaning: t('set.columns.meaning'),
              note: t('set.columns.note'),
            }}
          />
        </section>
        {viewer.kind === 'guest' ? (
          <p className="mt-10 text-center text-sm text-muted">
            <Users aria-hidden className="mr-1 inline size-4" />
            <Link href="/flash-cards/custom" className="underline">
              {t('set.community')}
            </Link>
          </p>
        ) : null}
      </main>
    </FeatureMessages>
  );
}
