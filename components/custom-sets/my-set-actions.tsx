'use client';

import { BookOpen, PencilLine } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { SetVisibility } from '@/lib/custom-sets/limits';
import { Link } from '@/lib/i18n/navigation';
import { DeleteButton, DuplicateButton, VisibilityButton } from './set-mutations';
import { CopyLinkButton } from './share-buttons';

/** One row's actions on "my sets": study, edit, copy link (public sets), visibility, duplicate, delete. */
export function MySetActions({
  id,
  name,
  visibility,
  cardCount,
}: {
  id: string;
  name: string;
  visibility: SetVisibility;
  cardCount: number;
}) {
  const t = useTranslations('customSets.mySets');
  const path = `/flash-cards/custom/${id}`;
  return (
    <div role="group" aria-label={t('actions', { name })} className="flex flex-wrap gap-2">
      <Button asChild size="sm">
        <Link href={path}>
          <BookOpen aria-hidden className="size-4" />
          {t('study')}
        </Link>
      </Button>
      <Button asChild size="sm" variant="secondary">
        <Link href={`${path}/edit`}>
          <PencilLine aria-hidden className="size-4" />
          {t('edit')}
        </Link>
      </Button>
      <CopyLinkButton path={path} visibility={visibility} size="sm" />
      <VisibilityButton id={id} name={name} visibility={visibility} />
      <DuplicateButton id={id} name={name} />
      <DeleteButton id={id} name={name} cardCount={cardCount} />
    </div>
  );
}
