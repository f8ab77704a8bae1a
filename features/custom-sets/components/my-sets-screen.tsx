import { ChevronRight, FolderOpen, Plus, Search, Users } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { MySetActions } from './my-set-actions';
import { SetBadges } from './set-badges';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { IntentLink } from '@/components/ui/intent-link';
import { SelectField, TextField } from '@/components/ui/form-field';
import { PageHeading } from '@/components/ui/page-heading';
import { listMySets } from '@/features/custom-sets/server/queries';
import { MY_SETS_SORTS, type MySetsSort } from '@/features/custom-sets/types';

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** "My sets": the learner's own sets, searched and ordered as the address says, a page at a time. */
export async function MySetsScreen({
  userId,
  query,
}: {
  userId: string;
  query: Record<string, string | string[] | undefined>;
}) {
  const q = one(query.q).slice(0, 100);
  const sortParam = one(query.sort);
  const sort: MySetsSort = (MY_SETS_SORTS as readonly string[]).includes(sortParam)
    ? (sortParam as MySetsSort)
    : 'updated';
  const cursor = one(query.cursor) || null;
  const { sets, nextCursor } = await listMySets(userId, { q, sort, cursor });
  const t = await getTranslations('customSets.mySets');
  const pages = await getTranslations('pages.myFlashCards');
  const format = await getFormatter();
  // A page past the end (its sets were deleted meanwhile) reads like an empty search, with the way back.
  const searching = q !== '' || cursor !== null;

  const createButton = (
    <Button asChild>
      <IntentLink href="/flash-cards/custom/new">
        <Plus aria-hidden className="size-4" />
        {t('create')}
      </IntentLink>
    </Button>
  );
  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-x-4 sm:mb-8 [&>div:first-child]:mb-0">
        <PageHeading description={t('lead')}>{pages('heading')}</PageHeading>
        <div className="mt-4 flex flex-wrap gap-2 sm:mt-1">
          {createButton}
          <Button asChild variant="secondary">
            <IntentLink href="/flash-cards/custom">
              <Users aria-hidden className="size-4" />
              {t('community')}
            </IntentLink>
          </Button>
        </div>
      </div>

      {sets.length > 0 || searching ? (
        <form role="search" method="get" className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField id="my-sets-q" label={t('search')} className="flex-1" name="q" type="search" defaultValue={q} />
          <SelectField
            id="my-sets-sort"
            name="sort"
            label={t('sort')}
            defaultValue={sort}
            options={MY_SETS_SORTS.map((value) => ({ value, label: t(`sorts.${value}`) }))}
          />
          <Button type="submit" variant="secondary">
            <Search aria-hidden className="size-4" />
            {t('searchButton')}
          </Button>
        </form>
      ) : null}

      {sets.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 py-12 text-center">
          <FolderOpen aria-hidden className="size-10 text-muted" />
          <h2 className="text-lg font-semibold">{searching ? t('noMatch') : t('empty')}</h2>
          {searching ? null : <p className="text-muted">{t('emptyText')}</p>}
          {searching ? null : createButton}
        </Card>
      ) : (
        <ul className="flex flex-col gap-3">
          {sets.map((set) => (
            <li key={set.id}>
              <Card className="flex flex-col gap-3">
                <div className="flex flex-col gap-1">
                  <h2 className="text-lg font-semibold wrap-anywhere">
                    <IntentLink href={`/flash-cards/custom/${set.id}`} className="hover:underline">
                      {set.name}
                    </IntentLink>
                  </h2>
                  {set.description ? <p className="text-sm wrap-anywhere text-muted">{set.description}</p> : null}
                </div>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <SetBadges set={set} showVisibility />
                  <span className="text-xs text-muted">
                    {t('updated', { date: format.dateTime(new Date(set.updatedAt), { dateStyle: 'medium' }) })}
                  </span>
                </div>
                <MySetActions id={set.id} name={set.name} visibility={set.visibility} cardCount={set.cardCount} />
              </Card>
            </li>
          ))}
        </ul>
      )}

      {cursor || nextCursor ? (
        <nav aria-label={t('pagination')} className="mt-8 flex flex-wrap justify-between gap-3">
          {cursor ? (
            <Button asChild variant="secondary">
              <IntentLink href={pageHref({ q, sort, cursor: null })}>{t('first')}</IntentLink>
            </Button>
          ) : (
            <span />
          )}
          {nextCursor ? (
            <Button asChild>
              <IntentLink href={pageHref({ q, sort, cursor: nextCursor })}>
                {t('next')}
                <ChevronRight aria-hidden className="size-4" />
              </IntentLink>
            </Button>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

/** The address of a page of "my sets": the search and order as they are, and the page's cursor. */
function pageHref({ q, sort, cursor }: { q: string; sort: MySetsSort; cursor: string | null }) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (sort !== 'updated') params.set('sort', sort);
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return `/my-flash-card${text ? `?${text}` : ''}`;
}
