import { Brush, Languages, ListChecks, PencilLine } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { FeatureMessages } from '@/lib/i18n/feature-messages';
import { Button } from '@/components/ui/button';
import { KeepOffline } from '@/components/layout/keep-offline';
import { PageHeading } from '@/components/ui/page-heading';
import { unitSummaries } from '@/features/flash-cards/server/builtin-content';
import { builtinTitles } from '@/features/flash-cards/server/builtin-params';
import { kindPath, levelLabel, setPath, testPath, type BuiltinKind } from '@/features/flash-cards/builtin-paths';
import { packDeck } from '@/features/flash-cards/packed-deck';
import { readingNotation, type StudyDeck } from '@/features/flash-cards/study-cards';
import { Link } from '@/lib/i18n/navigation';
import { builtinDeckKey } from '@/features/review/card-key';
import { hanVietDrillPath } from '@/features/han-viet/paths';
import { unitWritePath } from '@/features/writing/write-paths';
import { unitOfflineCopy } from '@/features/flash-cards/offline-copy';
import { Breadcrumbs } from './breadcrumbs';
import { readingLegendLines } from './reading-legend';
import { ItemsTable, type ItemsTableLabels } from './unit-items-table';
import { UnitReviews, UnitStudy } from './unit-study';
import { UnitPager } from './unit-pager';

export interface UnitScreenProps {
  kind: BuiltinKind;
  set: string;
  unit: number;
  unitCount: number;
  deck: StudyDeck;
}

/** /jp/flash-card/{kind}/{set}/{unit}: study the unit's cards, see all its items, take its tests. */
export async function UnitScreen({ kind, set, unit, unitCount, deck }: UnitScreenProps) {
  const pages = await getTranslations('pages');
  const t = await getTranslations('builtin');
  const columns = await getTranslations('builtin.columns');
  const cardLabels = await getTranslations('flashCardStudy.labels');
  const writing = await getTranslations('writing.practice');
  const { unitTitle } = await builtinTitles(kind, set, unit);
  const locale = await getLocale();
  const theme = unitSummaries(kind, set, locale)[unit - 1]?.title ?? '';
  // The Hán-Việt drill builds on what a Vietnamese learner already knows: first and primary in Vietnamese.
  const hanViet =
    kind === 'kanji' ? (
      <Button asChild variant={locale === 'vi' ? 'primary' : 'secondary'} className="min-[26rem]:col-span-2">
        <Link href={hanVietDrillPath(set, unit)}>
          <Languages aria-hidden className="size-4" />
          {pages('hanVietDrill.title')}
        </Link>
      </Button>
    ) : null;
  const labels: ItemsTableLabels = {
    word: columns('word'),
    reading: columns('reading'),
    sinoVietnamese: columns('sinoVietnamese'),
    meaning: columns('meaning'),
    kanji: columns('kanji'),
    onyomi: columns('onyomi'),
    kunyomi: columns('kunyomi'),
    strokes: columns('strokes'),
    otherSpellings: cardLabels('otherSpellings'),
    readingLegend:
      deck.kind === 'kanji'
        ? readingLegendLines(readingNotation(deck.cards), {
            okurigana: (values) => cardLabels('legendOkurigana', values),
            affix: () => cardLabels('legendAffix'),
          })
        : [],
  };
  // One packed copy for the study view and the table: React's payload sends an object once for both.
  const packed = packDeck(deck);
  // One provider for the study view and the table: both draw a kanji's stroke order and a word's pitch accent,
  // and its messages are sent once.
  return (
    <FeatureMessages features={kind === 'kanji' ? ['flashCardStudy', 'strokeOrder'] : ['flashCardStudy', 'sentences']}>
      <Breadcrumbs
        items={[
          { label: pages('flashCards.title'), href: '/flash-cards' },
          { label: pages(`${kind}.title`), href: kindPath(kind) },
          { label: levelLabel(set), href: setPath(kind, set) },
          { label: t('unit', { unit }) },
        ]}
      />
      {/* Phones: heading, cards, then the tests. From lg up the tests sit beside the heading. */}
      <div className="mb-12 flex flex-col gap-6 lg:grid lg:grid-cols-[1fr_auto] lg:gap-x-6 lg:gap-y-8">
        <div className="lg:col-start-1 lg:row-start-1 [&>div]:mb-0">
          <PageHeading description={t(`unitLead.${kind}`, { count: deck.cards.length, title: theme })}>
            {unitTitle}
          </PageHeading>
        </div>
        <section aria-labelledby="unit-study" className="lg:col-span-2 lg:row-start-2">
          <h2 id="unit-study" className="sr-only">
            {t('studyHeading')}
          </h2>
          <UnitStudy key={`${kind}/${set}/${unit}`} deck={packed} deckKey={{ kind, set, unit }} />
        </section>
        <section
          aria-labelledby="unit-tests"
          className="mx-auto w-full max-w-2xl lg:col-start-2 lg:row-start-1 lg:mx-0 lg:w-auto lg:self-end"
        >
          <h2 id="unit-tests" className="mb-2 font-semibold lg:sr-only">
            {t('testsHeading')}
          </h2>
          <div className="grid gap-2 min-[26rem]:grid-cols-2 lg:flex">
            {locale === 'vi' ? hanViet : null}
            <Button asChild variant="secondary">
              <Link href={testPath(kind, set, unit, 'written-test')}>
                <PencilLine aria-hidden className="size-4" />
                {pages('writtenTest.title')}
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link href={testPath(kind, set, unit, 'multi-choice-test')}>
                <ListChecks aria-hidden className="size-4" />
                {pages('multiChoiceTest.title')}
              </Link>
            </Button>
            {locale === 'vi' ? null : hanViet}
            {kind === 'kanji' ? (
              <Button asChild variant="secondary">
                <Link href={unitWritePath(set, unit)}>
                  <Brush aria-hidden className="size-4" />
                  {writing('link')}
                </Link>
              </Button>
            ) : null}
          </div>
          <div className="mt-3">
            <FeatureMessages features={['review.deck']}>
              <UnitReviews deck={packed} reviews={{ kind, deckKey: builtinDeckKey(set, unit) }} />
            </FeatureMessages>
          </div>
        </section>
      </div>

      <section aria-labelledby="unit-items">
        <h2 id="unit-items" className="mb-4 text-xl font-semibold">
          {t(`tableHeading.${kind}`)}
        </h2>
        <ItemsTable deck={packed} labels={labels} unit={kind === 'vocabulary' ? { set, number: unit } : undefined} />
      </section>

      <UnitPager kind={kind} set={set} unit={unit} unitCount={unitCount} />
      <KeepOffline {...unitOfflineCopy(kind, set, unit, locale, deck)} />
    </FeatureMessages>
  );
}
