import { ChevronRight, LogIn, Search, Users } from 'lucide-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { inputClass } from '@/components/custom-sets/field';
import { CommunitySetGrid, type CommunityCard } from '@/components/custom-sets/community-set-grid';
import { setBadgeLabels } from '@/components/custom-sets/set-badges';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeading } from '@/components/ui/page-heading';
import { cookies } from 'next/headers';
import { hasSessionCookie } from '@/lib/auth/routes';
import { getOptionalUser, requireUserPage } from '@/lib/auth/session';
import { LANGUAGES, type SetLanguage } from '@/lib/custom-sets/limits';
import { listCommunitySetsCached } from '@/lib/custom-sets/queries';
import { COMMUNITY_SORTS, type CommunitySort } from '@/lib/custom-sets/types';
import { Link } from '@/lib/i18n/navigation';
import { resolvePageLocale, titledPage } from '@/lib/i18n/page';

export const generateMetadata: (props: { params: Promise<{ locale: string }> }) => Promise<Metadata> = titledPage(
  'customSets',
  '/flash-cards/custom',
);

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const language = (value: string): SetLanguage | null =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as SetLanguage) : null;

/** /flash-cards/custom: everybody's public sets, for signed-in learners; guests see what it is. */
export default async function Page({ params, searchParams }: Props) {
  await resolvePageLocale(params);
  const t = await getTranslations('customSets.community');
  const tc = await getTranslations('customSets');
  const pages = await getTranslations('pages.customSets');
  const query = await searchParams;
  const q = one(query.q).slice(0, 100);
  const level = Number(one(query.level));
  const jlptLevel = Number.isInteger(level) && level >= 1 && level <= 5 ? level : null;
  const wordLanguage = language(one(query.word));
  const meaningLanguage = language(one(query.meaning));
  const sortParam = one(query.sort);
  const sort: CommunitySort = (COMMUNITY_SORTS as readonly string[]).includes(sortParam) ? (sortParam as CommunitySort) : 'newest';
  const cursor = one(query.cursor) || null;
  // A visitor with a session cookie is almost always signed in: the list query runs beside the session
  // check instead of after it (one database round trip less per page). The sets are public and shown only
  // once the session holds; a stale cookie just wastes the query.
  const cookieNames = (await cookies()).getAll().map((cookie) => cookie.name);
  const listing = hasSessionCookie(cookieNames)
    ? listCommunitySetsCached({ q, jlptLevel, wordLanguage, meaningLanguage, sort, cursor })
    : null;
  listing?.catch(() => {}); // awaited below; not an unhandled rejection when the visitor is sent elsewhere
  const user = await getOptionalUser();

  if (!user) {
    const locale = await getLocale();
    const loginHref = `/auth/login?${new URLSearchParams({ redirect: `/${locale}/flash-cards/custom` })}`;
    return (
      <>
        <PageHeading>{pages('heading')}</PageHeading>
        <Card className="flex max-w-2xl flex-col items-start gap-4">
          <Users aria-hidden className="size-10 text-primary-800 dark:text-primary-400" />
          <h2 className="text-xl font-semibold">{t('guestHeading')}</h2>
          <p className="text-zinc-600 dark:text-zinc-400">{t('guestText')}</p>
          <Button asChild>
            <Link href={loginHref}>
              <LogIn aria-hidden className="size-4" />
              {t('guestLogin')}
            </Link>
          </Button>
        </Card>
      </>
    );
  }
  // Signed in but not verified: the verification screen first (the same rule as the other set screens).
  await requireUserPage({ verified: true });

  const { sets, nextCursor } = await (listing ?? listCommunitySetsCached({ q, jlptLevel, wordLanguage, meaningLanguage, sort, cursor }));

  const cards: CommunityCard[] = sets.map((set) => {
    const owner = set.owner.name?.trim() || t('anonymous');
    return {
      id: set.id,
      name: set.name,
      description: set.description,
      badges: setBadgeLabels(tc, set),
      owner: { name: owner, image: set.owner.image },
      byLine: t('by', { name: owner }),
      avatarAlt: t('avatar', { name: owner }),
    };
  });

  const filters = new URLSearchParams();
  if (q) filters.set('q', q);
  if (jlptLevel) filters.set('level', String(jlptLevel));
  if (wordLanguage) filters.set('word', wordLanguage);
  if (meaningLanguage) filters.set('meaning', meaningLanguage);
  if (sort !== 'newest') filters.set('sort', sort);
  const pageHref = (next: string | null) => {
    const search = new URLSearchParams(filters);
    if (next) search.set('cursor', next);
    const text = search.toString();
    return `/flash-cards/custom${text ? `?${text}` : ''}`;
  };

  return (
    <>
      <PageHeading description={t('lead')}>{pages('heading')}</PageHeading>
      {/* Two filters a row on phones, so the first sets are in view without scrolling past the form. */}
      <form role="search" method="get" className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-[2fr_repeat(4,1fr)_auto] lg:items-end">
        <div className="col-span-2 flex flex-col gap-1 lg:col-span-1">
          <label htmlFor="community-q" className="text-sm font-medium">
            {t('search')}
          </label>
          <input id="community-q" name="q" type="search" defaultValue={q} className={inputClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="community-level" className="text-sm font-medium">
            {t('level')}
          </label>
          <select id="community-level" name="level" defaultValue={jlptLevel ?? ''} className={inputClass}>
            <option value="">{t('anyLevel')}</option>
            {[5, 4, 3, 2, 1].map((value) => (
              <option key={value} value={value}>
                {tc('jlpt.level', { level: value })}
              </option>
            ))}
          </select>
        </div>
        {(['word', 'meaning'] as const).map((name) => (
          <div key={name} className="flex flex-col gap-1">
            <label htmlFor={`community-${name}`} className="text-sm font-medium">
              {t(name === 'word' ? 'wordLanguage' : 'meaningLanguage')}
            </label>
            <select
              id={`community-${name}`}
              name={name}
              defaultValue={(name === 'word' ? wordLanguage : meaningLanguage) ?? ''}
              className={inputClass}
            >
              <option value="">{t('anyLanguage')}</option>
              {LANGUAGES.map((value) => (
                <option key={value} value={value}>
                  {tc(`languages.${value}`)}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className="flex flex-col gap-1">
          <label htmlFor="community-sort" className="text-sm font-medium">
            {t('sort')}
          </label>
          <select id="community-sort" name="sort" defaultValue={sort} className={inputClass}>
            {COMMUNITY_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`sorts.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary" className="col-span-2 lg:col-span-1">
          <Search aria-hidden className="size-4" />
          {t('apply')}
        </Button>
      </form>

      {sets.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 py-12 text-center">
          <h2 className="text-lg font-semibold">{t('empty')}</h2>
          <p className="text-zinc-600 dark:text-zinc-400">{t('emptyText')}</p>
        </Card>
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
