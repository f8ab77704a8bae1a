'use client';

import { BookOpen, PencilLine } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { SetVisibility } from '@/features/custom-sets/limits';
import { IntentLink } from '@/components/ui/intent-link';
import { DeleteButton, DuplicateButton, VisibilityButton } from './set-mutations';
import { CopyLinkButton } from './share-buttons';

/**
 * One row's actions on "my sets": study, edit, copy link (public sets), visibility, duplicate, delete. Its links fetch
 * their page ahead only when pointed at (IntentLink): a page of sets has dozens of them.
 */
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
        <IntentLink href={path}>
          <BookOpen aria-hidden className="size-4" />
          {t('study')}
        </IntentLink>
      </Button>
      <Button asChild size="sm" variant="secondary">
        <IntentLink href={`${path}/edit`}>
          <PencilLine aria-hidden className="size-4" />
          {t('edit')}
        </IntentLink>
      </Button>
      <CopyLinkButton path={path} visibility={visibility} size="sm" />
      <VisibilityButton id={id} name={name} visibility={visibility} />
      <DuplicateButton id={id} name={name} />
      <DeleteButton id={id} name={name} cardCount={cardCount} />
    </div>
  );
}
