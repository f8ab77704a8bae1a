import { ChevronRight, Search } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CommunitySetGrid, type CommunityCard } from '@/features/custom-sets/components/community-set-grid';
import { setBadgeLabels } from '@/features/custom-sets/components/set-badges';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField, TextField } from '@/components/ui/form-field';
import { PageHeading } from '@/components/ui/page-heading';
import { communitySearchParams, type CommunityQuery } from '@/features/custom-sets/community-filters';
import { LANGUAGES } from '@/features/custom-sets/limits';
import { listCommunitySetsCached } from '@/features/custom-sets/server/community-queries';
import { COMMUNITY_SORTS } from '@/features/custom-sets/types';
import { Link } from '@/lib/i18n/navigation';
import { avatarTone } from '@/features/profile/initials';

/**
 * The community as a signed-in learner sees it: the filter form, one page of public sets and the pager.
 * Nothing in it depends on who is looking, so the cached results route (../browse) renders it once per query.
 */
export async function CommunityBrowser({ query }: { query: CommunityQuery }) {
  const t = await getTranslations('customSets.community');
  const tc = await getTranslations('customSets');
  const pages = await getTranslations('pages.customSets');
  const { q, jlptLevel, wordLanguage, meaningLanguage, sort, cursor } = query;
  const { sets, nextCursor } = await listCommunitySetsCached(query);
  const languageOptions = LANGUAGES.map((value) => ({ value, label: tc(`languages.${value}`) }));

  const cards: CommunityCard[] = sets.map((set) => {
    const owner = set.owner.name || t('anonymous');
    return {
      id: set.id,
      name: set.name,
      description: set.description,
      badges: setBadgeLabels(tc, set),
      owner: { name: set.owner.name, image: set.owner.image, tone: avatarTone(set.owner.id) },
      byLine: t('by', { name: owner }),
      avatarAlt: t('avatar', { name: owner }),
    };
  });

  const pageHref = (next: string | null) => {
    const text = communitySearchParams({ ...query, cursor: next }).toString();
    return `/flash-cards/custom${text ? `?${text}` : ''}`;
  };

  return (
    <>
      <PageHeading description={t('lead')}>{pages('heading')}</PageHeading>
      {/* Two filters a row on phones, so the first sets are in view without scrolling past the form. */}
      <form
        role="search"
        method="get"
        className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-[2fr_repeat(4,1fr)_auto] lg:items-end"
      >
        <TextField
          id="community-q"
          label={t('search')}
          className="col-span-2 lg:col-span-1"
          name="q"
          type="search"
          defaultValue={q}
        />
        <SelectField
          id="community-level"
          name="level"
          label={t('level')}
          defaultValue={jlptLevel ?? ''}
          options={[
            { value: '', label: t('anyLevel') },
            ...[5, 4, 3, 2, 1].map((level) => ({ value: String(level), label: tc('jlpt.level', { level }) })),
          ]}
        />
        <SelectField
          id="community-word"
          name="word"
          label={t('wordLanguage')}
          defaultValue={wordLanguage ?? ''}
          options={[{ value: '', label: t('anyLanguage') }, ...languageOptions]}
        />
        <SelectField
          id="community-meaning"
          name="meaning"
          label={t('meaningLanguage')}
          defaultValue={meaningLanguage ?? ''}
          options={[{ value: '', label: t('anyLanguage') }, ...languageOptions]}
        />
        <SelectField
          id="community-sort"
          name="sort"
          label={t('sort')}
          defaultValue={sort}
          options={COMMUNITY_SORTS.map((value) => ({ value, label: t(`sorts.${value}`) }))}
        />
        <Button type="submit" variant="secondary" className="col-span-2 lg:col-span-1">
          <Search aria-hidden className="size-4" />
          {t('apply')}
        </Button>
      </form>

      {sets.length === 0 ? (
        <EmptyState
          as={Card}
          className="gap-2"
          title={t('empty')}
          titleClassName="text-lg font-semibold"
          description={t('emptyText')}
          descriptionClassName="text-muted"
        />
      ) : (
        <section aria-labelledby="community-results">
          <h2 id="community-results" className="sr-only">
            {t('results')}
          </h2>
          <CommunitySetGrid sets={cards} />
        </section>
      )}

      {cursor || nextCursor ? (
        <nav aria-label={t('pagination')} className="mt-8 flex flex-wrap justify-between gap-3">
          {cursor ? (
            <Button asChild variant="secondary">
              <Link href={pageHref(null)}>{t('first')}</Link>
            </Button>
          ) : (
            <span />
          )}
          {nextCursor ? (
            <Button asChild>
              <Link href={pageHref(nextCursor)}>
                {t('next')}
                <ChevronRight aria-hidden className="size-4" />
              </Link>
            </Button>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
